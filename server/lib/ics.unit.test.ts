import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  buildIcs,
  buildIcsCalendar,
  escapeIcsText,
  foldIcsLine,
  type IcsEvent,
  icsContentType,
  icsContentTypeFor,
  icsDateTime,
  icsMinutesDuration,
} from "./ics.ts";

const octets = (s: string) => new TextEncoder().encode(s).length;

/** RFC 5545 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, "");

const event = {
  uid: "3f1c2a9e-webinar@ailabs.academy",
  start: new Date("2026-12-03T17:00:00Z"),
  end: new Date("2026-12-03T18:30:00Z"),
  summary: "Evaluating RAG pipelines, end to end; live",
  description: "Bring your questions.\nJoin: https://meet.ailabs.example/rag-evals",
  url: "https://meet.ailabs.example/rag-evals",
  stamp: new Date("2026-11-22T10:15:30.123Z"),
};

describe("icsDateTime", () => {
  it("writes UTC in the basic format without milliseconds", () => {
    expect(icsDateTime(new Date("2026-12-03T17:05:09.999Z"))).toBe("20261203T170509Z");
  });
});

describe("escapeIcsText", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeIcsText("a\\b; c, d\ne\r\nf")).toBe("a\\\\b\\; c\\, d\\ne\\nf");
  });
});

describe("foldIcsLine", () => {
  it("leaves a line of 75 octets alone", () => {
    const line = `SUMMARY:${"x".repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it("folds longer lines at 75 octets with CRLF and a space, and unfolds to the original", () => {
    const line = `DESCRIPTION:${"abcdefghij".repeat(20)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(2);
    for (const [index, part] of parts.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(" ")).toBe(true);
    }
    expect(octets(parts[0]!)).toBe(75);
    expect(unfold(folded)).toBe(line);
  });

  it("counts octets, not characters, and never splits a multi-byte character", () => {
    const line = `SUMMARY:${"é".repeat(60)}`; // 8 + 120 octets
    const folded = foldIcsLine(line);
    for (const part of folded.split("\r\n")) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain("\uFFFD");
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe("buildIcs", () => {
  const ics = buildIcs(event);

  it("uses CRLF line endings only and ends with one", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("keeps every physical line within 75 octets", () => {
    for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("holds one published event with UTC times, escaped text and the URL", () => {
    const lines = unfold(ics).split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines).toContain("UID:3f1c2a9e-webinar@ailabs.academy");
    expect(lines).toContain("DTSTAMP:20261122T101530Z");
    expect(lines).toContain("DTSTART:20261203T170000Z");
    expect(lines).toContain("DTEND:20261203T183000Z");
    expect(lines).toContain("SUMMARY:Evaluating RAG pipelines\\, end to end\\; live");
    expect(lines).toContain(
      "DESCRIPTION:Bring your questions.\\nJoin: https://meet.ailabs.example/rag-evals",
    );
    expect(lines).toContain("URL:https://meet.ailabs.example/rag-evals");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("is the same text for the same event (a stable UID and content)", () => {
    expect(buildIcs(event)).toBe(ics);
  });
});

// What a calendar app reads: the output parsed by ical.js (Mozilla's RFC 5545 parser, the one Thunderbird
// uses), so these tests do not only compare our text with our own idea of it.
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

function utcInstant(time: ICAL.Time): string {
  expect(time.zone?.tzid).toBe("UTC");
  return time.toJSDate().toISOString();
}

const session: IcsEvent = {
  uid: "live-session-7b1e@ailabs.academy",
  start: new Date("2026-11-04T00:00:00Z"),
  end: new Date("2026-11-04T01:30:00Z"),
  summary: "Week 3, RAG evals; bring a notebook\nand questions",
  description: "Join: https://meet.ailabs.example/w3",
  url: "https://meet.ailabs.example/w3",
  stamp: new Date("2026-10-28T09:00:00Z"),
  sequence: 0,
};

describe("buildIcs read by ical.js", () => {
  it("gives the webinar invite's fields back", () => {
    const { calendar, events } = parse(buildIcs(event));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(events).toHaveLength(1);
    const [invite] = events;
    expect(invite!.uid).toBe(event.uid);
    expect(invite!.summary).toBe(event.summary);
    expect(invite!.description).toBe(event.description);
    expect(utcInstant(invite!.startDate)).toBe("2026-12-03T17:00:00.000Z");
    expect(utcInstant(invite!.endDate)).toBe("2026-12-03T18:30:00.000Z");
    expect(invite!.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });
});

describe("buildIcsCalendar read by ical.js", () => {
  it("publishes a session for download with its SEQUENCE, STATUS and escaped text", () => {
    const ics = buildIcsCalendar([session], { productId: "-//AI Labs//Live classes//EN" });
    const { calendar, events } = parse(ics);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//AI Labs//Live classes//EN");
    const [download] = events;
    expect(download!.uid).toBe(session.uid);
    expect(download!.sequence).toBe(0);
    expect(download!.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(download!.summary).toBe("Week 3, RAG evals; bring a notebook\nand questions");
    expect(ics).toContain("SUMMARY:Week 3\\, RAG evals\\; bring a notebook\\nand questions");
    expect(utcInstant(download!.startDate)).toBe("2026-11-04T00:00:00.000Z");
    expect(utcInstant(download!.endDate)).toBe("2026-11-04T01:30:00.000Z");
  });

  it("mails an update as a REQUEST with the same UID, a higher SEQUENCE and when it changed", () => {
    const update = {
      ...session,
      start: new Date("2026-11-05T00:00:00Z"),
      end: new Date("2026-11-05T01:30:00Z"),
      sequence: 1,
      lastModified: new Date("2026-10-30T12:00:00Z"),
      organizer: { email: "classes@ailabs.example", name: "AI Labs, live classes" },
      attendees: [{ email: "amara@example.com", name: 'Amara "Ami" Okonkwo' }],
    };
    const { calendar, events } = parse(buildIcsCalendar([update], { method: "REQUEST" }));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const [invite] = events;
    expect(invite!.uid).toBe(session.uid);
    expect(invite!.sequence).toBe(1);
    expect(invite!.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(utcInstant(invite!.startDate)).toBe("2026-11-05T00:00:00.000Z");
    const lastModified = invite!.component.getFirstPropertyValue("last-modified") as ICAL.Time;
    expect(utcInstant(lastModified)).toBe("2026-10-30T12:00:00.000Z");
    expect(invite!.organizer).toBe("mailto:classes@ailabs.example");
    const organizer = invite!.component.getFirstProperty("organizer");
    expect(organizer?.getParameter("cn")).toBe("AI Labs, live classes");
    expect(invite!.attendees.map((a) => [a.getFirstValue(), a.getParameter("cn")])).toEqual([
      ["mailto:amara@example.com", "Amara Ami Okonkwo"],
    ]);
  });

  it("mails a cancellation as METHOD:CANCEL and STATUS:CANCELLED, same UID, higher SEQUENCE", () => {
    const cancelled = { ...session, sequence: 2, status: "CONFIRMED" as const };
    const { calendar, events } = parse(buildIcsCalendar([cancelled], { method: "CANCEL" }));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    const [cancel] = events;
    expect(cancel!.uid).toBe(session.uid);
    expect(cancel!.sequence).toBe(2);
    expect(cancel!.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancel!.component.getFirstPropertyValue("transp")).toBe("TRANSPARENT");
  });

  it("refuses a REQUEST or CANCEL about two events: iTIP sends one UID a message", () => {
    const other = { ...session, uid: "live-session-other@ailabs.academy" };
    expect(() => buildIcsCalendar([session, other], { method: "REQUEST" })).toThrow(RangeError);
    expect(() => buildIcsCalendar([session, other], { method: "CANCEL" })).toThrow(RangeError);
  });

  it("writes a personal feed of 30 sessions that parses to 30 events, named and refreshed hourly", () => {
    const sessions = Array.from({ length: 30 }, (_, index) => ({
      ...session,
      uid: `live-session-${index}@ailabs.academy`,
      summary: `Session ${index + 1}: agents, tools; evals`,
      start: new Date(Date.UTC(2026, 9, 20 + index, 23)),
      end: new Date(Date.UTC(2026, 9, 21 + index, 0, 30)),
      status: index === 7 ? ("CANCELLED" as const) : undefined,
    }));
    const ics = buildIcsCalendar(sessions, {
      name: "AI Labs, live classes: Amara",
      refreshMinutes: 60,
      productId: "-//AI Labs//Live classes//EN",
    });
    const { calendar, events } = parse(ics);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    // ical.js 2 knows neither NAME (RFC 7986) nor X-WR-CALNAME and hands back their raw text: decode it
    // with its own TEXT reader.
    const text = (property: string) =>
      ICAL.design.icalendar.value.text!.fromICAL!(calendar.getFirstPropertyValue(property) as string);
    expect(text("name")).toBe("AI Labs, live classes: Amara");
    expect(text("x-wr-calname")).toBe("AI Labs, live classes: Amara");
    expect(calendar.getFirstPropertyValue("x-published-ttl")).toBe("PT1H");
    const refresh = calendar.getFirstProperty("refresh-interval")!;
    expect(refresh.type).toBe("duration");
    expect((refresh.getFirstValue() as ICAL.Duration).toSeconds()).toBe(3600);

    expect(events).toHaveLength(30);
    expect(new Set(events.map((e) => e.uid)).size).toBe(30);
    expect(events[29]!.summary).toBe("Session 30: agents, tools; evals");
    expect(utcInstant(events[29]!.startDate)).toBe("2026-11-18T23:00:00.000Z");
    expect(events.map((e) => e.component.getFirstPropertyValue("status"))).toEqual(
      sessions.map((_, index) => (index === 7 ? "CANCELLED" : "CONFIRMED")),
    );
  });

  it("folds a long summary of multi-byte characters within 75 octets and ical.js reads it back whole", () => {
    const summary = `Séance 4 : évaluer un RAG ✓ — 検索拡張生成の評価 🎓, ${"données ".repeat(20)}`;
    const ics = buildIcsCalendar([{ ...session, summary }]);
    const physical = ics.split("\r\n");
    expect(physical.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(2);
    for (const line of physical) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\uFFFD");
      // No line starts or ends inside a surrogate pair (the emoji is one character of four octets).
      expect(line).toBe(new TextDecoder().decode(new TextEncoder().encode(line)));
    }
    expect(parse(ics).events[0]!.summary).toBe(summary);
  });
});

describe("buildIcsCalendar's guards", () => {
  it("refuses a line break in a value written without escaping", () => {
    expect(() =>
      buildIcsCalendar([{ ...session, url: "https://a.example/\r\nATTENDEE:mailto:x@y" }]),
    ).toThrow(RangeError);
    expect(() => buildIcsCalendar([{ ...session, uid: "a\nb" }])).toThrow(RangeError);
  });

  it("refuses a SEQUENCE that is not a whole number from 0", () => {
    expect(() => buildIcsCalendar([{ ...session, sequence: -1 }])).toThrow(RangeError);
    expect(() => buildIcsCalendar([{ ...session, sequence: 1.5 }])).toThrow(RangeError);
  });

  it("writes no SEQUENCE when none is given, so the webinar invite stays as it was", () => {
    expect(buildIcs(event)).not.toContain("SEQUENCE");
    expect(buildIcsCalendar([session])).toContain("\r\nSEQUENCE:0\r\n");
  });
});

describe("icsMinutesDuration", () => {
  it("writes minutes as an RFC 5545 duration", () => {
    expect(icsMinutesDuration(60)).toBe("PT1H");
    expect(icsMinutesDuration(90)).toBe("PT1H30M");
    expect(icsMinutesDuration(15)).toBe("PT15M");
    expect(() => icsMinutesDuration(0)).toThrow(RangeError);
  });
});

describe("icsContentTypeFor", () => {
  it("names the calendar's method, as iTIP asks of mail", () => {
    expect(icsContentTypeFor("REQUEST")).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(icsContentTypeFor("CANCEL")).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(icsContentType).toBe(icsContentTypeFor("PUBLISH"));
  });
});
