import { newsletterAdminMessages } from "#contracts/newsletter-admin.ts";
import { HttpError } from "#server/http-error.ts";
import { isUuid } from "#server/lib/is-uuid.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { suppressionHash } from "#server/modules/mail/suppression-hash.ts";
import type { NewsletterAdminRepository } from "./admin-repository.ts";

// The subscribers table's id is a uuid: anything else names no one, and must not reach PostgreSQL's cast.

/**
 * Erasure on request (issue 22, GDPR article 17): the subscriber and the newsletter mails to the address
 * are deleted, and only the address's suppression hash stays, so an import cannot bring it back. The audit
 * entry names the id and the start of the hash, never the address.
 */
export async function eraseSubscriber(
  deps: { repository: Pick<NewsletterAdminRepository, "erase">; audit: AuditTrail; now: () => Date },
  id: string,
  by: AuditActor,
): Promise<void> {
  const notFound = new HttpError(404, newsletterAdminMessages.subscriberNotFound);
  if (!isUuid(id)) throw notFound;
  const erased = await deps.repository.erase(id.toLowerCase(), deps.now(), suppressionHash, (row, tx) =>
    deps.audit.record(
      by,
      {
        action: "newsletter.erase",
        entityType: "newsletter_subscriber",
        entityId: row.id,
        summary: `Subscriber erased on request (suppression hash ${row.hash.slice(0, 12)}…); ${row.mailsDeleted} newsletter ${row.mailsDeleted === 1 ? "mail" : "mails"} deleted`,
        before: { status: row.status, source: row.source },
        after: null,
      },
      tx,
    ),
  );
  if (!erased) throw notFound;
}
