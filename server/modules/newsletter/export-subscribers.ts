import {
  type AdminSubscriber,
  type SubscriberFilters,
  subscriberExportColumns,
} from "#contracts/newsletter-admin.ts";
import { toCsv } from "#server/lib/csv.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { NewsletterAdminRepository } from "./admin-repository.ts";

const cells = (s: AdminSubscriber) => [
  s.email,
  s.status,
  s.source,
  s.consentAt,
  s.consentPage,
  s.consentForm,
  s.confirmedAt,
  s.unsubscribedAt,
  // The import reads the same list back (ids separated by ";").
  s.topics.join(";"),
  s.pausedUntil,
  s.createdAt,
];

/**
 * The filtered list as a spreadsheet's CSV (server/lib/csv.ts: RFC 4180, cells a spreadsheet would run as
 * formulas defused). Personal data leaving the site, so the export is in the audit log like a write: who,
 * how many, with which filters (the search text left out: it may be an address).
 */
export async function exportSubscribers(
  deps: { repository: Pick<NewsletterAdminRepository, "listAll">; audit: AuditTrail; now: () => Date },
  filters: SubscriberFilters,
  by: AuditActor,
): Promise<{ fileName: string; csv: string }> {
  const subscribers = await deps.repository.listAll(filters);
  await deps.audit.record(by, {
    action: "newsletter.export",
    entityType: "newsletter_subscribers",
    summary: `Exported ${subscribers.length} newsletter ${subscribers.length === 1 ? "subscriber" : "subscribers"} as CSV`,
    after: {
      count: subscribers.length,
      searched: filters.q !== "",
      status: filters.status ?? null,
      source: filters.source ?? null,
      topic: filters.topic ?? null,
    },
  });
  return {
    fileName: `newsletter-subscribers-${deps.now().toISOString().slice(0, 10)}.csv`,
    csv: toCsv(subscriberExportColumns, subscribers.map(cells)),
  };
}
