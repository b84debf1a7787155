import { dateFormat } from "#contracts/date-format.ts";

// "15:05": an open attempt's deadline on a 24-hour clock, as the quiz panel writes its times. One formatter
// per zone: building one costs ICU work, and a page lists several attempts.

const formats = new Map<string, { format: (date: Date) => string }>();

export function formatDeadlineClock(iso: string, zone: string): string {
  let format = formats.get(zone);
  if (!format) {
    format = dateFormat({ hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone });
    formats.set(zone, format);
  }
  return format.format(new Date(iso));
}
