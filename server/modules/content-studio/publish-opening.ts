import type { OpeningStudioDetail } from "#contracts/content-studio-items.ts";
import { openingMessages as messages } from "#contracts/content-studio-items-text.ts";
import { contentStudioMessages as postMessages } from "#contracts/content-studio-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { ItemsDeps } from "./items-deps.ts";
import { isOpeningPublished, openingPublicationOf } from "./opening-dto.ts";
import { openingRow, readOpening } from "./read-opening.ts";

/**
 * Publishes the opening now, or schedules it for `at` (admins, issue 21): it shows on /careers or /internship
 * and takes applications while it is open. One without a summary or a description is not ready.
 */
export async function publishOpening(
  deps: ItemsDeps,
  id: string,
  input: { version: number; at?: string | undefined },
  by: AuditActor,
): Promise<OpeningStudioDetail> {
  const row = await openingRow(deps, id);
  const now = deps.now();
  if (isOpeningPublished(row)) throw new HttpError(409, messages.alreadyPublished);
  if (!row.summary.trim()) throw new HttpError(400, postMessages.incomplete, "summary");
  if (!row.descriptionMarkdown.trim())
    throw new HttpError(400, postMessages.incomplete, "descriptionMarkdown");
  const at = input.at ? new Date(input.at) : null;
  if (at && at.getTime() <= now.getTime()) throw new HttpError(400, postMessages.scheduleInPast, "at");
  const changed = await deps.db.transaction(async (tx) => {
    const done = at
      ? await deps.openings.schedule(id, input.version, at, by.id, now, tx)
      : await deps.openings.publish(id, input.version, by.id, now, tx);
    if (!done) return false;
    await deps.audit.record(
      by,
      {
        action: at ? "content-studio.opening.schedule" : "content-studio.opening.publish",
        entityType: "job_opening",
        entityId: id,
        summary: at
          ? `Opening ${row.slug} scheduled for ${at.toISOString()}`
          : `Opening ${row.slug} published`,
        after: { slug: row.slug, publishAt: at?.toISOString() ?? null },
      },
      tx,
    );
    return true;
  });
  if (!changed) throw new HttpError(409, messages.stale);
  if (!at) deps.pagesChanged();
  return readOpening(deps, id);
}

/** Takes the opening off the careers pages, or cancels its scheduled publish; it and its applications stay. */
export async function unpublishOpening(
  deps: ItemsDeps,
  id: string,
  version: number,
  by: AuditActor,
): Promise<OpeningStudioDetail> {
  const row = await openingRow(deps, id);
  const now = deps.now();
  const publication = openingPublicationOf(row);
  if (publication === "draft") throw new HttpError(409, messages.notPublished);
  const changed = await deps.db.transaction(async (tx) => {
    if (!(await deps.openings.unpublish(id, version, by.id, now, tx))) return false;
    await deps.audit.record(
      by,
      {
        action: "content-studio.opening.unpublish",
        entityType: "job_opening",
        entityId: id,
        summary:
          publication === "published"
            ? `Opening ${row.slug} unpublished`
            : `Scheduled publish of opening ${row.slug} cancelled`,
        before: { publication },
        after: { publication: "draft" },
      },
      tx,
    );
    return true;
  });
  if (!changed) throw new HttpError(409, messages.stale);
  deps.pagesChanged();
  return readOpening(deps, id);
}
