import { describe, expect, test } from "vitest";
import { batchStartTime, isEarlyBird } from "./early-bird.ts";

const now = new Date("2026-03-01T00:00:00.000Z");

describe("isEarlyBird", () => {
  test("a batch exactly 30 days away is not early bird", () => {
    expect(isEarlyBird("2026-03-31", now)).toBe(false);
  });

  test("a batch 31 days away is early bird", () => {
    expect(isEarlyBird("2026-04-01", now)).toBe(true);
  });

  test("counts calendar days whatever the time of day", () => {
    const lateEvening = new Date("2026-03-01T23:59:59.000Z");
    expect(isEarlyBird("2026-03-31", lateEvening)).toBe(false);
    expect(isEarlyBird("2026-04-01", lateEvening)).toBe(true);
  });

  test("past, today's and near batches are not early bird", () => {
    expect(isEarlyBird("2026-02-01", now)).toBe(false);
    expect(isEarlyBird("2026-03-01", now)).toBe(false);
    expect(isEarlyBird("2026-03-15", now)).toBe(false);
  });

  test("an unreadable date is never early bird", () => {
    expect(isEarlyBird("soon", now)).toBe(false);
    expect(isEarlyBird("2026-02-31", now)).toBe(false);
  });
});

describe("batchStartTime", () => {
  test("reads the date as UTC midnight", () => {
    expect(batchStartTime("2026-04-01")).toBe(Date.UTC(2026, 3, 1));
    expect(batchStartTime("2026-04-01T15:00:00Z")).toBe(Date.UTC(2026, 3, 1));
  });
});
