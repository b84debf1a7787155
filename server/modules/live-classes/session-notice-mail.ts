import { buildIcsCalendar, icsContentTypeFor } from "#server/lib/ics.ts";
import { escapeHtml } from "#server/modules/mail/templates/escape-html.ts";
import { mailHtml, type RenderedMail } from "#server/modules/mail/templates/mail-layout.ts";
import type { MailAttachment } from "#server/providers/mail/mail-transport.ts";
import type { SessionRow } from "./live-classes-repository.ts";
import { joinPageUrl, liveClassesProductId, sessionIcsEvent, sessionWhen } from "./session-calendar.ts";

export const liveSessionRescheduledMailKind = "live-session-rescheduled";
export const liveSessionCancelledMailKind = "live-session-cancelled";

export type LiveSessionNoticeInput = {
  name: string;
  change: "rescheduled" | "cancelled";
  /** The session as it is now (new time, raised sequence). */
  session: Pick<
    SessionRow,
    | "id"
    | "topic"
    | "courseTitle"
    | "startsAt"
    | "durationMinutes"
    | "timeZone"
    | "status"
    | "sequence"
    | "instructorName"
  >;
  /** Rescheduled: when it was. */
  previousStart?: Pick<SessionRow, "startsAt" | "durationMinutes" | "timeZone">;
  reason?: string | undefined;
  publicUrl: string;
  now: Date;
};

/**
 * A reschedule or a cancellation, with the calendar update attached: the same UID and a higher SEQUENCE,
 * METHOD:REQUEST to move the event or METHOD:CANCEL to remove it, so calendar apps update the event they
 * already hold instead of adding a second one.
 */
export function liveSessionNoticeMail(input: LiveSessionNoticeInput): RenderedMail & {
  attachments: MailAttachment[];
} {
  const { session } = input;
  const cancelled = input.change === "cancelled";
  const method = cancelled ? "CANCEL" : "REQUEST";
  const when = sessionWhen(session);
  const joinPage = joinPageUrl(input.publicUrl);
  const subject = cancelled
    ? `Cancelled: ${session.courseTitle} live class "${session.topic}"`
    : `New time: ${session.courseTitle} live class "${session.topic}"`;
  const lines = cancelled
    ? [`The live class "${session.topic}" of ${session.courseTitle} on ${when} is cancelled.`]
    : [
        `The live class "${session.topic}" of ${session.courseTitle} has a new time.`,
        `New time: ${when}`,
        ...(input.previousStart ? [`It was: ${sessionWhen(input.previousStart)}`] : []),
      ];
  const reason = input.reason ? [`Reason: ${input.reason}`] : [];
  const closing = cancelled
    ? "The attached calendar update removes it from your calendar."
    : `The attached calendar update moves it in your calendar. Join from ${joinPage} (Join opens 15 minutes before the start).`;
  const text = [`Hi ${input.name},`, "", ...lines, ...reason, "", closing, "", "AI Labs"].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      ...lines.map(escapeHtml),
      ...reason.map(escapeHtml),
      escapeHtml(closing),
    ],
    button: cancelled ? undefined : { label: "Open Join Class", href: joinPage },
  });
  const ics = buildIcsCalendar([sessionIcsEvent(session, input.publicUrl, input.now)], {
    method,
    productId: liveClassesProductId,
  });
  return {
    subject,
    text,
    html,
    attachments: [{ filename: "live-class.ics", contentType: icsContentTypeFor(method), content: ics }],
  };
}
