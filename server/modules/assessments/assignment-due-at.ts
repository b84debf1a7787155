import type { ZoneClock } from "#server/lib/time-zone.ts";

// When an assignment is due for one student (issue 16): `dueDays` after their batch's first day, at
// `dueTime` on the wall clock of the batch's zone. Self-paced students and assignments without a due date
// have none: null.

export type AssignmentDueRule = { dueDays: number | null; dueTime: string };

/** The calendar date `days` after `date` (both YYYY-MM-DD); calendar arithmetic, no time zone involved. */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function assignmentDueAt(
  rule: AssignmentDueRule,
  batch: { startDate: string; clock: ZoneClock } | null,
): Date | null {
  if (rule.dueDays === null || batch === null) return null;
  return batch.clock.instantAt(addCalendarDays(batch.startDate, rule.dueDays), rule.dueTime);
}
