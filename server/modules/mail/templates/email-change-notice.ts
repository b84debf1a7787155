import { accountEmailLimits } from "#contracts/account-email-text.ts";
import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

export const emailChangeNoticeMailKind = "email-change-notice";

/** To the old address: if someone else is changing it, one click cancels (or undoes) it and signs out everywhere. */
export function emailChangeNoticeMail(input: {
  name: string;
  newEmail: string;
  cancelLink: string;
}): RenderedMail {
  const days = accountEmailLimits.changeCancelDays;
  const subject = "Your AI Labs email address is being changed";
  const text = [
    `Hi ${input.name},`,
    "",
    `Someone signed in to your AI Labs account asked to change its email address to ${input.newEmail}. The change happens only when the link sent to that address is opened.`,
    "",
    "If this was you, there is nothing more to do.",
    `If this wasn't you, open this link: it cancels the change (or undoes it if it already happened) and signs out every device. Then reset your password. The link works for ${days} days:`,
    "",
    input.cancelLink,
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      `Someone signed in to your AI Labs account asked to change its email address to <strong>${escapeHtml(input.newEmail)}</strong>. The change happens only when the link sent to that address is opened.`,
      "If this was you, there is nothing more to do.",
      `If this wasn't you, use the button below: it cancels the change (or undoes it if it already happened) and signs out every device. Then reset your password. The link works for ${days} days. If the button does not work, copy this address into your browser:<br>${escapeHtml(input.cancelLink)}`,
    ],
    button: { label: "This wasn't me", href: input.cancelLink },
  });
  return { subject, text, html };
}
