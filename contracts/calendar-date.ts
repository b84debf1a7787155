// Arithmetic on calendar dates (YYYY-MM-DD), shared by the server (drip dates, live-class schedules) and
// forms that validate a date range. A calendar date is not an instant: it is counted in whole days on the
// proleptic Gregorian calendar (done here in UTC, which has no daylight saving), so no time zone can move
// it by a day. Zod- and Intl-free, so any page may import it.

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date (assumed well formed). */
function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / dayMs;
}

/** A real date written YYYY-MM-DD: "2026-02-30" and "2026-2-3" are not. */
export function isCalendarDate(value: string): boolean {
  const match = calendarDatePattern.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** YYYY-MM-DD plus `days` calendar days (negative goes back). */
export function addCalendarDays(isoDate: string, days: number): string {
  return new Date((dayNumber(isoDate) + days) * dayMs).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`: 0 for the same date, negative when `to` is earlier. */
export function calendarDaysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The day of the week of a calendar date, 0 = Sunday to 6 = Saturday (as Date#getUTCDay counts). */
export function calendarWeekday(isoDate: string): number {
  return new Date(dayNumber(isoDate) * dayMs).getUTCDay();
}
