import { newsletterMessages } from "#contracts/messages.ts";
import type { NewsletterPreferences } from "#contracts/newsletter.ts";
import { newsletterTopicIds } from "#contracts/newsletter-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { NewsletterLinks } from "./newsletter-links.ts";
import type { NewsletterRepository, StoredPreferences } from "./repository.ts";

// The preferences page's two calls (issue 22): reached from the link at the foot of every campaign mail,
// without signing in; the signed token (newsletter-links.ts) is the whole authority. A token that does not
// verify, or names an erased subscriber, is 404 with one message.

export type PreferencesDeps = {
  repository: Pick<NewsletterRepository, "preferencesOf" | "savePreferences">;
  links: NewsletterLinks;
  now: () => Date;
};

export function toPreferences(row: StoredPreferences, now: Date): NewsletterPreferences {
  const off = new Set(row.topicsOff);
  // A pause that has run out is no pause: the page then offers a new one.
  const paused = row.pausedUntil && row.pausedUntil > now ? row.pausedUntil : null;
  return {
    email: row.email,
    status: row.status,
    topics: newsletterTopicIds.filter((topic) => !off.has(topic)),
    pausedUntil: paused ? paused.toISOString() : null,
  };
}

export function subscriberOf(deps: PreferencesDeps, token: string): string {
  const subscriberId = deps.links.preferencesClaim(token);
  if (!subscriberId) throw new HttpError(404, newsletterMessages.preferencesInvalid);
  return subscriberId;
}
