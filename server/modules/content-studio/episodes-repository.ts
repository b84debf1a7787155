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
import type { PostStatus } from "#contracts/content-studio-text.ts";
import type { Database, Executor } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { podcastEpisodes } from "#server/db/schema/content.ts";
import { addItemVersion, keepItemBaseVersion } from "./item-versions-repository.ts";

export type EpisodeRow = typeof podcastEpisodes.$inferSelect & { updatedByName: string | null };
/** What the editor writes (and every version keeps, as its snapshot). */
export type EpisodeContent = {
  slug: string;
  episodeNumber: number;
  title: string;
  summary: string;
  showNotesMarkdown: string;
  guests: string[];
  audioUrl: string;
  durationSeconds: number;
  tags: string[];
  coverPath: string | null;
  coverAlt: string;
};

const entity = "podcast_episode";

const updatedByName = sql<
  string | null
>`(select ${users.name} from ${users} where ${users.id} = ${podcastEpisodes.updatedBy})`;

/** The editable fields of a row or an input: what a version keeps. */
export function episodeContentOf(row: EpisodeContent): EpisodeContent {
  return {
    slug: row.slug,
    episodeNumber: row.episodeNumber,
    title: row.title,
    summary: row.summary,
    showNotesMarkdown: row.showNotesMarkdown,
    guests: row.guests,
    audioUrl: row.audioUrl,
    durationSeconds: row.durationSeconds,
    tags: row.tags,
    coverPath: row.coverPath,
    coverAlt: row.coverAlt,
  };
}

// Live: published and its date has come (the public podcast's rule, podcast-repository.ts). A draft with
// `publish_at` is scheduled; so is a published row dated in the future, since visitors do not see it yet.
function statusWhere(status: PostStatus | undefined, now: Date): SQL | undefined {
  const e = podcastEpisodes;
  if (status === "published") return and(eq(e.status, "published"), lte(e.publishedAt, now));
  if (status === "scheduled")
    return or(
      and(eq(e.status, "draft"), isNotNull(e.publishAt)),
      and(eq(e.status, "published"), gt(e.publishedAt, now)),
    );
  if (status === "draft") return and(eq(e.status, "draft"), isNull(e.publishAt));
  return undefined;
}

