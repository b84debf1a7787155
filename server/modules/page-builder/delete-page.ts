import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { PageBuilderDeps } from "./page-builder-deps.ts";
import { pageRow } from "./read-page.ts";

/** Deletes a page with its history (admins; the editor asks first). A published page leaves the site. */
export async function deletePage(deps: PageBuilderDeps, id: string, by: AuditActor) {
  const row = await pageRow(deps, id);
  await deps.db.transaction(async (tx) => {
    await deps.repository.remove(id, tx);
    await deps.audit.record(
      by,
      {
        action: "page-builder.page.delete",
        entityType: "landing_page",
        entityId: id,
        summary: `Page ${row.path} deleted`,
        before: { path: row.path, title: row.title, published: row.published !== null },
      },
      tx,
    );
  });
  if (row.published) deps.pagesChanged();
  return { message: `Page ${row.path} deleted` };
}
