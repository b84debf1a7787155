import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import { isEpisodeLive } from "./episode-dto.ts";
import type { ItemsDeps } from "./items-deps.ts";
import { episodeRow } from "./read-episode.ts";

/**
 * Deletes an episode with its history (the editor asks first). A live episode leaves /podcast; the covers it
 * and its versions named are removed from the storage once the deletion has committed.
 */
export async function deleteEpisode(
  deps: ItemsDeps & { removeCover: (coverPath: string) => Promise<void> },
  id: string,
  by: AuditActor,
) {
  const row = await episodeRow(deps, id);
  const live = isEpisodeLive(row, deps.now());
  const covers = await deps.db.transaction(async (tx) => {
    const named = [
      ...new Set([
        ...(row.coverPath ? [row.coverPath] : []),
        ...(await deps.versions.snapshotValues("podcast_episode", id, "coverPath", tx)),
      ]),
    ];
    await deps.versions.removeAll("podcast_episode", id, tx);
    await deps.episodes.remove(id, tx);
    // A cover another episode (or one of its versions) names too stays.
    const inUse = await deps.episodes.coversInUse(named, tx);
    const inHistory = await deps.versions.snapshotsNaming("podcast_episode", "coverPath", named, tx);
    await deps.audit.record(
      by,
      {
        action: "content-studio.episode.delete",
        entityType: "podcast_episode",
        entityId: id,
        summary: `Episode ${row.episodeNumber} (${row.slug}) deleted`,
        before: {
          slug: row.slug,
          episodeNumber: row.episodeNumber,
          title: row.title,
          status: row.status,
          live,
        },
      },
      tx,
    );
    return named.filter((cover) => !inUse.has(cover) && !inHistory.has(cover));
  });
  for (const cover of covers) await deps.removeCover(cover);
  if (live) deps.pagesChanged();
  return { message: `Episode ${row.slug} deleted` };
}
