import { passwordResetLimits } from "#contracts/password-reset.ts";
import { linkMail } from "./link-mail.ts";
import type { RenderedMail } from "./mail-layout.ts";

export const passwordResetMailKind = "password-reset";

export function passwordResetMail(input: { name: string; link: string }): RenderedMail {
  return linkMail({
    ...input,
    subject: "Reset your AI Labs password",
    reason: "We received a request to reset the password of your AI Labs account.",
    action: "choose a new password",
    validity: `The link works once and expires in ${passwordResetLimits.tokenLifetimeMinutes} minutes.`,
    ifNotYou: "If you did not ask for this, ignore this email: your password stays the same.",
    buttonLabel: "Reset Password",
  });
}
