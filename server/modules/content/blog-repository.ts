import { and, count, desc, eq, lte, ne, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema/content.ts";

export type BlogPostRow = {
  slug: string;
  title: string;
  excerpt: string;
  bodyMarkdown: string;
  authorName: string;
  coverPath: string | null;
  coverAlt: string;
  tags: string[];
  publishedAt: Date;
  updatedAt: Date;
};

const columns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  bodyMarkdown: blogPosts.bodyMarkdown,
  authorName: blogPosts.authorName,
  coverPath: blogPosts.coverPath,
  coverAlt: blogPosts.coverAlt,
  tags: blogPosts.tags,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
};

/** Published and not scheduled for later. */
function visible(now: Date): SQL {
  return and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, now)) as SQL;
}

export function createBlogRepository(db: Database) {
  return {
    /** One page of visible posts, newest first (the slug breaks ties so pages never overlap). */
    async list(options: { tag?: string; limit: number; offset: number; now: Date }) {
      const where = options.tag
        ? and(visible(options.now), sql`${blogPosts.tags} @> ${JSON.stringify([options.tag])}::jsonb`)
        : visible(options.now);
      const [rows, [totals]] = await Promise.all([
        db
          .select(columns)
          .from(blogPosts)
          .where(where)
          .orderBy(desc(blogPosts.publishedAt), blogPosts.slug)
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      return { rows: rows as BlogPostRow[], total: Number(totals?.total ?? 0) };
    },

    /** Every tag of a visible post with its number of posts, most used first. */
    async tagCounts(now: Date): Promise<{ tag: string; count: number }[]> {
      const result = (await db.execute(sql`
        select tag, count(*)::int as count
        from ${blogPosts}, jsonb_array_elements_text(${blogPosts.tags}) as tag
        where ${visible(now)}
        group by tag
        order by count desc, tag asc
      `)) as unknown as { rows: { tag: string; count: number }[] };
      return result.rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
    },

    /** A visible post's title and Markdown body (Internal Links rewrites it), or null. */
    async body(slug: string, now: Date): Promise<{ title: string; bodyMarkdown: string } | null> {
      const [row] = await db
        .select({ title: blogPosts.title, bodyMarkdown: blogPosts.bodyMarkdown })
        .from(blogPosts)
        .where(and(visible(now), eq(blogPosts.slug, slug)))
        .limit(1);
      return row ?? null;
    },

    /** Writes the body if it still reads `before`; false when it changed meanwhile. */
    async replaceBody(
      tx: Executor,
      slug: string,
      before: string,
      after: string,
      now: Date,
    ): Promise<boolean> {
      const rows = await tx
        .update(blogPosts)
        // A new version, so a content studio editor who opened the post before saves into a 409, not over it.
        .set({ bodyMarkdown: after, updatedAt: now, version: sql`${blogPosts.version} + 1` })
        .where(and(eq(blogPosts.slug, slug), eq(blogPosts.bodyMarkdown, before)))
        .returning({ slug: blogPosts.slug });
      return rows.length > 0;
    },

    async find(slug: string, now: Date): Promise<BlogPostRow | null> {
      const [row] = await db
        .select(columns)
        .from(blogPosts)
        .where(and(visible(now), eq(blogPosts.slug, slug)))
        .limit(1);
      return (row as BlogPostRow | undefined) ?? null;
    },

    /** The newest visible posts other than `slug`: the candidates for 'related'. */
    async recentExcept(slug: string, now: Date, limit: number): Promise<BlogPostRow[]> {
      const rows = await db
        .select(columns)
        .from(blogPosts)
        .where(and(visible(now), ne(blogPosts.slug, slug)))
        .orderBy(desc(blogPosts.publishedAt), blogPosts.slug)
        .limit(limit);
      return rows as BlogPostRow[];
    },

    /** Every visible post without its body: the sitemap and page metadata. */
    async listAll(now: Date): Promise<Omit<BlogPostRow, "bodyMarkdown">[]> {
      const { bodyMarkdown: _body, ...rest } = columns;
      const rows = await db
        .select(rest)
        .from(blogPosts)
        .where(visible(now))
        .orderBy(desc(blogPosts.publishedAt));
      return rows as Omit<BlogPostRow, "bodyMarkdown">[];
    },
  };
}
export type BlogRepository = ReturnType<typeof createBlogRepository>;
