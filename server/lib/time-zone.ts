// Between UTC instants and the wall clock of an IANA time zone, with Intl only (the project has no date
// library, and Intl carries the runtime's tz database, which is what a browser uses to show the times).

// Building an Intl.DateTimeFormat costs far more than formatting with one, and "today" is asked on every
// learning read: one formatter per zone (a school uses a handful of zones; the map stays small).
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) at `at` in `timeZone`. */
export function calendarDateIn(timeZone: string, at: Date): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD. An unknown zone throws here, before anything is remembered.
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    if (dateFormats.size >= 64) dateFormats.clear();
    dateFormats.set(timeZone, format);
  }
  return format.format(at);
}

export type ZoneClock = {
  timeZone: string;
  /** How far the zone's clocks are ahead of UTC at `at`, in milliseconds (UTC-5 gives -18,000,000). */
  offsetAt(at: Date): number;
  /**
   * The instant at which the zone's clocks read `localTime` ("HH:MM", 24-hour) on `localDate` (YYYY-MM-DD).
   * - A time skipped by a spring-forward change (02:30 on the night clocks jump from 02:00 to 03:00) gives
   *   the first instant that exists after it: the change itself, which the clocks show as 03:00. A class
   *   starts as early as it can, never an hour later than asked (Temporal's "compatible" choice would give
   *   03:30). A date the zone skipped whole (Pacific/Apia went from 2011-12-29 to 12-31) gives the first
   *   midnight after it.
   * - A time that happens twice in a fall-back change (01:30 on the night clocks go from 02:00 back to
   *   01:00) gives the first of the two: the one before the change, still on summer time.
   */
  instantAt(localDate: string, localTime: string): Date;
};

const dayMs = 86_400_000;

// Callers ask for a zone's clock per read (the dashboard's deadlines asked for it on every page): one clock
// per zone, kept like the date formatters above.
const zoneClocks = new Map<string, ZoneClock>();

/** Reads and sets one zone's clock (one per zone, remembered: each build makes a formatter). */
export function zoneClock(timeZone: string): ZoneClock {
  let clock = zoneClocks.get(timeZone);
  if (!clock) {
    // An unknown zone throws here, before anything is remembered.
    clock = buildZoneClock(timeZone);
    if (zoneClocks.size >= 64) zoneClocks.clear();
    zoneClocks.set(timeZone, clock);
  }
  return clock;
}

function buildZoneClock(timeZone: string): ZoneClock {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });

  /** Offset in ms at a whole second `second` (Unix seconds): the wall clock read as if it were UTC, minus the instant. */
  function offsetAtSecond(second: number): number {
    const part: Record<string, number> = {};
    for (const { type, value } of format.formatToParts(second * 1000)) part[type] = Number(value);
    const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
    return wall - second * 1000;
  }
  const offsetAtMs = (ms: number) => offsetAtSecond(Math.floor(ms / 1000));

  function instantAt(localDate: string, localTime: string): Date {
    const [year, month, day] = localDate.split("-").map(Number) as [number, number, number];
    const [hour, minute] = localTime.split(":").map(Number) as [number, number];
    const wall = Date.UTC(year, month - 1, day, hour, minute);
    // The true instant lies within 14 hours of `wall` (the widest offsets), so the offsets a day either
    // side are the ones in force just before and just after any change near it.
    const before = offsetAtMs(wall - dayMs);
    const after = offsetAtMs(wall + dayMs);
    const readsWall = (at: number) => at + offsetAtMs(at) === wall;
    const candidates = [wall - before, wall - after].filter(readsWall).sort((a, b) => a - b);
    // Two candidates: the fall-back overlap, and the earlier is the first occurrence.
    if (candidates.length > 0) return new Date(candidates[0]!);
    // None: the wall time falls in a spring-forward gap. `wall - after` is still before the change (it reads
    // earlier than the gap) and `wall - before` after it; find the change to the second.
    let lo = Math.floor((wall - after) / 1000);
    let hi = Math.ceil((wall - before) / 1000);
    while (hi - lo > 1) {
      const mid = lo + Math.floor((hi - lo) / 2);
      if (offsetAtSecond(mid) === before) lo = mid;
      else hi = mid;
    }
    return new Date(hi * 1000);
  }

  return { timeZone, offsetAt: (at) => offsetAtMs(at.getTime()), instantAt };
}
