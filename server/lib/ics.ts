// A minimal iCalendar (RFC 5545) writer for one event: what a webinar confirmation attaches so the
// registrant can add the session to any calendar. CRLF line endings, text values escaped (section
// 3.3.11) and every content line folded at 75 octets (section 3.1) without splitting a UTF-8 character.

export type IcsEvent = {
  /** Globally unique and stable: the same registration always yields the same UID. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  url?: string;
  location?: string;
  /** When the invite was written (DTSTAMP). */
  stamp: Date;
};

export const icsContentType = "text/calendar; charset=utf-8; method=PUBLISH";

const maxOctets = 75;

/** UTC date-time in the basic format: 20261203T170000Z. */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** One content line folded into lines of at most 75 octets; continuation lines start with a space. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line may hold 75 octets; a continuation holds 74 after its leading space.
    const limit = parts.length === 0 ? maxOctets : maxOctets - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A complete VCALENDAR with one VEVENT, METHOD:PUBLISH, ending with CRLF. */
export function buildIcs(event: IcsEvent, options: { productId?: string } = {}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${options.productId ?? "-//AI Labs//Webinars//EN"}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  // URL is a URI value, not TEXT: written as is.
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push("STATUS:CONFIRMED", "TRANSP:OPAQUE", "END:VEVENT", "END:VCALENDAR");
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
