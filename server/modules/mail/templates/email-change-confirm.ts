import { accountEmailLimits } from "#contracts/account-email-text.ts";
import { linkMail } from "./link-mail.ts";
import type { RenderedMail } from "./mail-layout.ts";

export const emailChangeConfirmMailKind = "email-change-confirm";

/** To the new address: the change applies only when this link is opened. */
export function emailChangeConfirmMail(input: { name: string; link: string }): RenderedMail {
  return linkMail({
    ...input,
    subject: "Confirm your new AI Labs email address",
    reason: "You asked to use this address for your AI Labs account.",
    action: "confirm the change",
    validity: `The link works once and expires in ${accountEmailLimits.changeConfirmMinutes} minutes. Until it is opened, your account keeps its current address.`,
    ifNotYou: "If you did not ask for this, ignore this email: nothing changes.",
    buttonLabel: "Confirm email change",
  });
}
