import type { EpisodeDetail, EpisodeSummary } from "#contracts/content-studio-items.ts";
import { episodePath } from "#contracts/content-studio-items-text.ts";
import type { PostStatus } from "#contracts/content-studio-text.ts";
import type { EpisodeRow } from "./episodes-repository.ts";

type StateOf = Pick<EpisodeRow, "status" | "publishedAt" | "publishAt">;

/** Visitors see it now: published, and its date has come (the public podcast's rule). */
export function isEpisodeLive(row: StateOf, now: Date): boolean {
  return row.status === "published" && row.publishedAt.getTime() <= now.getTime();
}

/** A draft with a time is scheduled; so is a published row dated in the future (visitors do not see it yet). */
export function episodeStatusOf(row: StateOf, now: Date): PostStatus {
  if (row.status === "published") return isEpisodeLive(row, now) ? "published" : "scheduled";
  return row.publishAt ? "scheduled" : "draft";
}

export function toEpisodeSummary(row: EpisodeRow, now: Date): EpisodeSummary {
  const status = episodeStatusOf(row, now);
  const goesLive = row.status === "published" ? row.publishedAt : row.publishAt;
  return {
    id: row.id,
    slug: row.slug,
    path: episodePath(row.slug),
    episodeNumber: row.episodeNumber,
    title: row.title,
    summary: row.summary,
    guests: row.guests,
    audioUrl: row.audioUrl,
    durationSeconds: row.durationSeconds,
    tags: row.tags,
    coverPath: row.coverPath,
    coverAlt: row.coverAlt,
    status,
    publishAt: status === "scheduled" ? (goesLive?.toISOString() ?? null) : null,
    publishedAt: status === "published" ? row.publishedAt.toISOString() : null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByName,
  };
}

export function toEpisodeDetail(row: EpisodeRow, now: Date): EpisodeDetail {
  return { ...toEpisodeSummary(row, now), showNotesMarkdown: row.showNotesMarkdown };
}
