import { newsletterLimits } from "#contracts/newsletter-text.ts";
import { linkMail } from "./link-mail.ts";
import type { RenderedMail } from "./mail-layout.ts";

export const newsletterConfirmMailKind = "newsletter-confirm";

/** The newsletter's double opt-in (issue 22): nothing else is sent to the address until this link is used. */
export function newsletterConfirmMail(input: { link: string }): RenderedMail {
  return linkMail({
    link: input.link,
    // The address is all the form asks for: no name to greet.
    name: "there",
    subject: "Confirm your AI Labs newsletter subscription",
    reason: "Someone, hopefully you, asked to receive the AI Labs newsletter at this address.",
    action: "confirm the subscription",
    validity: `The link works for ${newsletterLimits.confirmDays} days. Until it is used, we send nothing else.`,
    ifNotYou: "If you did not ask for it, ignore this email: you will not be subscribed.",
    buttonLabel: "Confirm subscription",
  });
}
