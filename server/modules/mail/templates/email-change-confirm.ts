import { accountEmailLimits } from "../../../../contracts/account-email-text.ts";
import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

export const emailChangeConfirmMailKind = "email-change-confirm";

/** To the new address: the change applies only when this link is opened. */
export function emailChangeConfirmMail(input: { name: string; link: string }): RenderedMail {
  const minutes = accountEmailLimits.changeConfirmMinutes;
  const subject = "Confirm your new AI Labs email address";
  const text = [
    `Hi ${input.name},`,
    "",
    "You asked to use this address for your AI Labs account. Open this link to confirm the change:",
    "",
    input.link,
    "",
    `The link works once and expires in ${minutes} minutes. Until it is opened, your account keeps its current address.`,
    "If you did not ask for this, ignore this email: nothing changes.",
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      "You asked to use this address for your AI Labs account. Use the button below to confirm the change.",
      `The link works once and expires in ${minutes} minutes. Until it is opened, your account keeps its current address. If the button does not work, copy this address into your browser:<br>${escapeHtml(input.link)}`,
      "If you did not ask for this, ignore this email: nothing changes.",
    ],
    button: { label: "Confirm email change", href: input.link },
  });
  return { subject, text, html };
}
