import { describe, expect, it } from "vitest";
import { digitGroups } from "./digit-groups.ts";

describe("digitGroups", () => {
  it("groups as en-US toLocaleString does", () => {
    for (const value of [0, 7, 999, 1000, 5000, 10_000, 123_456, 1_234_567, -12_000, 9_007_199_254_740_991]) {
      expect(digitGroups(value)).toBe(value.toLocaleString("en-US"));
    }
  });
});
