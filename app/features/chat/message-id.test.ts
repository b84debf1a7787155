import { describe, expect, test } from "vitest";
import { nextMessageId } from "./message-id.ts";

describe("nextMessageId", () => {
  test("the first message is '1'", () => {
    expect(nextMessageId([], 1_700_000_000_000)).toBe("1");
  });

  test("later messages are the timestamp as a string", () => {
    expect(nextMessageId([{ id: "1" }], 1_700_000_000_000)).toBe("1700000000000");
  });

  test("a second message in the same millisecond takes the next free one", () => {
    expect(nextMessageId([{ id: "1" }, { id: "1700000000000" }], 1_700_000_000_000)).toBe("1700000000001");
  });
});
