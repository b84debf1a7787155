import { z } from "zod";
import "./zod-messages.ts";
import { limits } from "./limits.ts";
import { newsletterMessages } from "./messages.ts";
import { newsletterPauseDays, newsletterTopicIds, newsletterTopics } from "./newsletter-text.ts";

export const newsletterSubscribeSchema = z.object({
  email: z.string().trim().toLowerCase().max(limits.emailMax).pipe(z.email()),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

export const newsletterSubscribeResponseSchema = z.object({ message: z.string() });

/** A mail link's token (confirm or unsubscribe): the confirm call's body, the unsubscribe address's query. */
export const newsletterTokenSchema = z.object({ token: z.string().min(1).max(200) });

export const newsletterConfirmResponseSchema = z.object({
  message: z.string(),
  status: z.enum(["confirmed", "already-confirmed"]),
});
export type NewsletterConfirmResponse = z.infer<typeof newsletterConfirmResponseSchema>;

export const newsletterPreferencesSchema = z.object({
  email: z.string(),
  status: z.enum(["pending", "subscribed", "unsubscribed"]),
  /** The topics this address receives. */
  topics: z.array(z.enum(newsletterTopicIds)),
  /** No campaign mail until then; null when not paused. */
  pausedUntil: z.iso.datetime().nullable(),
});
export type NewsletterPreferences = z.infer<typeof newsletterPreferencesSchema>;

/**
 * The preferences form: stay subscribed (with at least one topic, an optional pause) or unsubscribe from
 * everything. `pause`: "keep" an existing pause, "off", or a number of days from now.
 */
export const newsletterPreferencesUpdateSchema = z
  .object({
    token: z.string().min(1).max(200),
    subscribed: z.boolean(),
    topics: z.array(z.enum(newsletterTopicIds)).max(newsletterTopics.length),
    pause: z.union([
      z.enum(["keep", "off"]),
      z.enum(newsletterPauseDays.map(String) as ["14", "30", "90"]).transform(Number),
    ]),
  })
  .superRefine((value, context) => {
    if (value.subscribed && value.topics.length === 0)
      context.addIssue({
        code: "custom",
        path: ["topics"],
        message: newsletterMessages.preferencesNoTopic,
      });
  });
export type NewsletterPreferencesUpdate = z.input<typeof newsletterPreferencesUpdateSchema>;

export const newsletterPreferencesSavedSchema = z.object({
  message: z.string(),
  preferences: newsletterPreferencesSchema,
});
