import { liveClassLimits } from "#contracts/live-classes-text.ts";
import { buildIcsCalendar, icsContentType } from "#server/lib/ics.ts";
import type { MailAttachment } from "#server/providers/mail/mail-transport.ts";
import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

export const liveSessionReminderMailKind = "live-session-reminder";

/** The page a student joins from: the meeting link itself is only handed out there (and counted). */
export const joinClassPath = "/dashboard/student/join-class";

/**
 * A live session's iCalendar UID: one per session, the same in the reminders, the notices, the download and
 * the feed, so a calendar keeps one event and takes the one with the highest SEQUENCE.
 */
export function liveSessionUid(sessionId: string, publicUrl: string): string {
  return `live-session-${sessionId}@${new URL(publicUrl).hostname}`;
}

export const liveClassesIcsProductId = "-//AI Labs//Live classes//EN";

/**
 * "Tuesday, November 3, 2026 at 6:00 PM EST (America/New_York)": the wall clock of the batch's zone with the
 * zone's short name and its IANA name, so a student abroad sees which clock it is.
 */
export function formatSessionStart(startsAt: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  })
    .format(startsAt)
    // Some ICU versions put a narrow no-break space before "PM": plain text reads the same with a space.
    .replace(/[\u202f\u00a0]/g, " ");
  return `${when} (${timeZone})`;
}

/** "1 hour", "35 minutes", "24 hours": how long until the start, as the mail is written. */
export function formatLeadTime(milliseconds: number): string {
  const minutes = Math.max(1, Math.round(milliseconds / 60_000));
  if (minutes < 55) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.max(1, Math.round(minutes / 60));
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}

export type LiveSessionReminderInput = {
  name: string;
  session: {
    id: string;
    topic: string;
    courseTitle: string;
    instructorName: string | null;
    startsAt: Date;
    durationMinutes: number;
    /** The batch's IANA zone. */
    timeZone: string;
    /** The session's iCalendar SEQUENCE (raised by every reschedule and cancellation). */
    sequence: number;
  };
  publicUrl: string;
  now: Date;
};

/**
 * A reminder of a live session to one student (24 hours and 1 hour before): what, when in the batch's zone,
 * where to join, and the session as a PUBLISH .ics with the session's UID and SEQUENCE.
 */
export function liveSessionReminderMail(
  input: LiveSessionReminderInput,
): RenderedMail & { attachments: MailAttachment[] } {
  const { session } = input;
  const joinPage = new URL(joinClassPath, input.publicUrl).href;
  const when = formatSessionStart(session.startsAt, session.timeZone);
  const lead = formatLeadTime(session.startsAt.getTime() - input.now.getTime());
  const opens = liveClassLimits.joinOpensMinutesBefore;
  const withInstructor = session.instructorName ? ` with ${session.instructorName}` : "";
  // A topic is one line (trimmed by the API); a pasted newline must not reach the Subject header.
  const subject = `Reminder: ${session.topic} starts in ${lead}`.replace(/\s*[\r\n]+\s*/g, " ");
  const intro = `Your live class in ${session.courseTitle} starts in ${lead}.`;
  const text = [
    `Hi ${input.name},`,
    "",
    intro,
    "",
    `Topic: ${session.topic}${withInstructor}`,
    `When: ${when}`,
    `Length: ${session.durationMinutes} minutes`,
    "",
    `Join from your class page (Join opens ${opens} minutes before the start): ${joinPage}`,
    "",
    "The attached calendar file (live-class.ics) adds the class to your calendar.",
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      escapeHtml(intro),
      `<strong>Topic:</strong> ${escapeHtml(session.topic)}${escapeHtml(withInstructor)}<br><strong>When:</strong> ${escapeHtml(when)}<br><strong>Length:</strong> ${session.durationMinutes} minutes`,
      `Join from your class page: Join opens ${opens} minutes before the start.`,
      "The attached calendar file (live-class.ics) adds the class to your calendar.",
    ],
    button: { label: "Go to my live classes", href: joinPage },
  });
  const ics = buildIcsCalendar(
    [
      {
        uid: liveSessionUid(session.id, input.publicUrl),
        sequence: session.sequence,
        start: session.startsAt,
        end: new Date(session.startsAt.getTime() + session.durationMinutes * 60_000),
        summary: `${session.courseTitle}: ${session.topic}`,
        description: `Live class${withInstructor}. Join from your class page: ${joinPage}`,
        location: joinPage,
        url: joinPage,
        stamp: input.now,
      },
    ],
    { method: "PUBLISH", productId: liveClassesIcsProductId },
  );
  return {
    subject,
    text,
    html,
    attachments: [{ filename: "live-class.ics", contentType: icsContentType, content: ics }],
  };
}
