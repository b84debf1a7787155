import { formatWebinarTime } from "#contracts/webinars.ts";
import { buildIcs, icsContentType } from "#server/lib/ics.ts";
import type { MailAttachment } from "#server/providers/mail/mail-transport.ts";
import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";
import { registrationUid } from "./webinar-registered.ts";

export const webinarRescheduledMailKind = "webinar-rescheduled";

export type WebinarRescheduledMailInput = {
  registrationId: string;
  name: string;
  webinar: {
    title: string;
    summary: string;
    hostName: string;
    startsAt: Date;
    endsAt: Date;
    joinUrl: string | null;
  };
  /** When it was before this change. */
  was: { startsAt: Date; endsAt: Date };
  /**
   * The invite's revision (SEQUENCE): the webinar's version after the save, higher than anything mailed
   * before for this registration (the confirmation's invite has none, which counts as 0).
   */
  sequence: number;
  publicUrl: string;
  now: Date;
};

/**
 * A registrant is told that the webinar moved (issue 21's content studio: a save that changes the start or
 * the length), with an updated calendar invite of the same UID as the confirmation's, so their calendar moves
 * the event rather than adding a second one.
 */
export function webinarRescheduledMail(
  input: WebinarRescheduledMailInput,
): RenderedMail & { attachments: MailAttachment[] } {
  const { webinar } = input;
  const when = formatWebinarTime(webinar.startsAt.toISOString(), webinar.endsAt.toISOString());
  const was = formatWebinarTime(input.was.startsAt.toISOString(), input.was.endsAt.toISOString());
  const webinarsPage = new URL("/webinars", input.publicUrl).href;
  const subject = `New time: ${webinar.title}`;
  const text = [
    `Hi ${input.name},`,
    "",
    `The AI Labs webinar "${webinar.title}", which you registered for, has a new time.`,
    "",
    `New time: ${when}`,
    `It was: ${was}`,
    webinar.joinUrl
      ? `Join here at the new time: ${webinar.joinUrl}`
      : "We'll email you the join link before the session starts.",
    "",
    "The attached calendar invite (webinar.ics) moves the session in your calendar.",
    `All our webinars: ${webinarsPage}`,
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      `The AI Labs webinar <strong>${escapeHtml(webinar.title)}</strong>, which you registered for, has a new time.`,
      `<strong>New time:</strong> ${escapeHtml(when)}<br>It was: ${escapeHtml(was)}`,
      webinar.joinUrl
        ? `Join at the new time: <a href="${escapeHtml(webinar.joinUrl)}">${escapeHtml(webinar.joinUrl)}</a>`
        : "We'll email you the join link before the session starts.",
      "The attached calendar invite (webinar.ics) moves the session in your calendar.",
    ],
    button: webinar.joinUrl ? { label: "Join the webinar", href: webinar.joinUrl } : undefined,
  });
  const ics = buildIcs({
    uid: registrationUid(input.registrationId, input.publicUrl),
    start: webinar.startsAt,
    end: webinar.endsAt,
    summary: `AI Labs webinar: ${webinar.title}`,
    description: [
      webinar.summary,
      `Hosted by ${webinar.hostName}.`,
      webinar.joinUrl ? `Join: ${webinar.joinUrl}` : `Details: ${webinarsPage}`,
    ].join("\n\n"),
    location: webinar.joinUrl ?? "Online",
    url: webinar.joinUrl ?? webinarsPage,
    stamp: input.now,
    sequence: input.sequence,
    lastModified: input.now,
  });
  return {
    subject,
    text,
    html,
    attachments: [{ filename: "webinar.ics", contentType: icsContentType, content: ics }],
  };
}
