import { newsletterMessages } from "#contracts/messages.ts";
import type { NewsletterPreferences } from "#contracts/newsletter.ts";
import { HttpError } from "#server/http-error.ts";
import { type PreferencesDeps, subscriberOf, toPreferences } from "./preferences-view.ts";

/** The preferences page's read: the address, its status, topics and pause. */
export async function readPreferences(deps: PreferencesDeps, token: string): Promise<NewsletterPreferences> {
  const row = await deps.repository.preferencesOf(subscriberOf(deps, token));
  if (!row) throw new HttpError(404, newsletterMessages.preferencesInvalid);
  return toPreferences(row, deps.now());
}
