import { addCalendarDays, calendarDaysBetween } from "#contracts/calendar-date.ts";
import { type LiveSchedule, scheduleWeekdayOf } from "#contracts/live-schedule.ts";
import { zoneClock } from "#server/lib/time-zone.ts";

// The sessions a batch's schedule (issue 15) yields: one on every calendar date from the first class date
// to the last whose day of the week is chosen, starting at the schedule's wall-clock time in the batch's
// zone. Dates are stepped as calendar days, never as 24-hour multiples of an instant, so a daylight-saving
// change keeps 19:00 at 19:00 there (and moves it in UTC). Times the change skips or repeats follow
// zoneClock's rules (server/lib/time-zone.ts): a skipped time starts at the change, a repeated one at its
// first occurrence.

export type SessionTime = {
  /** UTC instant the session starts. */
  startsAt: Date;
  /** `durationMinutes` of elapsed time after the start, even when a clock change falls inside the session. */
  endsAt: Date;
  /** The session's calendar date in the batch's zone (YYYY-MM-DD). */
  localDate: string;
};

/** In date order; empty when no chosen day falls in the range (or the range is backwards). */
export function generateSessionTimes(schedule: LiveSchedule): SessionTime[] {
  const clock = zoneClock(schedule.timeZone);
  const days = new Set(schedule.weekdays);
  const durationMs = schedule.durationMinutes * 60_000;
  const sessions: SessionTime[] = [];
  const span = calendarDaysBetween(schedule.firstDate, schedule.lastDate);
  for (let offset = 0; offset <= span; offset++) {
    const localDate = addCalendarDays(schedule.firstDate, offset);
    if (!days.has(scheduleWeekdayOf(localDate))) continue;
    const startsAt = clock.instantAt(localDate, schedule.startTime);
    sessions.push({ startsAt, endsAt: new Date(startsAt.getTime() + durationMs), localDate });
  }
  return sessions;
}
