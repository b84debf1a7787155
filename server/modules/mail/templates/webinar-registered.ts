import { formatWebinarTime } from "#contracts/webinars.ts";
import { buildIcs, icsContentType } from "#server/lib/ics.ts";
import type { MailAttachment } from "#server/providers/mail/mail-transport.ts";
import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

export const webinarRegisteredMailKind = "webinar-registered";

export type WebinarMailInput = {
  registrationId: string;
  name: string;
  webinar: {
    slug: string;
    title: string;
    summary: string;
    hostName: string;
    startsAt: Date;
    endsAt: Date;
    joinUrl: string | null;
  };
  publicUrl: string;
  now: Date;
};

/** The invite's UID: one per registration, so a calendar that imports it twice keeps one event. */
export function registrationUid(registrationId: string, publicUrl: string): string {
  return `webinar-registration-${registrationId}@${new URL(publicUrl).hostname}`;
}

/** The confirmation: when, the join link, and the session as an .ics calendar invite. */
export function webinarRegisteredMail(
  input: WebinarMailInput,
): RenderedMail & { attachments: MailAttachment[] } {
  const { webinar } = input;
  const when = formatWebinarTime(webinar.startsAt.toISOString(), webinar.endsAt.toISOString());
  const webinarsPage = new URL("/webinars", input.publicUrl).href;
  const joinLine = webinar.joinUrl
    ? `Join here at the start time: ${webinar.joinUrl}`
    : "We'll email you the join link before the session starts.";
  const subject = `You're registered: ${webinar.title}`;
  const text = [
    `Hi ${input.name},`,
    "",
    `You're registered for the AI Labs webinar "${webinar.title}", hosted by ${webinar.hostName}.`,
    "",
    `When: ${when}`,
    joinLine,
    "",
    "The attached calendar invite (webinar.ics) adds the session to your calendar.",
    `All our webinars: ${webinarsPage}`,
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      `You're registered for the AI Labs webinar <strong>${escapeHtml(webinar.title)}</strong>, hosted by ${escapeHtml(webinar.hostName)}.`,
      `<strong>When:</strong> ${escapeHtml(when)}`,
      webinar.joinUrl
        ? `Join at the start time: <a href="${escapeHtml(webinar.joinUrl)}">${escapeHtml(webinar.joinUrl)}</a>`
        : "We'll email you the join link before the session starts.",
      "The attached calendar invite (webinar.ics) adds the session to your calendar.",
    ],
    button: webinar.joinUrl ? { label: "Join the webinar", href: webinar.joinUrl } : undefined,
  });
  const description = [
    webinar.summary,
    `Hosted by ${webinar.hostName}.`,
    webinar.joinUrl ? `Join: ${webinar.joinUrl}` : `Details: ${webinarsPage}`,
  ].join("\n\n");
  const ics = buildIcs({
    uid: registrationUid(input.registrationId, input.publicUrl),
    start: webinar.startsAt,
    end: webinar.endsAt,
    summary: `AI Labs webinar: ${webinar.title}`,
    description,
    location: webinar.joinUrl ?? "Online",
    url: webinar.joinUrl ?? webinarsPage,
    stamp: input.now,
  });
  return {
    subject,
    text,
    html,
    attachments: [{ filename: "webinar.ics", contentType: icsContentType, content: ics }],
  };
}
