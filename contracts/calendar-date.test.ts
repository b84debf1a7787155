import { describe, expect, it } from "vitest";
import { addCalendarDays, calendarDaysBetween, calendarWeekday, isCalendarDate } from "./calendar-date.ts";

describe("calendar dates", () => {
  it("counts calendar days across month, year and leap-day boundaries", () => {
    expect(addCalendarDays("2026-10-26", 7)).toBe("2026-11-02");
    expect(addCalendarDays("2026-12-28", 7)).toBe("2027-01-04");
    expect(addCalendarDays("2028-02-26", 3)).toBe("2028-02-29");
    expect(addCalendarDays("2027-03-08", 0)).toBe("2027-03-08");
    expect(addCalendarDays("2027-01-01", -1)).toBe("2026-12-31");
  });

  it("measures whole days between dates, whatever daylight saving does that night", () => {
    expect(calendarDaysBetween("2026-10-20", "2026-11-12")).toBe(23);
    expect(calendarDaysBetween("2027-03-13", "2027-03-15")).toBe(2);
    expect(calendarDaysBetween("2028-01-01", "2029-01-01")).toBe(366);
    expect(calendarDaysBetween("2026-11-12", "2026-10-20")).toBe(-23);
  });

  it("knows the day of the week, Sunday as 0", () => {
    expect(calendarWeekday("2026-11-01")).toBe(0);
    expect(calendarWeekday("2026-10-20")).toBe(2);
    expect(calendarWeekday("2026-10-24")).toBe(6);
  });

  it("takes only real dates written YYYY-MM-DD", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const bad of [
      "2027-02-29",
      "2026-02-30",
      "2026-13-01",
      "2026-2-3",
      "2026-10-20T00:00",
      "",
      "20261020",
    ]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });
});
