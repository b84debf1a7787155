import { openingMessages as messages } from "#contracts/content-studio-items-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { ItemsDeps } from "./items-deps.ts";
import { isOpeningPublished } from "./opening-dto.ts";
import { openingRow } from "./read-opening.ts";

/** PostgreSQL's foreign_key_violation (23503): an application arrived while the opening was being deleted. */
function isForeignKeyViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === "23503" || cause?.code === "23503";
}

/**
 * Deletes an opening with its history (the editor asks first), unless people applied to it: their
 * applications belong to it (the table refuses to lose them), so it is refused with 409 and the editor offers
 * closing it instead.
 */
export async function deleteOpening(deps: ItemsDeps, id: string, by: AuditActor) {
  const row = await openingRow(deps, id);
  if (row.applications > 0) throw new HttpError(409, messages.hasApplications);
  await deps.db
    .transaction(async (tx) => {
      if ((await deps.openings.applicationCount(id, tx)) > 0)
        throw new HttpError(409, messages.hasApplications);
      await deps.versions.removeAll("job_opening", id, tx);
      await deps.openings.remove(id, tx);
      await deps.audit.record(
        by,
        {
          action: "content-studio.opening.delete",
          entityType: "job_opening",
          entityId: id,
          summary: `Opening ${row.slug} deleted`,
          before: { slug: row.slug, kind: row.kind, title: row.title, publication: row.publication },
        },
        tx,
      );
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new HttpError(409, messages.hasApplications);
      throw error;
    });
  if (isOpeningPublished(row)) deps.pagesChanged();
  return { message: `Opening ${row.slug} deleted` };
}
