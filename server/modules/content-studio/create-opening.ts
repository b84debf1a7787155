import type { OpeningFields, OpeningStudioDetail } from "#contracts/content-studio-items.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { ItemsDeps } from "./items-deps.ts";
import { checkOpeningSlug, openingWriteConflict, readOpening } from "./read-opening.ts";

/** A new draft opening (admins); visitors see nothing of it until it is published. Audited. */
export async function createOpening(
  deps: ItemsDeps,
  input: OpeningFields,
  by: AuditActor,
): Promise<OpeningStudioDetail> {
  await checkOpeningSlug(deps, input.slug, null);
  const now = deps.now();
  const id = await deps.db
    .transaction(async (tx) => {
      const created = await deps.openings.create(input, by.id, now, tx);
      await deps.audit.record(
        by,
        {
          action: "content-studio.opening.create",
          entityType: "job_opening",
          entityId: created,
          summary: `Opening ${input.slug} created`,
          after: { slug: input.slug, kind: input.kind, title: input.title, status: input.status },
        },
        tx,
      );
      return created;
    })
    .catch(openingWriteConflict);
  return readOpening(deps, id);
}
