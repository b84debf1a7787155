import { accountEmailLimits } from "../../../../contracts/account-email-text.ts";
import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

export const emailVerificationMailKind = "email-verification";

/** At registration and on "Resend verification email": proves the account's owner reads this address. */
export function emailVerificationMail(input: { name: string; link: string }): RenderedMail {
  const hours = accountEmailLimits.verifyHours;
  const subject = "Verify your AI Labs email address";
  const text = [
    `Hi ${input.name},`,
    "",
    "Please confirm that this email address belongs to your AI Labs account by opening this link:",
    "",
    input.link,
    "",
    `The link works once and expires in ${hours} hours.`,
    "If you did not create an AI Labs account, ignore this email.",
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      "Please confirm that this email address belongs to your AI Labs account.",
      `The link works once and expires in ${hours} hours. If the button does not work, copy this address into your browser:<br>${escapeHtml(input.link)}`,
      "If you did not create an AI Labs account, ignore this email.",
    ],
    button: { label: "Verify email address", href: input.link },
  });
  return { subject, text, html };
}
