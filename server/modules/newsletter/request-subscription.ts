import { newsletterMessages } from "#contracts/messages.ts";
import { newsletterLimits } from "#contracts/newsletter-text.ts";
import { newsletterConfirmPage } from "#contracts/page-heads/newsletter-confirm.ts";
import {
  newsletterConfirmMail,
  newsletterConfirmMailKind,
} from "#server/modules/mail/templates/newsletter-confirm.ts";
import type { NewsletterLinks } from "./newsletter-links.ts";
import type { Consent, NewsletterRepository } from "./repository.ts";

export type RequestSubscriptionDeps = {
  repository: Pick<NewsletterRepository, "requestSubscription">;
  links: NewsletterLinks;
  publicUrl: string;
  now: () => Date;
  /** Starts delivery once the mail is committed (the mail service's deliverPending). */
  deliverMail: () => void;
};

/**
 * The subscribe call (SPEC.md section 7) with double opt-in (issue 22): a new, pending or unsubscribed
 * address is recorded as pending with its consent (time, page, form) and sent a confirmation link; only a
 * confirmed address gets campaigns. A confirmed address is left alone. The answer is the same whatever the
 * address's state, so the form tells no one who is on the list; a pending address gets at most one mail per
 * `resendMinutes`, so the form cannot be used to flood someone's inbox.
 */
export async function requestSubscription(
  deps: RequestSubscriptionDeps,
  email: string,
  consent: Omit<Consent, "at">,
): Promise<{ message: string }> {
  const at = deps.now();
  const resendAfterMs = newsletterLimits.resendMinutes * 60_000;
  const queued = await deps.repository.requestSubscription(email, { ...consent, at }, (row) => {
    if (row?.status === "subscribed") return { record: false, mailFor: null };
    const recent =
      row?.status === "pending" &&
      row.confirmationSentAt !== null &&
      at.getTime() - row.confirmationSentAt.getTime() < resendAfterMs;
    return {
      record: true,
      mailFor: recent
        ? null
        : (saved) => ({
            to: saved.email,
            kind: newsletterConfirmMailKind,
            ...newsletterConfirmMail({
              link: `${deps.publicUrl}${newsletterConfirmPage.path}?token=${encodeURIComponent(
                deps.links.confirmToken(saved.id, at),
              )}`,
            }),
          }),
    };
  });
  if (queued) deps.deliverMail();
  return { message: newsletterMessages.subscribed };
}
