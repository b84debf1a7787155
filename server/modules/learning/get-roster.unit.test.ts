import { describe, expect, it } from "vitest";
import { openingBatch } from "./get-roster.ts";

// Where a roster opens without a batch in the address (issue 14, noticed at stop 32): the first batch by
// start date with students, not an empty new cohort that starts first.

const batch = (id: string, enrolled: number) => ({ id, enrolled });

describe("openingBatch", () => {
  it("skips empty batches that start first", () => {
    expect(openingBatch([batch("new", 0), batch("running", 12), batch("later", 3)], 4)?.id).toBe("running");
  });

  it("opens on the self-paced students when no batch has students", () => {
    expect(openingBatch([batch("new", 0), batch("later", 0)], 2)).toBeNull();
  });

  it("opens on the first batch when nobody is enrolled anywhere, and on self-paced without batches", () => {
    expect(openingBatch([batch("new", 0), batch("later", 0)], 0)?.id).toBe("new");
    expect(openingBatch([], 0)).toBeNull();
    expect(openingBatch([], 5)).toBeNull();
  });
});
