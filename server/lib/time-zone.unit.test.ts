import { describe, expect, it } from "vitest";
import { calendarDateIn, zoneClock } from "./time-zone.ts";

const iso = (date: Date) => date.toISOString();

describe("calendarDateIn", () => {
  it("is the date on the zone's calendar, not UTC's", () => {
    expect(calendarDateIn("America/New_York", new Date("2026-11-03T00:30:00Z"))).toBe("2026-11-02");
    expect(calendarDateIn("Asia/Kolkata", new Date("2026-11-02T19:00:00Z"))).toBe("2026-11-03");
    expect(calendarDateIn("UTC", new Date("2026-11-02T23:59:59Z"))).toBe("2026-11-02");
  });
});

describe("zoneClock", () => {
  it("reads the offset in force at an instant", () => {
    const newYork = zoneClock("America/New_York");
    expect(newYork.offsetAt(new Date("2026-10-31T12:00:00Z"))).toBe(-4 * 3_600_000);
    expect(newYork.offsetAt(new Date("2026-11-02T12:00:00Z"))).toBe(-5 * 3_600_000);
    expect(zoneClock("Asia/Kolkata").offsetAt(new Date("2026-11-02T12:00:00Z"))).toBe(5.5 * 3_600_000);
  });

  it("turns a wall-clock time into its instant on either side of a change", () => {
    const newYork = zoneClock("America/New_York");
    expect(iso(newYork.instantAt("2026-10-29", "19:00"))).toBe("2026-10-29T23:00:00.000Z");
    expect(iso(newYork.instantAt("2026-11-03", "19:00"))).toBe("2026-11-04T00:00:00.000Z");
    expect(iso(zoneClock("UTC").instantAt("2026-11-03", "00:00"))).toBe("2026-11-03T00:00:00.000Z");
    expect(iso(zoneClock("Asia/Kolkata").instantAt("2026-11-03", "01:00"))).toBe("2026-11-02T19:30:00.000Z");
  });

  it("moves a time skipped by spring forward to the change itself", () => {
    // New York, 2027-03-14: 02:00 EST becomes 03:00 EDT at 07:00Z; 02:00 to 02:59 never happen.
    const newYork = zoneClock("America/New_York");
    expect(iso(newYork.instantAt("2027-03-14", "02:30"))).toBe("2027-03-14T07:00:00.000Z");
    expect(iso(newYork.instantAt("2027-03-14", "02:00"))).toBe("2027-03-14T07:00:00.000Z");
    expect(iso(newYork.instantAt("2027-03-14", "01:59"))).toBe("2027-03-14T06:59:00.000Z");
    expect(iso(newYork.instantAt("2027-03-14", "03:00"))).toBe("2027-03-14T07:00:00.000Z");
    // London, 2027-03-28: 01:00 GMT becomes 02:00 BST at 01:00Z.
    expect(iso(zoneClock("Europe/London").instantAt("2027-03-28", "01:30"))).toBe("2027-03-28T01:00:00.000Z");
    // Lord Howe Island moves its clocks by half an hour: 02:00 becomes 02:30 (+11:00) at 15:30Z.
    expect(iso(zoneClock("Australia/Lord_Howe").instantAt("2026-10-04", "02:15"))).toBe(
      "2026-10-03T15:30:00.000Z",
    );
  });

  it("takes the first of a time repeated by fall back", () => {
    // New York, 2026-11-01: 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
    const newYork = zoneClock("America/New_York");
    expect(iso(newYork.instantAt("2026-11-01", "01:30"))).toBe("2026-11-01T05:30:00.000Z");
    expect(iso(newYork.instantAt("2026-11-01", "01:00"))).toBe("2026-11-01T05:00:00.000Z");
    expect(iso(newYork.instantAt("2026-11-01", "02:00"))).toBe("2026-11-01T07:00:00.000Z");
    // London, 2026-10-25: 01:30 BST (00:30Z) comes before 01:30 GMT (01:30Z).
    expect(iso(zoneClock("Europe/London").instantAt("2026-10-25", "01:30"))).toBe("2026-10-25T00:30:00.000Z");
    // Lord Howe: 02:00 (+11:00) goes back to 01:30 (+10:30); 01:45 first happens at 14:45Z.
    expect(iso(zoneClock("Australia/Lord_Howe").instantAt("2027-04-04", "01:45"))).toBe(
      "2027-04-03T14:45:00.000Z",
    );
  });
});

describe("zoneClock, remembered", () => {
  it("builds one clock per zone and refuses an unknown zone without remembering it", () => {
    expect(zoneClock("Europe/Berlin")).toBe(zoneClock("Europe/Berlin"));
    expect(zoneClock("Asia/Kolkata")).not.toBe(zoneClock("Europe/Berlin"));
    expect(() => zoneClock("Mars/Olympus")).toThrow(RangeError);
    expect(() => zoneClock("Mars/Olympus")).toThrow(RangeError);
  });
});
