import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { PostStatus, PostVersionKind } from "#contracts/content-studio-text.ts";
import type { Database, Executor } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { blogPosts, blogPostVersions } from "#server/db/schema/content.ts";

export type PostRow = typeof blogPosts.$inferSelect & { updatedByName: string | null };
/** What an editor writes (and every version keeps). */
export type PostContent = {
  slug: string;
  title: string;
  excerpt: string;
  bodyMarkdown: string;
  authorName: string;
  tags: string[];
  coverPath: string | null;
  coverAlt: string;
};

const updatedByName = sql<
  string | null
>`(select ${users.name} from ${users} where ${users.id} = ${blogPosts.updatedBy})`;

// A post is live when published and its date has come (the public reads' own rule, blog-repository.ts). A
// draft with `publish_at` is scheduled; a published row dated in the future (written before the studio) is
// too, since visitors do not see it yet.
function statusWhere(status: PostStatus | undefined, now: Date): SQL | undefined {
  if (status === "published") return and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, now));
  if (status === "scheduled")
    return or(
      and(eq(blogPosts.status, "draft"), isNotNull(blogPosts.publishAt)),
      and(eq(blogPosts.status, "published"), gt(blogPosts.publishedAt, now)),
    );
  if (status === "draft") return and(eq(blogPosts.status, "draft"), isNull(blogPosts.publishAt));
  return undefined;
}

function contentOf(row: PostContent): PostContent {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    bodyMarkdown: row.bodyMarkdown,
    authorName: row.authorName,
    tags: row.tags,
    coverPath: row.coverPath,
    coverAlt: row.coverAlt,
  };
}

