import {
  type BlogList,
  type BlogListQuery,
  type BlogPostPage,
  type BlogPostSummary,
  blogMessages,
  blogPageSize,
} from "#contracts/blog.ts";
import { HttpError } from "#server/http-error.ts";
import { readingMinutes, renderMarkdown } from "#server/lib/markdown.ts";
import type { BlogPostRow, BlogRepository } from "./blog-repository.ts";

function toSummary(row: BlogPostRow): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.authorName,
    publishedAt: row.publishedAt.toISOString(),
    tags: row.tags,
    cover: row.coverPath ? { src: row.coverPath, alt: row.coverAlt } : null,
    readingMinutes: readingMinutes(row.bodyMarkdown),
  };
}

/** Related posts: most shared tags first, then the newest. */
export function pickRelated(post: { tags: string[] }, candidates: BlogPostRow[], limit = 3): BlogPostRow[] {
  const tags = new Set(post.tags);
  return candidates
    .map((candidate, index) => ({
      candidate,
      index,
      shared: candidate.tags.filter((tag) => tags.has(tag)).length,
    }))
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.candidate);
}

export function createBlogService(deps: { repository: BlogRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async list(query: BlogListQuery): Promise<BlogList> {
      const at = now();
      const [{ rows, total }, tags] = await Promise.all([
        repository.list({
          tag: query.tag,
          limit: blogPageSize,
          offset: (query.page - 1) * blogPageSize,
          now: at,
        }),
        repository.tagCounts(at),
      ]);
      return {
        items: rows.map(toSummary),
        total,
        page: query.page,
        pageSize: blogPageSize,
        pageCount: Math.max(1, Math.ceil(total / blogPageSize)),
        tag: query.tag ?? null,
        tags,
      };
    },

    async post(slug: string): Promise<BlogPostPage> {
      const at = now();
      const row = await repository.find(slug, at);
      if (!row) throw new HttpError(404, blogMessages.notFound);
      const candidates = await repository.recentExcept(slug, at, 50);
      return {
        post: {
          ...toSummary(row),
          html: renderMarkdown(row.bodyMarkdown),
          updatedAt: row.updatedAt.toISOString(),
        },
        related: pickRelated(row, candidates).map(toSummary),
      };
    },

    /** Every visible post (no bodies), newest first: page metadata and the sitemap. */
    listAll() {
      return repository.listAll(now());
    },

    find(slug: string) {
      return repository.find(slug, now());
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
