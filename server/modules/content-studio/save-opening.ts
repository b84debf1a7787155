import type { OpeningFields, OpeningStudioDetail } from "#contracts/content-studio-items.ts";
import { openingMessages as messages } from "#contracts/content-studio-items-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { ItemsDeps } from "./items-deps.ts";
import { isOpeningPublished } from "./opening-dto.ts";
import type { OpeningContent } from "./openings-repository.ts";
import { checkOpeningSlug, openingRow, openingWriteConflict, readOpening } from "./read-opening.ts";

/** What the audit entry keeps of an opening (the description by length only). */
function audited(opening: OpeningContent) {
  return {
    slug: opening.slug,
    kind: opening.kind,
    title: opening.title,
    team: opening.team,
    location: opening.location,
    employmentType: opening.employmentType,
    summary: opening.summary,
    status: opening.status,
    descriptionLength: opening.descriptionMarkdown.length,
  };
}

/**
 * Saves the opening at the version its editor opened: 409 when someone saved since. Saving a published
 * opening changes the careers pages at once (closing it takes it off them and stops applications). Openings
 * have no page of their own (each is an anchor on /careers or /internship; a fragment never reaches the
 * server), so a new slug leaves no redirect.
 */
export async function saveOpening(
  deps: ItemsDeps,
  id: string,
  input: OpeningFields & { version: number },
  by: AuditActor,
  kind: "save" | "restore" = "save",
): Promise<OpeningStudioDetail> {
  const before = await openingRow(deps, id);
  const { version, ...content } = input;
  await checkOpeningSlug(deps, content.slug, id);
  const now = deps.now();
  const saved = await deps.db
    .transaction(async (tx) => {
      const next = await deps.openings.save(id, version, content, kind, by.id, now, tx);
      if (next === null) return false;
      await deps.audit.record(
        by,
        {
          action: kind === "restore" ? "content-studio.opening.restore" : "content-studio.opening.save",
          entityType: "job_opening",
          entityId: id,
          before: audited(before),
          after: audited(content),
        },
        tx,
      );
      return true;
    })
    .catch(openingWriteConflict);
  if (!saved) throw new HttpError(409, messages.stale);
  if (isOpeningPublished(before)) deps.pagesChanged();
  return readOpening(deps, id);
}
