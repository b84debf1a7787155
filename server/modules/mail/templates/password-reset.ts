import { passwordResetLimits } from "../../../../contracts/password-reset.ts";
import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

export const passwordResetMailKind = "password-reset";

export function passwordResetMail(input: { name: string; link: string }): RenderedMail {
  const minutes = passwordResetLimits.tokenLifetimeMinutes;
  const subject = "Reset your AI Labs password";
  const text = [
    `Hi ${input.name},`,
    "",
    "We received a request to reset the password of your AI Labs account. Open this link to choose a new password:",
    "",
    input.link,
    "",
    `The link works once and expires in ${minutes} minutes.`,
    "If you did not ask for this, ignore this email: your password stays the same.",
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      "We received a request to reset the password of your AI Labs account. Use the button below to choose a new password.",
      `The link works once and expires in ${minutes} minutes. If the button does not work, copy this address into your browser:<br>${escapeHtml(input.link)}`,
      "If you did not ask for this, ignore this email: your password stays the same.",
    ],
    button: { label: "Reset Password", href: input.link },
  });
  return { subject, text, html };
}
