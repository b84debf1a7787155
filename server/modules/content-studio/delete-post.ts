import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { ContentStudioDeps } from "./content-studio-deps.ts";
import { isLive } from "./post-dto.ts";
import { postRow } from "./read-post.ts";

/**
 * Deletes a post with its history (the editor asks first). A live post leaves the site; the covers it and its
 * versions named are removed from the storage once the deletion has committed.
 */
export async function deletePost(
  deps: ContentStudioDeps & { removeCover: (coverPath: string) => Promise<void> },
  id: string,
  by: AuditActor,
) {
  const row = await postRow(deps, id);
  const live = isLive(row, deps.now());
  const covers = await deps.db.transaction(async (tx) => {
    const named = await deps.repository.coverPaths(id, tx);
    await deps.repository.remove(id, tx);
    // A cover another post names too (its path copied into that post) stays.
    const kept = await deps.repository.coversStillNamed(named, tx);
    await deps.audit.record(
      by,
      {
        action: "content-studio.post.delete",
        entityType: "blog_post",
        entityId: id,
        summary: `Post ${row.slug} deleted`,
        before: { slug: row.slug, title: row.title, status: row.status, live },
      },
      tx,
    );
    return named.filter((cover) => !kept.has(cover));
  });
  for (const cover of covers) await deps.removeCover(cover);
  if (live) deps.pagesChanged();
  return { message: `Post ${row.slug} deleted` };
}