/** The content studio's view of blog posts (issue 21): every post whatever its state, and its versions. */
export function createPostsRepository(db: Database) {
  async function addVersion(
    tx: Executor,
    postId: string,
    number: number,
    kind: PostVersionKind,
    content: PostContent,
    by: string | null,
    at: Date,
  ) {
    await tx
      .insert(blogPostVersions)
      .values({ postId, number, kind, ...contentOf(content), savedBy: by, savedAt: at });
  }

  return {
    /** A new draft (version 1, kept as the first version). */
    async create(content: PostContent, by: string | null, now: Date, tx: Executor) {
      const [row] = await tx
        .insert(blogPosts)
        .values({
          ...contentOf(content),
          status: "draft",
          // Not null in the table; a draft's date means nothing until it is published (which sets it).
          publishedAt: now,
          createdBy: by,
          updatedBy: by,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: blogPosts.id });
      if (!row) throw new Error("blog post insert returned no row");
      await addVersion(tx, row.id, 1, "create", content, by, now);
      return row.id;
    },

    async byId(id: string, tx: Executor = db): Promise<PostRow | undefined> {
      const [row] = await tx
        .select({ post: blogPosts, updatedByName })
        .from(blogPosts)
        .where(eq(blogPosts.id, id));
      return row ? { ...row.post, updatedByName: row.updatedByName } : undefined;
    },

    async slugOwner(slug: string): Promise<string | undefined> {
      const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
      return row?.id;
    },

    async list(
      filter: { status?: PostStatus | undefined; q?: string | undefined },
      page: number,
      pageSize: number,
      now: Date,
    ) {
      const search = filter.q
        ? or(
            ilike(blogPosts.title, `%${escapeLike(filter.q)}%`),
            ilike(blogPosts.slug, `%${escapeLike(filter.q)}%`),
            ilike(blogPosts.authorName, `%${escapeLike(filter.q)}%`),
          )
        : undefined;
      const where = and(statusWhere(filter.status, now), search);
      const [rows, [total]] = await Promise.all([
        db
          .select({ post: blogPosts, updatedByName })
          .from(blogPosts)
          .where(where)
          .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(blogPosts).where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.post, updatedByName: row.updatedByName })),
        total: total?.n ?? 0,
      };
    },

    /**
     * Writes the post while it is still at `version` (optimistic concurrency) and keeps the new state as a
     * version; answers the new version, or null when someone wrote since.
     */
    async save(
      id: string,
      version: number,
      content: PostContent,
      kind: "save" | "restore",
      by: string | null,
      now: Date,
      tx: Executor,
    ): Promise<number | null> {
      const [row] = await tx
        .update(blogPosts)
        .set({ ...contentOf(content), version: version + 1, updatedBy: by, updatedAt: now })
        .where(and(eq(blogPosts.id, id), eq(blogPosts.version, version)))
        .returning({ version: blogPosts.version });
      if (!row) return null;
      await addVersion(tx, id, row.version, kind, content, by, now);
      return row.version;
    },

    /** Puts the post on the site now, at `version`, and keeps what went live as a version. */
    async publish(id: string, version: number, by: string | null, now: Date, tx: Executor): Promise<boolean> {
      const [row] = await tx
        .update(blogPosts)
        .set({
          status: "published",
          publishedAt: now,
          publishAt: null,
          version: version + 1,
          updatedBy: by,
          updatedAt: now,
        })
        .where(and(eq(blogPosts.id, id), eq(blogPosts.version, version)))
        .returning();
      if (!row) return false;
      await addVersion(tx, id, row.version, "publish", row, by, now);
      return true;
    },

    /** Sets the time the post goes live (it stays a draft until then), at `version`. */
    async schedule(id: string, version: number, at: Date, by: string | null, now: Date, tx: Executor) {
      const rows = await tx
        .update(blogPosts)
        .set({ status: "draft", publishAt: at, version: version + 1, updatedBy: by, updatedAt: now })
        .where(and(eq(blogPosts.id, id), eq(blogPosts.version, version)))
        .returning({ id: blogPosts.id });
      return rows.length > 0;
    },

    /** Takes the post off the site and cancels a scheduled publish, at `version`. */
    async unpublish(id: string, version: number, by: string | null, now: Date, tx: Executor) {
      const rows = await tx
        .update(blogPosts)
        .set({ status: "draft", publishAt: null, version: version + 1, updatedBy: by, updatedAt: now })
        .where(and(eq(blogPosts.id, id), eq(blogPosts.version, version)))
        .returning({ id: blogPosts.id });
      return rows.length > 0;
    },

    /**
     * Publishes every scheduled post whose time has come, in one statement: the row lock makes a second
     * instance's pass find `publish_at` already cleared, so each post goes live once. The post's date is the
     * time it was scheduled for (at most one sweep interval ago).
     */
    async publishDue(now: Date) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(blogPosts)
          .set({
            status: "published",
            publishedAt: sql`${blogPosts.publishAt}`,
            publishAt: null,
            version: sql`${blogPosts.version} + 1`,
            updatedAt: now,
          })
          .where(and(eq(blogPosts.status, "draft"), lte(blogPosts.publishAt, now)))
          .returning();
        for (const row of rows) await addVersion(tx, row.id, row.version, "publish", row, row.updatedBy, now);
        return rows.map((row) => ({ id: row.id, slug: row.slug }));
      });
    },

    async versions(id: string, page: number, pageSize: number) {
      const where = eq(blogPostVersions.postId, id);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            number: blogPostVersions.number,
            kind: blogPostVersions.kind,
            slug: blogPostVersions.slug,
            title: blogPostVersions.title,
            savedAt: blogPostVersions.savedAt,
            savedBy: sql<
              string | null
            >`(select ${users.name} from ${users} where ${users.id} = ${blogPostVersions.savedBy})`,
          })
          .from(blogPostVersions)
          .where(where)
          .orderBy(desc(blogPostVersions.number))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(blogPostVersions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async version(id: string, number: number) {
      const [row] = await db
        .select({
          version: blogPostVersions,
          savedBy: sql<
            string | null
          >`(select ${users.name} from ${users} where ${users.id} = ${blogPostVersions.savedBy})`,
        })
        .from(blogPostVersions)
        .where(and(eq(blogPostVersions.postId, id), eq(blogPostVersions.number, number)));
      return row ? { ...row.version, savedByName: row.savedBy } : undefined;
    },

    /** Every cover the post or one of its versions names (what a deletion may leave unused). */
    async coverPaths(id: string, tx: Executor): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ coverPath: blogPostVersions.coverPath })
        .from(blogPostVersions)
        .where(and(eq(blogPostVersions.postId, id), isNotNull(blogPostVersions.coverPath)));
      const [post] = await tx
        .select({ coverPath: blogPosts.coverPath })
        .from(blogPosts)
        .where(eq(blogPosts.id, id));
      return [...new Set([...rows, ...(post ? [post] : [])].flatMap((row) => row.coverPath ?? []))];
    },

    /** Which of `paths` a post or a version still names (after a deletion: those that must stay). */
    async coversStillNamed(paths: string[], tx: Executor): Promise<Set<string>> {
      if (paths.length === 0) return new Set();
      const posts = await tx
        .selectDistinct({ coverPath: blogPosts.coverPath })
        .from(blogPosts)
        .where(inArray(blogPosts.coverPath, paths));
      const versions = await tx
        .selectDistinct({ coverPath: blogPostVersions.coverPath })
        .from(blogPostVersions)
        .where(inArray(blogPostVersions.coverPath, paths));
      return new Set([...posts, ...versions].flatMap((row) => row.coverPath ?? []));
    },

    /** Deletes the post with its versions (cascade). */
    async remove(id: string, tx: Executor) {
      const rows = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ slug: blogPosts.slug });
      return rows[0];
    },
  };
}
export type PostsRepository = ReturnType<typeof createPostsRepository>;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
