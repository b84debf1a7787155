import { newsletterMessages } from "#contracts/messages.ts";
import type { NewsletterConfirmResponse } from "#contracts/newsletter.ts";
import { newsletterLimits } from "#contracts/newsletter-text.ts";
import { HttpError } from "#server/http-error.ts";
import { suppressionHash } from "#server/modules/mail/suppression-hash.ts";
import type { SuppressionRepository } from "#server/modules/mail/suppression-repository.ts";
import type { NewsletterLinks } from "./newsletter-links.ts";
import type { NewsletterRepository } from "./repository.ts";

const dayMs = 86_400_000;

/**
 * The confirmation page's button (issue 22's double opt-in). The token confirms only the mail it came in:
 * while the address is pending, that mail is its latest, and within `confirmDays`. Used again after it
 * worked, it says so and changes nothing; after an unsubscribe, or once a newer mail replaced it, it is
 * refused like a forged one (404, one message: a link never tells what state an address is in).
 */
export async function confirmSubscription(
  deps: {
    repository: Pick<NewsletterRepository, "confirm" | "byId">;
    /** An erasure's suppression ends when the person subscribes again and confirms (decision 0065). */
    suppressions: Pick<SuppressionRepository, "liftErasure">;
    links: NewsletterLinks;
    now: () => Date;
  },
  token: string,
): Promise<NewsletterConfirmResponse> {
  const claim = deps.links.confirmClaim(token);
  const now = deps.now();
  const invalid = new HttpError(404, newsletterMessages.confirmInvalid);
  if (!claim || now.getTime() - claim.issuedAt.getTime() > newsletterLimits.confirmDays * dayMs)
    throw invalid;
  const confirmed = await deps.repository.confirm(claim.subscriberId, claim.issuedAt, now);
  if (confirmed) {
    await deps.suppressions.liftErasure(suppressionHash(confirmed));
    return { status: "confirmed", message: newsletterMessages.confirmed };
  }
  const row = await deps.repository.byId(claim.subscriberId);
  if (row?.status === "subscribed")
    return { status: "already-confirmed", message: newsletterMessages.alreadyConfirmed };
  throw invalid;
}
