// A session's instant read in a time zone (issue 15): the batch's zone for what the school means, the
// viewer's own beside it. Intl only (it carries the runtime's tz database, as the server's clock does), one
// formatter per zone and style, built on first use.

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, style: "display" | "parts"): Intl.DateTimeFormat {
  const key = `${style} ${zone}`;
  let built = cache.get(key);
  if (!built) {
    built =
      style === "display"
        ? new Intl.DateTimeFormat("en-US", {
            timeZone: zone,
            weekday: "short",
            month: "short",
            day: "numeric",
            year: "numeric",
            hour: "numeric",
            minute: "2-digit",
          })
        : new Intl.DateTimeFormat("en-US", {
            timeZone: zone,
            hourCycle: "h23",
            year: "numeric",
            month: "2-digit",
            day: "2-digit",
            hour: "2-digit",
            minute: "2-digit",
          });
    cache.set(key, built);
  }
  return built;
}

/** "Tue, Dec 1, 2026, 7:00 PM": the wall clock at `iso` in `zone`. */
export function formatInZone(iso: string, zone: string): string {
  return formatter(zone, "display").format(new Date(iso));
}

/** The date (YYYY-MM-DD) and 24-hour time (HH:MM) the clocks of `zone` show at `iso`: a form's values. */
export function wallClockIn(iso: string, zone: string): { date: string; time: string } {
  const part: Record<string, string> = {};
  for (const { type, value } of formatter(zone, "parts").formatToParts(new Date(iso))) part[type] = value;
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** Whether the zone's name works here (a select may hold a name this browser's tz data lacks). */
export function knownZone(zone: string): boolean {
  try {
    formatter(zone, "display");
    return true;
  } catch {
    return false;
  }
}
