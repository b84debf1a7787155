import { newsletterMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import type { NewsletterLinks } from "./newsletter-links.ts";
import type { NewsletterRepository } from "./repository.ts";

/**
 * A newsletter mail's unsubscribe link, opened or POSTed by the mail client (RFC 8058): takes effect at once,
 * without signing in, and again harmlessly. A token that does not verify is 404.
 */
export async function unsubscribe(
  deps: { repository: Pick<NewsletterRepository, "unsubscribe">; links: NewsletterLinks; now: () => Date },
  token: string,
): Promise<void> {
  const subscriberId = deps.links.unsubscribeClaim(token);
  if (!subscriberId || !(await deps.repository.unsubscribe(subscriberId, deps.now())))
    throw new HttpError(404, newsletterMessages.unsubscribeInvalid);
}
