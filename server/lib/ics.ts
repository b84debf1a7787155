// A minimal iCalendar (RFC 5545) writer: one event for a webinar confirmation or a live session's download
// (PUBLISH), a mailed invite, update or cancellation (iTIP, RFC 5546: REQUEST and CANCEL) and a personal
// feed of many events that calendar apps subscribe to. CRLF line endings, text values escaped (section
// 3.3.11) and every content line folded at 75 octets (section 3.1) without splitting a UTF-8 character.

export type IcsEvent = {
  /** Globally unique and stable: the same registration or session always yields the same UID. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  url?: string;
  location?: string;
  /** When the invite was written (DTSTAMP). */
  stamp: Date;
  /**
   * Revision (SEQUENCE), 0 for the first. An update or a cancellation mailed for the same UID carries a
   * higher number than anything sent before, or calendars ignore it as stale. Omitted: not written.
   */
  sequence?: number;
  /** CONFIRMED unless given; a CANCEL calendar writes CANCELLED whatever is given. */
  status?: IcsStatus;
  /** When the event last changed (LAST-MODIFIED). */
  lastModified?: Date;
  /** The event's organizer (ORGANIZER): optional here, though RFC 5546 expects one in a REQUEST or CANCEL. */
  organizer?: IcsPerson;
  /** The invited people (ATTENDEE), e.g. the one student a mailed invite is addressed to. */
  attendees?: IcsPerson[];
};

export type IcsStatus = "CONFIRMED" | "CANCELLED";
export type IcsPerson = { email: string; name?: string };

/**
 * PUBLISH: a download or a subscribed feed, nobody is asked anything. REQUEST: a mailed invite, or its
 * update (same UID, higher SEQUENCE). CANCEL: a mailed cancellation (same UID, higher SEQUENCE).
 */
export type IcsMethod = "PUBLISH" | "REQUEST" | "CANCEL";

export type IcsCalendarOptions = {
  /** PUBLISH unless given. */
  method?: IcsMethod;
  productId?: string;
  /** The calendar's name as apps show a subscribed feed (X-WR-CALNAME, and RFC 7986's NAME). */
  name?: string;
  /**
   * How often a subscribed feed should be fetched again, in minutes: REFRESH-INTERVAL (RFC 7986) and
   * X-PUBLISHED-TTL (Apple's and Microsoft's older spelling). Apps treat it as a hint.
   */
  refreshMinutes?: number;
};

/** The Content-Type of a calendar written with `method`: its method parameter must match METHOD. */
export function icsContentTypeFor(method: IcsMethod): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}

export const icsContentType = icsContentTypeFor("PUBLISH");

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

/** "PT1H", "PT1H30M", "PT15M": a positive number of minutes as an RFC 5545 DURATION. */
export function icsMinutesDuration(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes <= 0)
    throw new RangeError(`Not a positive whole number of minutes: ${minutes}`);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ""}${rest > 0 ? `${rest}M` : ""}`;
}

/** A value written without escaping (UID, URI, address) must not smuggle in a line of its own. */
function singleLine(value: string, what: string): string {
  if (/[\r\n]/.test(value)) throw new RangeError(`${what} holds a line break`);
  return value;
}

/** ORGANIZER or ATTENDEE: the address as a mailto URI, the name as a quoted CN parameter. */
function personLine(property: string, person: IcsPerson, extra = ""): string {
  // A quoted parameter value may hold anything but control characters and the double quote itself.
  const name = person.name?.replace(/[\p{Cc}"]/gu, "").trim();
  const cn = name ? `;CN="${name}"` : "";
  return `${property}${cn}${extra}:mailto:${singleLine(person.email, property)}`;
}

function eventLines(event: IcsEvent, method: IcsMethod): string[] {
  const status = method === "CANCEL" ? "CANCELLED" : (event.status ?? "CONFIRMED");
  const lines = ["BEGIN:VEVENT", `UID:${singleLine(event.uid, "UID")}`];
  if (event.sequence !== undefined) {
    if (!Number.isInteger(event.sequence) || event.sequence < 0)
      throw new RangeError(`SEQUENCE must be a whole number from 0: ${event.sequence}`);
    lines.push(`SEQUENCE:${event.sequence}`);
  }
  lines.push(
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  );
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  // URL is a URI value, not TEXT: written as is.
  if (event.url) lines.push(`URL:${singleLine(event.url, "URL")}`);
  if (event.organizer) lines.push(personLine("ORGANIZER", event.organizer));
  for (const attendee of event.attendees ?? []) {
    // No reply is asked for: our invites inform, the school does not collect RSVPs by mail.
    lines.push(personLine("ATTENDEE", attendee, ";ROLE=REQ-PARTICIPANT;RSVP=FALSE"));
  }
  if (event.lastModified) lines.push(`LAST-MODIFIED:${icsDateTime(event.lastModified)}`);
  // A cancelled event no longer makes its hour busy.
  lines.push(`STATUS:${status}`, `TRANSP:${status === "CANCELLED" ? "TRANSPARENT" : "OPAQUE"}`, "END:VEVENT");
  return lines;
}

/**
 * A complete VCALENDAR with these events, ending with CRLF. A REQUEST or CANCEL is about one event (iTIP
 * sends one UID per message), so it takes events of one UID only.
 */
export function buildIcsCalendar(events: readonly IcsEvent[], options: IcsCalendarOptions = {}): string {
  const method = options.method ?? "PUBLISH";
  if (method !== "PUBLISH" && new Set(events.map((event) => event.uid)).size > 1) {
    throw new RangeError(`METHOD:${method} carries one event (one UID)`);
  }
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${options.productId ?? "-//AI Labs//Webinars//EN"}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
  ];
  if (options.name) {
    const name = escapeIcsText(options.name);
    lines.push(`NAME:${name}`, `X-WR-CALNAME:${name}`);
  }
  if (options.refreshMinutes !== undefined) {
    const every = icsMinutesDuration(options.refreshMinutes);
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${every}`, `X-PUBLISHED-TTL:${every}`);
  }
  for (const event of events) lines.push(...eventLines(event, method));
  lines.push("END:VCALENDAR");
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}

/** A complete VCALENDAR with one VEVENT, METHOD:PUBLISH, ending with CRLF. */
export function buildIcs(event: IcsEvent, options: { productId?: string } = {}): string {
  return buildIcsCalendar([event], { productId: options.productId });
}
