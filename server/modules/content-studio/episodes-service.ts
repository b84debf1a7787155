import type { EpisodeFields } from "#contracts/content-studio-items.ts";
import { contentStudioItemsLimits as limits } from "#contracts/content-studio-items-text.ts";
import type { PostStatus } from "#contracts/content-studio-text.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import { createEpisode } from "./create-episode.ts";
import { deleteEpisode } from "./delete-episode.ts";
import { toEpisodeSummary } from "./episode-dto.ts";
import { listEpisodeVersions, readEpisodeVersion, restoreEpisodeVersion } from "./episode-versions.ts";
import type { ItemsDeps } from "./items-deps.ts";
import { publishEpisode, unpublishEpisode } from "./publish-episode.ts";
import { readEpisode } from "./read-episode.ts";
import { saveEpisode } from "./save-episode.ts";

/** The content studio's podcast episode use cases (issue 21, admins), one file each. */
export function createEpisodesStudioService(
  deps: ItemsDeps & { removeCover: (coverPath: string) => Promise<void> },
) {
  return {
    async list(filter: { status?: PostStatus | undefined; q?: string | undefined }, page: number) {
      const now = deps.now();
      const { rows, total } = await deps.episodes.list(filter, page, limits.pageSize, now);
      return { items: rows.map((row) => toEpisodeSummary(row, now)), total, page, pageSize: limits.pageSize };
    },
    get: (id: string) => readEpisode(deps, id),
    create: (input: EpisodeFields, by: AuditActor) => createEpisode(deps, input, by),
    save: (id: string, input: EpisodeFields & { version: number }, by: AuditActor) =>
      saveEpisode(deps, id, input, by),
    publish: (id: string, input: { version: number; at?: string | undefined }, by: AuditActor) =>
      publishEpisode(deps, id, input, by),
    unpublish: (id: string, version: number, by: AuditActor) => unpublishEpisode(deps, id, version, by),
    remove: (id: string, by: AuditActor) => deleteEpisode(deps, id, by),
    versions: (id: string, page: number) => listEpisodeVersions(deps, id, page),
    version: (id: string, number: number) => readEpisodeVersion(deps, id, number),
    restore: (id: string, number: number, version: number, by: AuditActor) =>
      restoreEpisodeVersion(deps, id, number, version, by),
  };
}
export type EpisodesStudioService = ReturnType<typeof createEpisodesStudioService>;
