import { redirectMessages } from "#contracts/seo-redirects.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { redirectDto } from "./redirect-dto.ts";
import { isRedirectId } from "./redirect-input.ts";
import type { SeoRepository } from "./repository.ts";

/** Deletes a redirect (the old address answers as it would without it), audited; 404 when it is gone. */
export async function deleteRedirect(
  deps: { repository: SeoRepository; audit: AuditTrail; changed: () => void },
  id: string,
  by: AuditActor,
): Promise<void> {
  if (!isRedirectId(id)) throw new HttpError(404, redirectMessages.notFound);
  const deleted = await deps.repository.deleteRedirect(id, (row, tx) =>
    deps.audit.record(
      by,
      {
        action: "seo.redirect.delete",
        entityType: "redirect",
        entityId: row.id,
        summary: `Redirect ${row.from} deleted`,
        before: redirectDto(row),
        after: null,
      },
      tx,
    ),
  );
  if (!deleted) throw new HttpError(404, redirectMessages.notFound);
  deps.changed();
}
