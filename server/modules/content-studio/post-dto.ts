import type { PostDetail, PostSummary } from "#contracts/content-studio.ts";
import { type PostStatus, postPath } from "#contracts/content-studio-text.ts";
import type { PostRow } from "./posts-repository.ts";

type StateOf = Pick<PostRow, "status" | "publishedAt" | "publishAt">;

/** Visitors see it now: published, and its date has come (the public reads' rule). */
export function isLive(row: StateOf, now: Date): boolean {
  return row.status === "published" && row.publishedAt.getTime() <= now.getTime();
}

/** A draft with a time is scheduled; so is a published row dated in the future (visitors do not see it yet). */
export function postStatusOf(row: StateOf, now: Date): PostStatus {
  if (row.status === "published") return isLive(row, now) ? "published" : "scheduled";
  return row.publishAt ? "scheduled" : "draft";
}

export function toPostSummary(row: PostRow, now: Date): PostSummary {
  const status = postStatusOf(row, now);
  const goesLive = row.status === "published" ? row.publishedAt : row.publishAt;
  return {
    id: row.id,
    slug: row.slug,
    path: postPath(row.slug),
    title: row.title,
    excerpt: row.excerpt,
    authorName: row.authorName,
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

export function toPostDetail(row: PostRow, now: Date): PostDetail {
  return { ...toPostSummary(row, now), bodyMarkdown: row.bodyMarkdown };
}
