import type { PodcastEpisode, PodcastList } from "#contracts/podcast.ts";
import { renderMarkdown } from "#server/lib/markdown.ts";
import type { PodcastEpisodeRow, PodcastRepository } from "./podcast-repository.ts";

function toEpisode(row: PodcastEpisodeRow): PodcastEpisode {
  return {
    slug: row.slug,
    episodeNumber: row.episodeNumber,
    title: row.title,
    summary: row.summary,
    showNotesHtml: renderMarkdown(row.showNotesMarkdown),
    guests: row.guests,
    audioUrl: row.audioUrl,
    durationSeconds: row.durationSeconds,
    publishedAt: row.publishedAt.toISOString(),
    cover: row.coverPath ? { src: row.coverPath, alt: row.coverAlt } : null,
  };
}

export function createPodcastService(deps: { repository: PodcastRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async list(): Promise<PodcastList> {
      return { episodes: (await deps.repository.listPublished(now())).map(toEpisode) };
    },
    /** Rows for page metadata (newest first). */
    listRows(): Promise<PodcastEpisodeRow[]> {
      return deps.repository.listPublished(now());
    },
  };
}
export type PodcastService = ReturnType<typeof createPodcastService>;
