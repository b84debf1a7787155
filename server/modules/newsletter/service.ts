import { newsletterMessages } from "#contracts/messages.ts";
import type { NewsletterRepository } from "./repository.ts";

export function createNewsletterService(deps: { repository: NewsletterRepository }) {
  return {
    // The same answer for a new and a known address: the form must not reveal who is on the list.
    async subscribe(email: string): Promise<{ message: string }> {
      await deps.repository.subscribe(email, "site");
      return { message: newsletterMessages.subscribed };
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
