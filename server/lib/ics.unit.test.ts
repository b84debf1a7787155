import { describe, expect, it } from "vitest";
import { buildIcs, escapeIcsText, foldIcsLine, icsDateTime } from "./ics.ts";

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
