import { describe, expect, it } from "vitest";
import { zoneClock } from "#server/lib/time-zone.ts";
import { addCalendarDays, assignmentDueAt } from "./assignment-due-at.ts";

describe("addCalendarDays", () => {
  it("crosses month, year and leap-day boundaries", () => {
    expect(addCalendarDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addCalendarDays("2026-03-01", 0)).toBe("2026-03-01");
  });
});

describe("assignmentDueAt", () => {
  const newYork = { startDate: "2026-03-01", clock: zoneClock("America/New_York") };

  it("is the due time on the batch's wall clock, whatever the offset that day", () => {
    // 2026-03-08 is the spring-forward day in New York: 23:59 that day is on summer time (UTC-4).
    expect(assignmentDueAt({ dueDays: 7, dueTime: "23:59" }, newYork)?.toISOString()).toBe(
      "2026-03-09T03:59:00.000Z",
    );
    // A day earlier it is still winter time (UTC-5).
    expect(assignmentDueAt({ dueDays: 6, dueTime: "23:59" }, newYork)?.toISOString()).toBe(
      "2026-03-08T04:59:00.000Z",
    );
  });

  it("follows the batch's own zone", () => {
    const kolkata = { startDate: "2026-03-01", clock: zoneClock("Asia/Kolkata") };
    expect(assignmentDueAt({ dueDays: 0, dueTime: "09:00" }, kolkata)?.toISOString()).toBe(
      "2026-03-01T03:30:00.000Z",
    );
  });

  it("has no due date without a batch or without due days", () => {
    expect(assignmentDueAt({ dueDays: 3, dueTime: "12:00" }, null)).toBeNull();
    expect(assignmentDueAt({ dueDays: null, dueTime: "12:00" }, newYork)).toBeNull();
  });
});
