import type { SubscriberFilters, SubscriberListQuery } from "#contracts/newsletter-admin.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { NewsletterAdminRepository } from "./admin-repository.ts";
import { eraseSubscriber } from "./erase-subscriber.ts";
import { exportSubscribers } from "./export-subscribers.ts";
import { importSubscribers } from "./import-subscribers.ts";
import { listSubscribers } from "./list-subscribers.ts";

export type NewsletterAdminServiceDeps = {
  repository: NewsletterAdminRepository;
  audit: AuditTrail;
  now?: () => Date;
};

/** The admin's subscriber list (issue 22), one use case a file. */
export function createNewsletterAdminService(deps: NewsletterAdminServiceDeps) {
  const full = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    list: (query: SubscriberListQuery) => listSubscribers(full, query),
    importCsv: (csv: string, by: AuditActor) => importSubscribers(full, csv, by),
    exportCsv: (filters: SubscriberFilters, by: AuditActor) => exportSubscribers(full, filters, by),
    erase: (id: string, by: AuditActor) => eraseSubscriber(full, id, by),
  };
}
export type NewsletterAdminService = ReturnType<typeof createNewsletterAdminService>;
