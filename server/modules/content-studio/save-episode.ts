import type { EpisodeDetail, EpisodeFields } from "#contracts/content-studio-items.ts";
import { episodeMessages as messages } from "#contracts/content-studio-items-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import { isEpisodeLive } from "./episode-dto.ts";
import type { EpisodeRow } from "./episodes-repository.ts";
import type { ItemsDeps } from "./items-deps.ts";
import { checkEpisodeUnique, episodeRow, episodeWriteConflict, readEpisode } from "./read-episode.ts";

/** What the audit entry keeps of an episode (the show notes by length only). */
function audited(episode: Omit<EpisodeFields, "showNotesMarkdown"> & { showNotesMarkdown: string }) {
  return {
    slug: episode.slug,
    episodeNumber: episode.episodeNumber,
    title: episode.title,
    summary: episode.summary,
    guests: episode.guests,
    audioUrl: episode.audioUrl,
    durationSeconds: episode.durationSeconds,
    tags: episode.tags,
    coverPath: episode.coverPath,
    showNotesLength: episode.showNotesMarkdown.length,
  };
}

/**
 * Saves the episode at the version its editor opened: 409 when someone saved since, and nothing of theirs is
 * overwritten. An episode has one copy, so saving a live one changes what visitors see at once. Episodes have
 * no page of their own (each is an anchor on /podcast, and a fragment never reaches the server), so a new slug
 * leaves no redirect: only the anchor changes.
 */
export async function saveEpisode(
  deps: ItemsDeps,
  id: string,
  input: EpisodeFields & { version: number },
  by: AuditActor,
  kind: "save" | "restore" = "save",
): Promise<EpisodeDetail> {
  const before: EpisodeRow = await episodeRow(deps, id);
  const { version, ...content } = input;
  await checkEpisodeUnique(deps, content, id);
  const now = deps.now();
  const live = isEpisodeLive(before, now);
  const saved = await deps.db
    .transaction(async (tx) => {
      const next = await deps.episodes.save(id, version, content, kind, by.id, now, tx);
      if (next === null) return false;
      await deps.audit.record(
        by,
        {
          action: kind === "restore" ? "content-studio.episode.restore" : "content-studio.episode.save",
          entityType: "podcast_episode",
          entityId: id,
          before: audited(before),
          after: audited(content),
        },
        tx,
      );
      return true;
    })
    .catch(episodeWriteConflict);
  if (!saved) throw new HttpError(409, messages.stale);
  if (live) deps.pagesChanged();
  return readEpisode(deps, id);
}
