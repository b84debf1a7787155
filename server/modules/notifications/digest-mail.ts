import { notificationTitle, notificationsText as text } from "#contracts/notifications-text.ts";
import { escapeHtml } from "#server/modules/mail/templates/escape-html.ts";
import { mailHtml, type RenderedMail } from "#server/modules/mail/templates/mail-layout.ts";
import type { DigestItem } from "./digest-repository.ts";

export const communityDigestMailKind = "community-digest";

/**
 * The daily community digest: one line per unread notification since the last digest, each with its
 * thread's link; titles and names are people's text, escaped in the HTML part. The unsubscribe link turns
 * the digest off without signing in.
 */
export function communityDigestMail(input: {
  name: string;
  items: DigestItem[];
  total: number;
  publicUrl: string;
  notificationsLink: string;
  unsubscribeLink: string;
}): RenderedMail {
  const subject = text.digestSubject(input.total);
  const lines = input.items.map((item) => ({
    title: notificationTitle(item.kind, item.actorUsername, item.subject).replace(/\s*[\r\n]+\s*/g, " "),
    href: `${input.publicUrl}${item.link}`,
  }));
  const more = input.total - input.items.length;
  const textBody = [
    `Hi ${input.name},`,
    "",
    text.digestIntro,
    "",
    ...lines.map((line) => `- ${line.title}\n  ${line.href}`),
    ...(more > 0 ? ["", text.digestMore(more)] : []),
    "",
    `${text.digestOpen}: ${input.notificationsLink}`,
    "",
    `${text.digestUnsubscribe}: ${input.unsubscribeLink}`,
    "",
    "AI Labs",
  ].join("\n");
  const list = `<ul style="margin:0 0 16px;padding-left:20px">${lines
    .map(
      (line) =>
        `<li style="margin:0 0 8px"><a href="${escapeHtml(line.href)}">${escapeHtml(line.title)}</a></li>`,
    )
    .join("")}</ul>`;
  const moreLine = more > 0 ? `<p style="margin:0 0 16px">${escapeHtml(text.digestMore(more))}</p>` : "";
  const unsubscribe = `<p style="margin:0;font-size:13px"><a href="${escapeHtml(input.unsubscribeLink)}" style="color:#64748b">${escapeHtml(text.digestUnsubscribe)}</a></p>`;
  const html = mailHtml({
    title: subject,
    paragraphs: [`Hi ${escapeHtml(input.name)},`, escapeHtml(text.digestIntro)],
    content: list + moreLine + unsubscribe,
    button: { label: text.digestOpen, href: input.notificationsLink },
  });
  return { subject, text: textBody, html };
}
