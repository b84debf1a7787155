import type { SubscriberList, SubscriberListQuery } from "#contracts/newsletter-admin.ts";
import type { NewsletterAdminRepository } from "./admin-repository.ts";

/** The admin's subscriber list (issue 22): search by address, filters by status, source and topic, pages. */
export function listSubscribers(
  deps: { repository: Pick<NewsletterAdminRepository, "list"> },
  query: SubscriberListQuery,
): Promise<SubscriberList> {
  return deps.repository.list(query);
}
