import { describe, expect, test } from "vitest";
import { isTimeZoneName } from "#contracts/time-zone-name.ts";
import { formatInZone, wallClockIn } from "./zoned-time.ts";

describe("a session's instant in a time zone", () => {
  test("reads the batch's wall clock on both sides of the November change, and at midnight", () => {
    // New York leaves summer time at 06:00 UTC on 2026-11-01: 01:30 happens twice.
    expect(wallClockIn("2026-11-01T05:30:00.000Z", "America/New_York")).toEqual({
      date: "2026-11-01",
      time: "01:30",
    });
    expect(wallClockIn("2026-11-01T06:30:00.000Z", "America/New_York")).toEqual({
      date: "2026-11-01",
      time: "01:30",
    });
    expect(wallClockIn("2026-12-01T05:00:00.000Z", "America/New_York")).toEqual({
      date: "2026-12-01",
      time: "00:00",
    });
    // A half-hour zone, across the date line of UTC.
    expect(wallClockIn("2026-12-01T20:00:00.000Z", "Asia/Kolkata")).toEqual({
      date: "2026-12-02",
      time: "01:30",
    });
  });

  test("prints the instant as the zone's clocks show it", () => {
    expect(formatInZone("2026-12-01T00:00:00.000Z", "America/New_York")).toBe("Mon, Nov 30, 2026, 7:00 PM");
    expect(formatInZone("2026-12-01T00:00:00.000Z", "Asia/Kolkata")).toBe("Tue, Dec 1, 2026, 5:30 AM");
  });

  test("knows which zone names this runtime can show", () => {
    expect(isTimeZoneName("Asia/Calcutta")).toBe(true);
    expect(isTimeZoneName("Mars/Olympus_Mons")).toBe(false);
  });
});
