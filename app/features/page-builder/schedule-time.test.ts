import { describe, expect, test } from "vitest";
import { localDateTimeToIso } from "./schedule-time.ts";

// The schedule field's value leaves as the same wall time with the viewer's offset at that moment.

describe("localDateTimeToIso", () => {
  test("keeps the wall time and adds the zone's offset at that instant", () => {
    const iso = localDateTimeToIso("2027-01-15T19:05");
    expect(iso).toMatch(/^2027-01-15T19:05:00[+-]\d{2}:\d{2}$/);
    // The same instant as the browser reads the local value.
    expect(new Date(iso as string).getTime()).toBe(new Date(2027, 0, 15, 19, 5).getTime());
  });

  test("takes seconds when the field has them", () => {
    expect(localDateTimeToIso("2027-07-01T08:00:30")).toMatch(/^2027-07-01T08:00:30[+-]\d{2}:\d{2}$/);
  });

  test("refuses what is not a date and time", () => {
    expect(localDateTimeToIso("")).toBeNull();
    expect(localDateTimeToIso("tomorrow")).toBeNull();
    expect(localDateTimeToIso("2027-02-30T10:00")).toBeNull();
  });
});
