import type { EpisodeDetail } from "#contracts/content-studio-items.ts";
import { episodeMessages as messages } from "#contracts/content-studio-items-text.ts";
import { contentStudioMessages as postMessages } from "#contracts/content-studio-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import { episodeStatusOf, isEpisodeLive } from "./episode-dto.ts";
import type { ItemsDeps } from "./items-deps.ts";
import { episodeRow, readEpisode } from "./read-episode.ts";

/**
 * Publishes the episode now, or schedules it for `at` (admins, issue 21). A live episode is already published
 * (saving it updates it); one without a summary or show notes is not ready for visitors.
 */
export async function publishEpisode(
  deps: ItemsDeps,
  id: string,
  input: { version: number; at?: string | undefined },
  by: AuditActor,
): Promise<EpisodeDetail> {
  const row = await episodeRow(deps, id);
  const now = deps.now();
  if (isEpisodeLive(row, now)) throw new HttpError(409, messages.alreadyPublished);
  if (!row.summary.trim()) throw new HttpError(400, postMessages.incomplete, "summary");
  if (!row.showNotesMarkdown.trim()) throw new HttpError(400, postMessages.incomplete, "showNotesMarkdown");
  const at = input.at ? new Date(input.at) : null;
  if (at && at.getTime() <= now.getTime()) throw new HttpError(400, postMessages.scheduleInPast, "at");
  const changed = await deps.db.transaction(async (tx) => {
    const done = at
      ? await deps.episodes.schedule(id, input.version, at, by.id, now, tx)
      : await deps.episodes.publish(id, input.version, by.id, now, tx);
    if (!done) return false;
    await deps.audit.record(
      by,
      {
        action: at ? "content-studio.episode.schedule" : "content-studio.episode.publish",
        entityType: "podcast_episode",
        entityId: id,
        summary: at
          ? `Episode ${row.slug} scheduled for ${at.toISOString()}`
          : `Episode ${row.slug} published`,
        after: { slug: row.slug, publishAt: at?.toISOString() ?? null },
      },
      tx,
    );
    return true;
  });
  if (!changed) throw new HttpError(409, messages.stale);
  if (!at) deps.pagesChanged();
  return readEpisode(deps, id);
}

/** Takes the episode off /podcast, or cancels its scheduled publish; the episode and its history stay. */
export async function unpublishEpisode(
  deps: ItemsDeps,
  id: string,
  version: number,
  by: AuditActor,
): Promise<EpisodeDetail> {
  const row = await episodeRow(deps, id);
  const now = deps.now();
  const status = episodeStatusOf(row, now);
  if (status === "draft") throw new HttpError(409, messages.notPublished);
  const changed = await deps.db.transaction(async (tx) => {
    if (!(await deps.episodes.unpublish(id, version, by.id, now, tx))) return false;
    await deps.audit.record(
      by,
      {
        action: "content-studio.episode.unpublish",
        entityType: "podcast_episode",
        entityId: id,
        summary:
          status === "published"
            ? `Episode ${row.slug} unpublished`
            : `Scheduled publish of episode ${row.slug} cancelled`,
        before: { status },
        after: { status: "draft" },
      },
      tx,
    );
    return true;
  });
  if (!changed) throw new HttpError(409, messages.stale);
  deps.pagesChanged();
  return readEpisode(deps, id);
}