/** The content studio's view of podcast episodes (issue 21): every episode whatever its state. */
export function createEpisodesRepository(db: Database) {
  const select = () =>
    db.select({ episode: podcastEpisodes, updatedByName }).from(podcastEpisodes).$dynamic();
  const withName = (row: { episode: typeof podcastEpisodes.$inferSelect; updatedByName: string | null }) => ({
    ...row.episode,
    updatedByName: row.updatedByName,
  });

  /** Before the studio's first change to an episode written without it, its state as found. */
  async function keepBase(tx: Executor, id: string) {
    const [row] = await tx.select().from(podcastEpisodes).where(eq(podcastEpisodes.id, id));
    if (row)
      await keepItemBaseVersion(
        tx,
        entity,
        id,
        row.version,
        episodeContentOf(row),
        row.createdBy,
        row.updatedAt,
      );
  }

  return {
    /** A new draft (version 1, kept as the first version). */
    async create(content: EpisodeContent, by: string | null, now: Date, tx: Executor): Promise<string> {
      const [row] = await tx
        .insert(podcastEpisodes)
        .values({
          ...episodeContentOf(content),
          status: "draft",
          // Not null in the table; a draft's date means nothing until it is published (which sets it).
          publishedAt: now,
          createdBy: by,
          updatedBy: by,
          updatedAt: now,
        })
        .returning({ id: podcastEpisodes.id });
      if (!row) throw new Error("podcast episode insert returned no row");
      await addItemVersion(tx, entity, row.id, 1, "create", episodeContentOf(content), by, now);
      return row.id;
    },

    async byId(id: string, tx: Executor = db): Promise<EpisodeRow | undefined> {
      const [row] = await tx
        .select({ episode: podcastEpisodes, updatedByName })
        .from(podcastEpisodes)
        .where(eq(podcastEpisodes.id, id));
      return row ? withName(row) : undefined;
    },

    async slugOwner(slug: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: podcastEpisodes.id })
        .from(podcastEpisodes)
        .where(eq(podcastEpisodes.slug, slug));
      return row?.id;
    },

    async numberOwner(episodeNumber: number): Promise<string | undefined> {
      const [row] = await db
        .select({ id: podcastEpisodes.id })
        .from(podcastEpisodes)
        .where(eq(podcastEpisodes.episodeNumber, episodeNumber));
      return row?.id;
    },

    /** Newest episode number first. */
    async list(
      filter: { status?: PostStatus | undefined; q?: string | undefined },
      page: number,
      pageSize: number,
      now: Date,
    ) {
      const like = filter.q ? `%${escapeLike(filter.q)}%` : null;
      const search = like
        ? or(
            ilike(podcastEpisodes.title, like),
            ilike(podcastEpisodes.slug, like),
            ilike(sql`${podcastEpisodes.guests}::text`, like),
          )
        : undefined;
      const where = and(statusWhere(filter.status, now), search);
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(podcastEpisodes.episodeNumber), desc(podcastEpisodes.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(podcastEpisodes).where(where),
      ]);
      return { rows: rows.map(withName), total: total?.n ?? 0 };
    },

    /**
     * Writes the episode while it is still at `version` (optimistic concurrency) and keeps the new state as a
     * version; answers the new version, or null when someone wrote since.
     */
    async save(
      id: string,
      version: number,
      content: EpisodeContent,
      kind: "save" | "restore",
      by: string | null,
      now: Date,
      tx: Executor,
    ): Promise<number | null> {
      await keepBase(tx, id);
      const [row] = await tx
        .update(podcastEpisodes)
        .set({ ...episodeContentOf(content), version: version + 1, updatedBy: by, updatedAt: now })
        .where(and(eq(podcastEpisodes.id, id), eq(podcastEpisodes.version, version)))
        .returning({ version: podcastEpisodes.version });
      if (!row) return null;
      await addItemVersion(tx, entity, id, row.version, kind, episodeContentOf(content), by, now);
      return row.version;
    },

    /** Puts the episode on the site now, at `version`, and keeps what went live as a version. */
    async publish(id: string, version: number, by: string | null, now: Date, tx: Executor): Promise<boolean> {
      await keepBase(tx, id);
      const [row] = await tx
        .update(podcastEpisodes)
        .set({
          status: "published",
          publishedAt: now,
          publishAt: null,
          version: version + 1,
          updatedBy: by,
          updatedAt: now,
        })
        .where(and(eq(podcastEpisodes.id, id), eq(podcastEpisodes.version, version)))
        .returning();
      if (!row) return false;
      await addItemVersion(tx, entity, id, row.version, "publish", episodeContentOf(row), by, now);
      return true;
    },

    /** Sets the time the episode goes live (it is a draft until then), at `version`. */
    async schedule(id: string, version: number, at: Date, by: string | null, now: Date, tx: Executor) {
      const rows = await tx
        .update(podcastEpisodes)
        .set({ status: "draft", publishAt: at, version: version + 1, updatedBy: by, updatedAt: now })
        .where(and(eq(podcastEpisodes.id, id), eq(podcastEpisodes.version, version)))
        .returning({ id: podcastEpisodes.id });
      return rows.length > 0;
    },

    /** Takes the episode off the site and cancels a scheduled publish, at `version`. */
    async unpublish(id: string, version: number, by: string | null, now: Date, tx: Executor) {
      const rows = await tx
        .update(podcastEpisodes)
        .set({ status: "draft", publishAt: null, version: version + 1, updatedBy: by, updatedAt: now })
        .where(and(eq(podcastEpisodes.id, id), eq(podcastEpisodes.version, version)))
        .returning({ id: podcastEpisodes.id });
      return rows.length > 0;
    },

    /**
     * Publishes every scheduled episode whose time has come, in one statement: the row lock makes a second
     * instance's pass find `publish_at` already cleared, so each goes live once. Its date is the time it was
     * scheduled for (at most one sweep interval ago).
     */
    async publishDue(now: Date, tx: Executor) {
      const rows = await tx
        .update(podcastEpisodes)
        .set({
          status: "published",
          publishedAt: sql`${podcastEpisodes.publishAt}`,
          publishAt: null,
          version: sql`${podcastEpisodes.version} + 1`,
          updatedAt: now,
        })
        .where(and(eq(podcastEpisodes.status, "draft"), lte(podcastEpisodes.publishAt, now)))
        .returning();
      for (const row of rows)
        await addItemVersion(
          tx,
          entity,
          row.id,
          row.version,
          "publish",
          episodeContentOf(row),
          row.updatedBy,
          now,
        );
      return rows.map((row) => ({ id: row.id, slug: row.slug }));
    },

    /** Which of `paths` an episode names as its cover now. */
    async coversInUse(paths: string[], tx: Executor): Promise<Set<string>> {
      if (paths.length === 0) return new Set();
      const rows = await tx
        .selectDistinct({ coverPath: podcastEpisodes.coverPath })
        .from(podcastEpisodes)
        .where(inArray(podcastEpisodes.coverPath, paths));
      return new Set(rows.flatMap((row) => row.coverPath ?? []));
    },

    /** Deletes the episode (its versions are the versions repository's). */
    async remove(id: string, tx: Executor): Promise<void> {
      await tx.delete(podcastEpisodes).where(eq(podcastEpisodes.id, id));
    },
  };
}
export type EpisodesRepository = ReturnType<typeof createEpisodesRepository>;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
