import { desc, lte } from "drizzle-orm";
import type { PodcastEpisode, PodcastList } from "../../../contracts/podcast.ts";
import type { Database } from "../../db/client.ts";
import { podcastEpisodes } from "../../db/schema/content.ts";
import { renderMarkdown } from "../../lib/markdown.ts";

export type PodcastEpisodeRow = typeof podcastEpisodes.$inferSelect;

export function createPodcastRepository(db: Database) {
  return {
    /** Episodes already out, newest first. */
    async listPublished(now: Date): Promise<PodcastEpisodeRow[]> {
      return db
        .select()
        .from(podcastEpisodes)
        .where(lte(podcastEpisodes.publishedAt, now))
        .orderBy(desc(podcastEpisodes.publishedAt), desc(podcastEpisodes.episodeNumber));
    },
  };
}
export type PodcastRepository = ReturnType<typeof createPodcastRepository>;

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
