import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

export const emailInUseMailKind = "email-in-use";

/**
 * To the owner of an address someone tried to register, or to move another account to. The answer that
 * person saw was the same as for a free address (no one learns who has an account); this mail tells the
 * owner, who can sign in or reset their password.
 */
export function emailInUseMail(input: {
  name: string;
  attempt: "registration" | "email-change";
  signInLink: string;
  forgotPasswordLink: string;
}): RenderedMail {
  const subject = "Someone tried to use your email address on AI Labs";
  const what =
    input.attempt === "registration"
      ? "Someone tried to create an AI Labs account with your email address. You already have an account, so no new one was created."
      : "Someone tried to change the email address of another AI Labs account to yours. Nothing was changed.";
  const text = [
    `Hi ${input.name},`,
    "",
    what,
    "",
    `If this was you, sign in: ${input.signInLink}`,
    `Forgot your password? Reset it: ${input.forgotPasswordLink}`,
    "If it wasn't you, you can ignore this email: your account is unchanged.",
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      what,
      `If this was you, sign in: <a href="${escapeHtml(input.signInLink)}">${escapeHtml(input.signInLink)}</a>`,
      `Forgot your password? Reset it: <a href="${escapeHtml(input.forgotPasswordLink)}">${escapeHtml(input.forgotPasswordLink)}</a>`,
      "If it wasn't you, you can ignore this email: your account is unchanged.",
    ],
  });
  return { subject, text, html };
}
