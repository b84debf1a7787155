import { describe, expect, test } from "vitest";
import { formatInZone, zoneCity } from "./zoned-time-format.ts";

// 00:00 UTC on Dec 2, 2026: 7:00 PM on Dec 1 in New York (EST), 5:30 AM on Dec 2 in Kolkata.
const instant = "2026-12-02T00:00:00.000Z";

describe("an instant written in a time zone", () => {
  test("each style, in plain spaces", () => {
    expect(formatInZone(instant, "America/New_York", "dayTime")).toBe("Tue, Dec 1, 7:00 PM");
    expect(formatInZone(instant, "America/New_York", "day")).toBe("Tue, Dec 1");
    expect(formatInZone(instant, "America/New_York", "time")).toBe("7:00 PM");
    expect(formatInZone(instant, "America/New_York", "dateTime")).toBe("Dec 1, 2026, 7:00 PM");
    expect(formatInZone(instant, "America/New_York", "date")).toBe("Dec 1, 2026");
    expect(formatInZone(Date.parse(instant), "Asia/Kolkata", "dayTime")).toBe("Wed, Dec 2, 5:30 AM");
  });

  test("daylight saving time follows the zone's rules", () => {
    // The same 7 PM class in New York is 23:00 UTC in summer (EDT) and 00:00 UTC in winter (EST).
    expect(formatInZone("2026-10-30T23:00:00Z", "America/New_York", "time")).toBe("7:00 PM");
    expect(formatInZone("2026-11-06T00:00:00Z", "America/New_York", "time")).toBe("7:00 PM");
  });

  test("a zone the runtime does not know is written in UTC rather than throwing", () => {
    expect(formatInZone(instant, "Mars/Olympus_Mons", "time")).toBe("12:00 AM");
  });

  test("a zone's city for people", () => {
    expect(zoneCity("America/New_York")).toBe("New York");
    expect(zoneCity("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(zoneCity("Asia/Kolkata")).toBe("Kolkata");
    expect(zoneCity("UTC")).toBe("UTC");
  });
});
