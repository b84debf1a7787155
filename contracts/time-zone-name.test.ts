import { describe, expect, it } from "vitest";
import { isTimeZoneName } from "./time-zone-name.ts";

describe("isTimeZoneName", () => {
  it("takes IANA names, their links that browsers report, and UTC", () => {
    for (const name of [
      "America/New_York",
      "Asia/Kolkata",
      "Asia/Calcutta",
      "Europe/Kyiv",
      "UTC",
      "Etc/GMT+5",
    ]) {
      expect(isTimeZoneName(name), name).toBe(true);
    }
  });

  it("refuses unknown names, fixed offsets and anything that is not a name", () => {
    for (const name of [
      "Mars/Olympus_Mons",
      "+05:30",
      "-0400",
      "UTC+2",
      "",
      " America/New_York",
      "New York",
    ]) {
      expect(isTimeZoneName(name), name).toBe(false);
    }
  });
});
