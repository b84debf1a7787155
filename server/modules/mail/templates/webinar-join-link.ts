import { formatWebinarTime } from "#contracts/webinars.ts";
import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

export const webinarJoinLinkMailKind = "webinar-join-link";

export type WebinarJoinLinkMailInput = {
  name: string;
  webinar: { title: string; hostName: string; startsAt: Date; endsAt: Date };
  /** The link this mail carries (https only: the studio's schema refuses anything else). */
  joinUrl: string;
  /** True when an earlier link was mailed to this person: this one replaces it. */
  replacesEarlierLink: boolean;
  publicUrl: string;
};

/**
 * A registrant's join link, sent when the content studio sets it or changes it (issue 21): once per link and
 * person (server/modules/content-studio/webinar-join-link-mails.ts). Someone who registers after the link is
 * set finds it in their confirmation (webinar-registered.ts) and gets no mail of this kind.
 */
export function webinarJoinLinkMail(input: WebinarJoinLinkMailInput): RenderedMail {
  const { webinar, joinUrl } = input;
  const when = formatWebinarTime(webinar.startsAt.toISOString(), webinar.endsAt.toISOString());
  const webinarsPage = new URL("/webinars", input.publicUrl).href;
  const subject = input.replacesEarlierLink
    ? `New join link: ${webinar.title}`
    : `Your join link: ${webinar.title}`;
  const lead = input.replacesEarlierLink
    ? `The join link for the AI Labs webinar "${webinar.title}" has changed. Use this one; the earlier link no longer applies.`
    : `Here is your join link for the AI Labs webinar "${webinar.title}", hosted by ${webinar.hostName}.`;
  const text = [
    `Hi ${input.name},`,
    "",
    lead,
    "",
    `When: ${when}`,
    `Join here at the start time: ${joinUrl}`,
    "",
    `All our webinars: ${webinarsPage}`,
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      input.replacesEarlierLink
        ? `The join link for the AI Labs webinar <strong>${escapeHtml(webinar.title)}</strong> has changed. Use this one; the earlier link no longer applies.`
        : `Here is your join link for the AI Labs webinar <strong>${escapeHtml(webinar.title)}</strong>, hosted by ${escapeHtml(webinar.hostName)}.`,
      `<strong>When:</strong> ${escapeHtml(when)}`,
      `Join at the start time: <a href="${escapeHtml(joinUrl)}">${escapeHtml(joinUrl)}</a>`,
    ],
    button: { label: "Join the webinar", href: joinUrl },
  });
  return { subject, text, html };
}
