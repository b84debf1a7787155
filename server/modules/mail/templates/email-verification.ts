import { accountEmailLimits } from "#contracts/account-email-text.ts";
import { linkMail } from "./link-mail.ts";
import type { RenderedMail } from "./mail-layout.ts";

export const emailVerificationMailKind = "email-verification";

/** At registration and on "Resend verification email": proves the account's owner reads this address. */
export function emailVerificationMail(input: { name: string; link: string }): RenderedMail {
  return linkMail({
    ...input,
    subject: "Verify your AI Labs email address",
    reason: "Please confirm that this email address belongs to your AI Labs account.",
    action: "verify it",
    validity: `The link works once and expires in ${accountEmailLimits.verifyHours} hours.`,
    ifNotYou: "If you did not create an AI Labs account, ignore this email.",
    buttonLabel: "Verify email address",
  });
}
