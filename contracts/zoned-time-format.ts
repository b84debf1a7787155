// Instants as a person reads them in one IANA time zone: a live class in its batch's zone, or in the zone of
// the browser that shows it (issue 15). en-US wording, zod-free, so the student's page and the server's mails
// can share it. Formatters are built on first use per zone and style and kept (a page of sessions in two
// zones builds a handful).

export type ZonedStyle =
  /** "Tue, Dec 1, 7:00 PM" */
  | "dayTime"
  /** "Tue, Dec 1" */
  | "day"
  /** "7:00 PM" */
  | "time"
  /** "Dec 1, 2026, 7:00 PM" */
  | "dateTime"
  /** "Dec 1, 2026" */
  | "date"
  /** "Tue, Dec 1, 2026, 7:00 PM": staff lists, where sessions span years */
  | "dayDateTime";

const styles: Record<ZonedStyle, Intl.DateTimeFormatOptions> = {
  dayTime: { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  day: { weekday: "short", month: "short", day: "numeric" },
  time: { hour: "numeric", minute: "2-digit" },
  dateTime: { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  date: { year: "numeric", month: "short", day: "numeric" },
  dayDateTime: {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  },
};

const built = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, style: ZonedStyle): Intl.DateTimeFormat {
  const key = `${zone} ${style}`;
  let format = built.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-US", { ...styles[style], timeZone: zone });
    } catch {
      // A zone this runtime's data does not know (an old browser): UTC, rather than a page that throws.
      format = new Intl.DateTimeFormat("en-US", { ...styles[style], timeZone: "UTC" });
    }
    built.set(key, format);
  }
  return format;
}

// Newer ICU (Node 20+, current browsers) puts a narrow no-break space before "PM" and thin spaces around
// range dashes; older ICU puts plain spaces. Plain spaces everywhere keep the server's text and the text a
// browser renders while hydrating the same, whichever ICU each has.
const unusualSpaces = /[\u00a0\u2009\u202f]/g;

/** The instant (ISO 8601 or epoch milliseconds) written in `zone`. */
export function formatInZone(instant: string | number, zone: string, style: ZonedStyle): string {
  return formatter(zone, style).format(new Date(instant)).replace(unusualSpaces, " ");
}

/** "New York" for "America/New_York", "Buenos Aires" for "America/Argentina/Buenos_Aires", "UTC" as is. */
export function zoneCity(zone: string): string {
  return (zone.split("/").at(-1) ?? zone).replaceAll("_", " ");
}
