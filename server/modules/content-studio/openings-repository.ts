import { and, count, desc, eq, ilike, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { OpeningKind } from "#contracts/careers.ts";
import type { PostStatus } from "#contracts/content-studio-text.ts";
import type { Database, Executor } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { jobApplications, jobOpenings } from "#server/db/schema/careers.ts";
import { addItemVersion, keepItemBaseVersion } from "./item-versions-repository.ts";

export type OpeningRow = typeof jobOpenings.$inferSelect & {
  updatedByName: string | null;
  applications: number;
};
/** What the editor writes (and every version keeps, as its snapshot). */
export type OpeningContent = {
  slug: string;
  kind: OpeningKind;
  title: string;
  team: string;
  location: string;
  employmentType: string;
  summary: string;
  descriptionMarkdown: string;
  status: "open" | "closed";
};

const entity = "job_opening";

const updatedByName = sql<
  string | null
>`(select ${users.name} from ${users} where ${users.id} = ${jobOpenings.updatedBy})`;
// Qualified by hand: in a select from one table Drizzle leaves column names bare, and a bare "id" here would be
// the application's own.
const applications = sql<number>`(select count(*)::int from ${jobApplications} a where a.opening_id = ${jobOpenings}.id)`;

/** The editable fields of a row or an input: what a version keeps. */
export function openingContentOf(row: OpeningContent): OpeningContent {
  return {
    slug: row.slug,
    kind: row.kind,
    title: row.title,
    team: row.team,
    location: row.location,
    employmentType: row.employmentType,
    summary: row.summary,
    descriptionMarkdown: row.descriptionMarkdown,
    status: row.status,
  };
}

// Published: on the careers pages while open (the careers module's rule). A draft with `publish_at` is
// scheduled.
function publicationWhere(publication: PostStatus | undefined): SQL | undefined {
  const j = jobOpenings;
  if (publication === "published") return eq(j.publication, "published");
  if (publication === "scheduled") return and(eq(j.publication, "draft"), isNotNull(j.publishAt));
  if (publication === "draft") return and(eq(j.publication, "draft"), isNull(j.publishAt));
  return undefined;
}

type Selected = {
  opening: typeof jobOpenings.$inferSelect;
  updatedByName: string | null;
  applications: number;
};
const withExtras = (row: Selected): OpeningRow => ({
  ...row.opening,
  updatedByName: row.updatedByName,
  applications: Number(row.applications),
});

/** The content studio's view of job openings (issue 21): every opening whatever its state. */
export function createOpeningsRepository(db: Database) {
  /** Before the studio's first change to an opening written without it, its state as found. */
  async function keepBase(tx: Executor, id: string) {
    const [row] = await tx.select().from(jobOpenings).where(eq(jobOpenings.id, id));
    if (row)
      await keepItemBaseVersion(
        tx,
        entity,
        id,
        row.version,
        openingContentOf(row),
        row.createdBy,
        row.updatedAt,
      );
  }

  return {
    /** A new draft (version 1, kept as the first version). */
    async create(content: OpeningContent, by: string | null, now: Date, tx: Executor): Promise<string> {
      const [row] = await tx
        .insert(jobOpenings)
        .values({
          ...openingContentOf(content),
          publication: "draft",
          // Set again when it is published: the date visitors see is the day it went up.
          postedAt: now,
          createdBy: by,
          updatedBy: by,
          updatedAt: now,
        })
        .returning({ id: jobOpenings.id });
      if (!row) throw new Error("job opening insert returned no row");
      await addItemVersion(tx, entity, row.id, 1, "create", openingContentOf(content), by, now);
      return row.id;
    },

    async byId(id: string, tx: Executor = db): Promise<OpeningRow | undefined> {
      const [row] = await tx
        .select({ opening: jobOpenings, updatedByName, applications })
        .from(jobOpenings)
        .where(eq(jobOpenings.id, id));
      return row ? withExtras(row) : undefined;
    },

    async slugOwner(slug: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: jobOpenings.id })
        .from(jobOpenings)
        .where(eq(jobOpenings.slug, slug));
      return row?.id;
    },

    /** Last changed first. */
    async list(
      filter: {
        publication?: PostStatus | undefined;
        kind?: OpeningKind | undefined;
        q?: string | undefined;
      },
      page: number,
      pageSize: number,
    ) {
      const like = filter.q ? `%${escapeLike(filter.q)}%` : null;
      const search = like
        ? or(ilike(jobOpenings.title, like), ilike(jobOpenings.slug, like), ilike(jobOpenings.team, like))
        : undefined;
      const where = and(
        publicationWhere(filter.publication),
        filter.kind ? eq(jobOpenings.kind, filter.kind) : undefined,
        search,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ opening: jobOpenings, updatedByName, applications })
          .from(jobOpenings)
          .where(where)
          .orderBy(desc(jobOpenings.updatedAt), desc(jobOpenings.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(jobOpenings).where(where),
      ]);
      return { rows: rows.map(withExtras), total: total?.n ?? 0 };
    },

    /**
     * Writes the opening while it is still at `version` (optimistic concurrency) and keeps the new state as a
     * version; answers the new version, or null when someone wrote since.
     */
    async save(
      id: string,
      version: number,
      content: OpeningContent,
      kind: "save" | "restore",
      by: string | null,
      now: Date,
      tx: Executor,
    ): Promise<number | null> {
      await keepBase(tx, id);
      const [row] = await tx
        .update(jobOpenings)
        .set({ ...openingContentOf(content), version: version + 1, updatedBy: by, updatedAt: now })
        .where(and(eq(jobOpenings.id, id), eq(jobOpenings.version, version)))
        .returning({ version: jobOpenings.version });
      if (!row) return null;
      await addItemVersion(tx, entity, id, row.version, kind, openingContentOf(content), by, now);
      return row.version;
    },

    /** Puts the opening on the careers pages now (while open), at `version`; keeps what went up as a version. */
    async publish(id: string, version: number, by: string | null, now: Date, tx: Executor): Promise<boolean> {
      await keepBase(tx, id);
      const [row] = await tx
        .update(jobOpenings)
        .set({
          publication: "published",
          postedAt: now,
          publishAt: null,
          version: version + 1,
          updatedBy: by,
          updatedAt: now,
        })
        .where(and(eq(jobOpenings.id, id), eq(jobOpenings.version, version)))
        .returning();
      if (!row) return false;
      await addItemVersion(tx, entity, id, row.version, "publish", openingContentOf(row), by, now);
      return true;
    },

    /** Sets the time the opening goes up (it is a draft until then), at `version`. */
    async schedule(id: string, version: number, at: Date, by: string | null, now: Date, tx: Executor) {
      const rows = await tx
        .update(jobOpenings)
        .set({ publication: "draft", publishAt: at, version: version + 1, updatedBy: by, updatedAt: now })
        .where(and(eq(jobOpenings.id, id), eq(jobOpenings.version, version)))
        .returning({ id: jobOpenings.id });
      return rows.length > 0;
    },

    /** Takes the opening off the careers pages and cancels a scheduled publish, at `version`. */
    async unpublish(id: string, version: number, by: string | null, now: Date, tx: Executor) {
      const rows = await tx
        .update(jobOpenings)
        .set({ publication: "draft", publishAt: null, version: version + 1, updatedBy: by, updatedAt: now })
        .where(and(eq(jobOpenings.id, id), eq(jobOpenings.version, version)))
        .returning({ id: jobOpenings.id });
      return rows.length > 0;
    },

    /**
     * Publishes every scheduled opening whose time has come, in one statement (each once across instances,
     * the episodes' way); its posting date is the time it was scheduled for.
     */
    async publishDue(now: Date, tx: Executor) {
      const rows = await tx
        .update(jobOpenings)
        .set({
          publication: "published",
          postedAt: sql`${jobOpenings.publishAt}`,
          publishAt: null,
          version: sql`${jobOpenings.version} + 1`,
          updatedAt: now,
        })
        .where(and(eq(jobOpenings.publication, "draft"), lte(jobOpenings.publishAt, now)))
        .returning();
      for (const row of rows)
        await addItemVersion(
          tx,
          entity,
          row.id,
          row.version,
          "publish",
          openingContentOf(row),
          row.updatedBy,
          now,
        );
      return rows.map((row) => ({ id: row.id, slug: row.slug }));
    },

    /** Applications received for the opening (read again inside a deletion's transaction). */
    async applicationCount(id: string, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(jobApplications)
        .where(eq(jobApplications.openingId, id));
      return row?.n ?? 0;
    },

    /** Deletes the opening (its versions are the versions repository's; applications block it). */
    async remove(id: string, tx: Executor): Promise<void> {
      await tx.delete(jobOpenings).where(eq(jobOpenings.id, id));
    },
  };
}
export type OpeningsRepository = ReturnType<typeof createOpeningsRepository>;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
