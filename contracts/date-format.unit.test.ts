import { describe, expect, it } from "vitest";
import { mediumCalendarDate, shortCalendarDay } from "./date-format.ts";

describe("calendar dates spelled by hand", () => {
  // Every day of 2026 to 2028 (a leap year) reads exactly as Intl prints it.
  const days: string[] = [];
  for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2029, 0, 1); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));

  it("matches Intl's en-US medium date", () => {
    const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
    for (const day of days) expect(mediumCalendarDate(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
  });

  it("matches Intl's short weekday, month and day", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      weekday: "short",
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    });
    for (const day of days) expect(shortCalendarDay(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
  });
});
