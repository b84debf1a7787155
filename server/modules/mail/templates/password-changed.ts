import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

export const passwordChangedMailKind = "password-changed";

/** Sent after a reset: if it was not the owner, this mail is how they find out. */
export function passwordChangedMail(input: { name: string; forgotPasswordLink: string }): RenderedMail {
  const subject = "Your AI Labs password was changed";
  const text = [
    `Hi ${input.name},`,
    "",
    "The password of your AI Labs account was just changed, and every device that was signed in has been signed out.",
    "",
    "If this was you, there is nothing more to do.",
    `If it was not you, reset your password now and contact us: ${input.forgotPasswordLink}`,
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      "The password of your AI Labs account was just changed, and every device that was signed in has been signed out.",
      "If this was you, there is nothing more to do.",
      `If it was not you, reset your password now and contact us: <a href="${escapeHtml(input.forgotPasswordLink)}">${escapeHtml(input.forgotPasswordLink)}</a>`,
    ],
  });
  return { subject, text, html };
}
