import type { z } from "zod";
import { newsletterMessages } from "#contracts/messages.ts";
import type { NewsletterPreferences, newsletterPreferencesUpdateSchema } from "#contracts/newsletter.ts";
import { newsletterTopicIds } from "#contracts/newsletter-text.ts";
import { HttpError } from "#server/http-error.ts";
import { type PreferencesDeps, subscriberOf, toPreferences } from "./preferences-view.ts";

const dayMs = 86_400_000;

/**
 * The preferences form's save: topics and a pause while subscribed, or unsubscribe from everything (the
 * topics kept for a return). Subscribing again from here needs no new confirmation: the link reached the
 * address's inbox, which is what a confirmation proves.
 */
export async function savePreferences(
  deps: PreferencesDeps,
  update: z.output<typeof newsletterPreferencesUpdateSchema>,
): Promise<{ message: string; preferences: NewsletterPreferences }> {
  const subscriberId = subscriberOf(deps, update.token);
  const now = deps.now();
  const before = await deps.repository.preferencesOf(subscriberId);
  if (!before) throw new HttpError(404, newsletterMessages.preferencesInvalid);
  const on = new Set<string>(update.topics);
  const pausedUntil =
    update.pause === "keep"
      ? undefined
      : update.pause === "off"
        ? null
        : new Date(now.getTime() + update.pause * dayMs);
  const row = await deps.repository.savePreferences(
    subscriberId,
    {
      subscribed: update.subscribed,
      // An unsubscribe keeps the topics as they were, for a later return.
      topicsOff: update.subscribed ? newsletterTopicIds.filter((topic) => !on.has(topic)) : before.topicsOff,
      pausedUntil,
    },
    now,
  );
  if (!row) throw new HttpError(404, newsletterMessages.preferencesInvalid);
  const message = !update.subscribed
    ? newsletterMessages.preferencesUnsubscribed
    : before.status === "subscribed"
      ? newsletterMessages.preferencesSaved
      : newsletterMessages.preferencesResubscribed;
  return { message, preferences: toPreferences(row, now) };
}
