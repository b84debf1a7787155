import { liveClassLimits } from "#contracts/live-classes-text.ts";
import { buildIcsCalendar, icsContentType } from "#server/lib/ics.ts";
import { escapeHtml } from "#server/modules/mail/templates/escape-html.ts";
import { mailHtml, type RenderedMail } from "#server/modules/mail/templates/mail-layout.ts";
import type { MailAttachment } from "#server/providers/mail/mail-transport.ts";
import {
  formatSessionStart,
  joinPageUrl,
  liveClassesProductId,
  sessionIcsEvent,
} from "./session-calendar.ts";

export const liveSessionReminderMailKind = "live-session-reminder";

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
  const joinPage = joinPageUrl(input.publicUrl);
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
  // The same event as the download and the feed carry (a reminder is never for a cancelled session).
  const ics = buildIcsCalendar(
    [sessionIcsEvent({ ...session, status: "scheduled" }, input.publicUrl, input.now)],
    {
      method: "PUBLISH",
      productId: liveClassesProductId,
    },
  );
  return {
    subject,
    text,
    html,
    attachments: [{ filename: "live-class.ics", contentType: icsContentType, content: ics }],
  };
}
