import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { formatSessionStart, sessionUid } from "./session-calendar.ts";
import { formatLeadTime, liveSessionReminderMail } from "./session-reminder-mail.ts";

const startsAt = new Date("2030-11-05T23:00:00Z");
const input = {
  name: "Ada <Lovelace>",
  session: {
    id: "7b1e0c4a-1111-4222-8333-444455556666",
    topic: "RAG evals, part 2",
    courseTitle: "AI Engineers",
    instructorName: "Tess Teacher",
    startsAt,
    durationMinutes: 90,
    timeZone: "America/New_York",
    sequence: 3,
  },
  publicUrl: "https://ailabs.example",
  now: new Date(startsAt.getTime() - 60 * 60_000),
};

describe("formatSessionStart", () => {
  it("shows the batch's wall clock with the zone's short and IANA names", () => {
    expect(formatSessionStart(startsAt, "America/New_York")).toBe(
      "Tuesday, November 5, 2030 at 6:00 PM EST (America/New_York)",
    );
    expect(formatSessionStart(startsAt, "Asia/Kolkata")).toBe(
      "Wednesday, November 6, 2030 at 4:30 AM GMT+5:30 (Asia/Kolkata)",
    );
  });
});

describe("formatLeadTime", () => {
  it.each([
    [24 * 3_600_000, "24 hours"],
    [13.4 * 3_600_000, "13 hours"],
    [60 * 60_000, "1 hour"],
    [56 * 60_000, "1 hour"],
    [20 * 60_000, "20 minutes"],
    [20_000, "1 minute"],
  ])("%i ms: %s", (ms, text) => {
    expect(formatLeadTime(ms)).toBe(text);
  });
});

describe("liveSessionReminderMail", () => {
  const mail = liveSessionReminderMail(input);

  it("says what, when in the batch's zone, and where to join", () => {
    expect(mail.subject).toBe("Reminder: RAG evals, part 2 starts in 1 hour");
    expect(mail.text).toContain("Hi Ada <Lovelace>,");
    expect(mail.text).toContain("Your live class in AI Engineers starts in 1 hour.");
    expect(mail.text).toContain("Topic: RAG evals, part 2 with Tess Teacher");
    expect(mail.text).toContain("When: Tuesday, November 5, 2030 at 6:00 PM EST (America/New_York)");
    expect(mail.text).toContain("https://ailabs.example/dashboard/student/join-class");
    expect(mail.html).toContain("Ada &lt;Lovelace&gt;");
    expect(mail.html).not.toContain("<Lovelace>");
    expect(mail.html).toContain('href="https://ailabs.example/dashboard/student/join-class"');
  });

  it("attaches the session as a PUBLISH calendar with its UID and SEQUENCE", () => {
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment!.filename).toBe("live-class.ics");
    expect(attachment!.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    const calendar = new ICAL.Component(ICAL.parse(attachment!.content));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const [vevent] = calendar.getAllSubcomponents("vevent");
    const event = new ICAL.Event(vevent!);
    expect(event.uid).toBe(`live-session-${input.session.id}@ailabs.example`);
    expect(event.uid).toBe(sessionUid(input.session.id, input.publicUrl));
    expect(event.sequence).toBe(3);
    expect(event.summary).toBe("AI Engineers: RAG evals, part 2");
    expect(event.startDate.toJSDate().toISOString()).toBe("2030-11-05T23:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2030-11-06T00:30:00.000Z");
    expect(event.component.getFirstPropertyValue("url")).toBe(
      "https://ailabs.example/dashboard/student/join-class",
    );
  });

  it("keeps a pasted line break out of the subject", () => {
    const broken = liveSessionReminderMail({ ...input, session: { ...input.session, topic: "A\r\nBcc: x" } });
    expect(broken.subject).toBe("Reminder: A Bcc: x starts in 1 hour");
  });
});
