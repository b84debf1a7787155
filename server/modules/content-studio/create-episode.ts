import type { EpisodeDetail, EpisodeFields } from "#contracts/content-studio-items.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { ItemsDeps } from "./items-deps.ts";
import { checkEpisodeUnique, episodeWriteConflict, readEpisode } from "./read-episode.ts";

/** A new draft episode (admins); visitors see nothing of it until it is published. Audited. */
export async function createEpisode(
  deps: ItemsDeps,
  input: EpisodeFields,
  by: AuditActor,
): Promise<EpisodeDetail> {
  await checkEpisodeUnique(deps, input, null);
  const now = deps.now();
  const id = await deps.db
    .transaction(async (tx) => {
      const created = await deps.episodes.create(input, by.id, now, tx);
      await deps.audit.record(
        by,
        {
          action: "content-studio.episode.create",
          entityType: "podcast_episode",
          entityId: created,
          summary: `Episode ${input.episodeNumber} (${input.slug}) created`,
          after: {
            slug: input.slug,
            episodeNumber: input.episodeNumber,
            title: input.title,
            tags: input.tags,
          },
        },
        tx,
      );
      return created;
    })
    .catch(episodeWriteConflict);
  return readEpisode(deps, id);
}
