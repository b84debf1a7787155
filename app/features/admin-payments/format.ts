// Dates on the admin's money screens are UTC, like the revenue months: the server's and the browser's
// rendering agree, and a month's figures match the month a date falls in.
const dayFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat("en", { month: "short", year: "numeric", timeZone: "UTC" });

/** "Mar 4, 2026" from an ISO timestamp or an ISO date. */
export function formatDay(iso: string): string {
  return dayFormat.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
}

/** "Mar 2026" from "2026-03". */
export function formatMonth(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** The date input's "YYYY-MM-DD" of a stored instant (UTC), or "" for none. */
export function dayInputOf(iso: string | null): string {
  return iso ? iso.slice(0, 10) : "";
}

/** A validity start from a date input: the start of that UTC day; null when empty. */
export function startOfDay(day: string): string | null {
  return day ? `${day}T00:00:00.000Z` : null;
}

/** A validity end from a date input: the last moment of that UTC day (the day itself counts); null when empty. */
export function endOfDay(day: string): string | null {
  return day ? `${day}T23:59:59.999Z` : null;
}
