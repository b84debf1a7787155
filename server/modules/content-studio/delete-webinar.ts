import { webinarStudioMessages as messages } from "#contracts/content-studio-webinars-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import { webinarRow } from "./read-webinar.ts";
import type { WebinarStudioDeps } from "./webinar-studio-deps.ts";

/**
 * Deletes a webinar nobody registered for, with its history (the editor asks first); once someone has
 * registered it is refused with 409 (their registrations would go with it): unpublishing is the way then.
 * The covers it and its versions named are removed from the storage once the deletion has committed.
 */
export async function deleteWebinar(
  deps: WebinarStudioDeps & { removeCover: (coverPath: string) => Promise<void> },
  id: string,
  by: AuditActor,
) {
  const row = await webinarRow(deps, id);
  const covers = await deps.db.transaction(async (tx) => {
    const named = await deps.repository.coverPaths(id, tx);
    if (!(await deps.repository.removeUnlessRegistered(id, tx))) return null;
    // A cover another webinar names too (its path copied into that webinar) stays.
    const kept = await deps.repository.coversStillNamed(named, tx);
    await deps.audit.record(
      by,
      {
        action: "content-studio.webinar.delete",
        entityType: "webinar",
        entityId: id,
        summary: `Webinar ${row.slug} deleted`,
        before: { slug: row.slug, title: row.title, status: row.status },
      },
      tx,
    );
    return named.filter((cover) => !kept.has(cover));
  });
  if (covers === null) throw new HttpError(409, messages.hasRegistrants);
  for (const cover of covers) await deps.removeCover(cover);
  if (row.status === "published") deps.pagesChanged();
  return { message: `Webinar ${row.slug} deleted` };
}
