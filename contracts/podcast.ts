import { z } from "zod";

export { formatEpisodeDuration, isoDuration, podcastMessages } from "./podcast-text.ts";

// The AI Labs podcast (issue 5): every published episode on one page, newest first.

export const podcastEpisodeSchema = z.object({
  slug: z.string(),
  episodeNumber: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** The show notes rendered from Markdown to sanitised HTML. */
  showNotesHtml: z.string(),
  guests: z.array(z.string()),
  audioUrl: z.string(),
  durationSeconds: z.number().int(),
  /** ISO 8601. */
  publishedAt: z.string(),
  /** The cover uploaded in the content studio, with its description; null without one. */
  cover: z.object({ src: z.string(), alt: z.string() }).nullable(),
});
export type PodcastEpisode = z.infer<typeof podcastEpisodeSchema>;

export const podcastListSchema = z.object({ episodes: z.array(podcastEpisodeSchema) });
export type PodcastList = z.infer<typeof podcastListSchema>;
