import { and, desc, eq, lte } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { podcastEpisodes } from "#server/db/schema/content.ts";

export type PodcastEpisodeRow = typeof podcastEpisodes.$inferSelect;

export function createPodcastRepository(db: Database) {
  return {
    /** Episodes already out, newest first: published (the content studio's drafts are not) and dated. */
    async listPublished(now: Date): Promise<PodcastEpisodeRow[]> {
      return db
        .select()
        .from(podcastEpisodes)
        .where(and(eq(podcastEpisodes.status, "published"), lte(podcastEpisodes.publishedAt, now)))
        .orderBy(desc(podcastEpisodes.publishedAt), desc(podcastEpisodes.episodeNumber));
    },
  };
}
export type PodcastRepository = ReturnType<typeof createPodcastRepository>;
