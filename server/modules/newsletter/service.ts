import type { z } from "zod";
import type { newsletterPreferencesUpdateSchema } from "#contracts/newsletter.ts";
import type { SuppressionRepository } from "#server/modules/mail/suppression-repository.ts";
import { confirmSubscription } from "./confirm-subscription.ts";
import type { NewsletterLinks } from "./newsletter-links.ts";
import { readPreferences } from "./read-preferences.ts";
import type { NewsletterRepository } from "./repository.ts";
import { requestSubscription } from "./request-subscription.ts";
import { savePreferences } from "./save-preferences.ts";
import { unsubscribe } from "./unsubscribe.ts";

type NewsletterPreferencesInput = z.output<typeof newsletterPreferencesUpdateSchema>;

export type NewsletterServiceDeps = {
  repository: NewsletterRepository;
  suppressions: SuppressionRepository;
  links: NewsletterLinks;
  publicUrl: string;
  now?: () => Date;
  deliverMail: () => void;
};

/** The newsletter's use cases (issue 22), one file each. */
export function createNewsletterService(deps: NewsletterServiceDeps) {
  const full = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    subscribe: (email: string, consent: { page: string | null; form: string }) =>
      requestSubscription(full, email, consent),
    confirm: (token: string) => confirmSubscription(full, token),
    unsubscribe: (token: string) => unsubscribe(full, token),
    preferences: (token: string) => readPreferences(full, token),
    savePreferences: (update: NewsletterPreferencesInput) => savePreferences(full, update),
    /** For campaign mails (their List-Unsubscribe and footer link). */
    unsubscribeToken: (subscriberId: string) => deps.links.unsubscribeToken(subscriberId),
    /** For campaign mails' footer: the preferences page's token. */
    preferencesToken: (subscriberId: string) => deps.links.preferencesToken(subscriberId),
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
