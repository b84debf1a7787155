import { formatInZone as formatZoned } from "#contracts/zoned-time-format.ts";

// A session's instant read in a time zone on the staff pages (issue 15): the batch's zone for what the school
// means, the viewer's own beside it. The formatting itself is contracts/zoned-time-format.ts, shared with the
// student's page; the form's wall-clock values are read here.

/** "Tue, Dec 1, 2026, 7:00 PM": the wall clock at `iso` in `zone`. */
export function formatInZone(iso: string, zone: string): string {
  return formatZoned(iso, zone, "dayDateTime");
}

let parts: Map<string, Intl.DateTimeFormat> | undefined;

/** The date (YYYY-MM-DD) and 24-hour time (HH:MM) the clocks of `zone` show at `iso`: a form's values. */
export function wallClockIn(iso: string, zone: string): { date: string; time: string } {
  parts ??= new Map();
  let format = parts.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    parts.set(zone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(new Date(iso))) part[type] = value;
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}
