import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { PostStatus, PostVersionKind } from "#contracts/content-studio-text.ts";
import type { Database, Executor } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { contentVersions, webinarRegistrations, webinars } from "#server/db/schema/content.ts";
import { createMailRepository, type NewMail } from "#server/modules/mail/repository.ts";

/** What an editor writes (and every version keeps). */
export type WebinarContent = {
  slug: string;
  title: string;
  summary: string;
  descriptionMarkdown: string;
  hostName: string;
  startsAt: Date;
  durationMinutes: number;
  joinUrl: string | null;
  recordingUrl: string | null;
  tags: string[];
  coverPath: string | null;
  coverAlt: string;
};

export type WebinarRow = typeof webinars.$inferSelect & {
  updatedByName: string | null;
  /** How many people registered. */
  registrants: number;
  /** How many of them the current join link reached. */
  joinLinkSent: number;
};

export type Registrant = { id: string; name: string; email: string };

const entityType = "webinar";

const updatedByName = sql<
  string | null
>`(select ${users.name} from ${users} where ${users.id} = ${webinars.updatedBy})`;
// Written out in full: inside a select from one table, Drizzle leaves column names unqualified, and `id` would
// then be the registration's own.
const registrantsCount = sql<number>`(select count(*)::int from webinar_registrations r
  where r.webinar_id = "webinars"."id")`;
const joinLinkSentCount = sql<number>`(select count(*)::int from webinar_registrations r
  where r.webinar_id = "webinars"."id" and r.join_link_sent_url = "webinars"."join_url")`;
const rowColumns = {
  webinar: webinars,
  updatedByName,
  registrants: registrantsCount,
  joinLinkSent: joinLinkSentCount,
};

type Selected = {
  webinar: typeof webinars.$inferSelect;
  updatedByName: string | null;
  registrants: number;
  joinLinkSent: number;
};
const toRow = (row: Selected): WebinarRow => ({
  ...row.webinar,
  updatedByName: row.updatedByName,
  registrants: Number(row.registrants),
  joinLinkSent: Number(row.joinLinkSent),
});

// A webinar is on /webinars when published (the content module's reads, webinars-repository.ts there). A draft
// with `publish_at` is scheduled: the publisher makes it published then.
function statusWhere(status: PostStatus | undefined): SQL | undefined {
  if (status === "published") return eq(webinars.status, "published");
  if (status === "scheduled") return and(eq(webinars.status, "draft"), isNotNull(webinars.publishAt));
  if (status === "draft") return and(eq(webinars.status, "draft"), isNull(webinars.publishAt));
  return undefined;
}

function contentOf(row: WebinarContent): WebinarContent {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    descriptionMarkdown: row.descriptionMarkdown,
    hostName: row.hostName,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    joinUrl: row.joinUrl,
    recordingUrl: row.recordingUrl,
    tags: row.tags,
    coverPath: row.coverPath,
    coverAlt: row.coverAlt,
  };
}

/** A version's snapshot (jsonb): the content, its time as ISO 8601. */
function snapshotOf(content: WebinarContent): Record<string, unknown> {
  return { ...contentOf(content), startsAt: content.startsAt.toISOString() };
}

/** A snapshot read back; fields a later version of the code added read as their empty value. */
export function contentOfSnapshot(snapshot: Record<string, unknown>): WebinarContent {
  const text = (key: string) => (typeof snapshot[key] === "string" ? (snapshot[key] as string) : "");
  const optional = (key: string) => (typeof snapshot[key] === "string" ? (snapshot[key] as string) : null);
  return {
    slug: text("slug"),
    title: text("title"),
    summary: text("summary"),
    descriptionMarkdown: text("descriptionMarkdown"),
    hostName: text("hostName"),
    startsAt: new Date(text("startsAt")),
    durationMinutes: typeof snapshot.durationMinutes === "number" ? snapshot.durationMinutes : 60,
    joinUrl: optional("joinUrl"),
    recordingUrl: optional("recordingUrl"),
    tags: Array.isArray(snapshot.tags) ? snapshot.tags.filter((tag) => typeof tag === "string") : [],
    coverPath: optional("coverPath"),
    coverAlt: text("coverAlt"),
  };
}

const versionOf = (id: string) =>
  and(eq(contentVersions.entityType, entityType), eq(contentVersions.entityId, id));
const savedByName = sql<
  string | null
>`(select ${users.name} from ${users} where ${users.id} = ${contentVersions.savedBy})`;

/**
 * The content studio's view of webinars (issue 21): every webinar whatever its state, its versions (the shared
 * `content_versions` table, entity type 'webinar'), its registrants, and the join-link mails queued for them.
 */
export function createWebinarStudioRepository(db: Database) {
  async function addVersion(
    tx: Executor,
    webinarId: string,
    number: number,
    kind: PostVersionKind,
    content: WebinarContent,
    by: string | null,
    at: Date,
  ) {
    await tx.insert(contentVersions).values({
      entityType,
      entityId: webinarId,
      number,
      kind,
      snapshot: snapshotOf(content),
      savedBy: by,
      savedAt: at,
    });
  }

  return {
    /** A new draft (version 1, kept as the first version). */
    async create(content: WebinarContent, by: string | null, now: Date, tx: Executor): Promise<string> {
      const [row] = await tx
        .insert(webinars)
        .values({
          ...contentOf(content),
          status: "draft",
          createdBy: by,
          updatedBy: by,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: webinars.id });
      if (!row) throw new Error("webinar insert returned no row");
      await addVersion(tx, row.id, 1, "create", content, by, now);
      return row.id;
    },

    async byId(id: string, tx: Executor = db): Promise<WebinarRow | undefined> {
      const [row] = await tx.select(rowColumns).from(webinars).where(eq(webinars.id, id));
      return row ? toRow(row) : undefined;
    },

    async slugOwner(slug: string): Promise<string | undefined> {
      const [row] = await db.select({ id: webinars.id }).from(webinars).where(eq(webinars.slug, slug));
      return row?.id;
    },

    /** Latest start first (the next sessions, then the recordings), by status or search. */
    async list(
      filter: { status?: PostStatus | undefined; q?: string | undefined },
      page: number,
      pageSize: number,
    ) {
      const pattern = filter.q ? `%${escapeLike(filter.q)}%` : null;
      const search = pattern
        ? or(ilike(webinars.title, pattern), ilike(webinars.slug, pattern), ilike(webinars.hostName, pattern))
        : undefined;
      const where = and(statusWhere(filter.status), search);
      const [rows, [total]] = await Promise.all([
        db
          .select(rowColumns)
          .from(webinars)
          .where(where)
          .orderBy(desc(webinars.startsAt), desc(webinars.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(webinars).where(where),
      ]);
      return { rows: rows.map(toRow), total: total?.n ?? 0 };
    },

    /**
     * Writes the webinar while it is still at `version` (optimistic concurrency) and keeps the new state as a
     * version; answers the new version, or null when someone wrote since. The row stays locked until the
     * transaction ends, so a registration waits for it (and then reads the new join link).
     */
    async save(
      id: string,
      version: number,
      content: WebinarContent,
      kind: "save" | "restore",
      by: string | null,
      now: Date,
      tx: Executor,
    ): Promise<number | null> {
      const [row] = await tx
        .update(webinars)
        .set({ ...contentOf(content), version: version + 1, updatedBy: by, updatedAt: now })
        .where(and(eq(webinars.id, id), eq(webinars.version, version)))
        .returning({ version: webinars.version });
      if (!row) return null;
      await addVersion(tx, id, row.version, kind, content, by, now);
      return row.version;
    },

    /**
     * Marks every registrant the join link has not reached yet as sent it, and queues their mail in the same
     * transaction (the outbox delivers once it commits): a retried or repeated save finds them marked, so each
     * person gets each link once. Those who had an earlier link are told it replaces that one. Answers how many
     * mails were queued.
     */
    async queueJoinLinkMails(
      tx: Executor,
      webinarId: string,
      joinUrl: string,
      mailFor: (registrant: Registrant, replacesEarlierLink: boolean) => NewMail,
      now: Date,
    ): Promise<number> {
      const claim = (which: SQL) =>
        tx
          .update(webinarRegistrations)
          .set({ joinLinkSentUrl: joinUrl })
          .where(and(eq(webinarRegistrations.webinarId, webinarId), which))
          .returning({
            id: webinarRegistrations.id,
            name: webinarRegistrations.name,
            email: webinarRegistrations.email,
          });
      const first = await claim(isNull(webinarRegistrations.joinLinkSentUrl));
      const replaced = await claim(
        and(
          isNotNull(webinarRegistrations.joinLinkSentUrl),
          ne(webinarRegistrations.joinLinkSentUrl, joinUrl),
        ) as SQL,
      );
      const outbox = createMailRepository(tx as unknown as Database);
      for (const registrant of first) await outbox.insert(mailFor(registrant, false), now);
      for (const registrant of replaced) await outbox.insert(mailFor(registrant, true), now);
      return first.length + replaced.length;
    },

    /** Puts the webinar on /webinars now, at `version`, and keeps what went live as a version. */
    async publish(id: string, version: number, by: string | null, now: Date, tx: Executor): Promise<boolean> {
      const [row] = await tx
        .update(webinars)
        .set({ status: "published", publishAt: null, version: version + 1, updatedBy: by, updatedAt: now })
        .where(and(eq(webinars.id, id), eq(webinars.version, version)))
        .returning();
      if (!row) return false;
      await addVersion(tx, id, row.version, "publish", row, by, now);
      return true;
    },

    /** Sets the time the webinar appears (it stays a draft until then), at `version`. */
    async schedule(id: string, version: number, at: Date, by: string | null, now: Date, tx: Executor) {
      const rows = await tx
        .update(webinars)
        .set({ status: "draft", publishAt: at, version: version + 1, updatedBy: by, updatedAt: now })
        .where(and(eq(webinars.id, id), eq(webinars.version, version)))
        .returning({ id: webinars.id });
      return rows.length > 0;
    },

    /** Takes the webinar off /webinars and cancels a scheduled publish, at `version`. */
    async unpublish(id: string, version: number, by: string | null, now: Date, tx: Executor) {
      const rows = await tx
        .update(webinars)
        .set({ status: "draft", publishAt: null, version: version + 1, updatedBy: by, updatedAt: now })
        .where(and(eq(webinars.id, id), eq(webinars.version, version)))
        .returning({ id: webinars.id });
      return rows.length > 0;
    },

    /**
     * Publishes every scheduled webinar whose time has come, in one statement: the row lock makes a second
     * instance's pass find `publish_at` already cleared, so each webinar goes live once.
     */
    async publishDue(now: Date) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(webinars)
          .set({
            status: "published",
            publishAt: null,
            version: sql`${webinars.version} + 1`,
            updatedAt: now,
          })
          .where(and(eq(webinars.status, "draft"), lte(webinars.publishAt, now)))
          .returning();
        for (const row of rows) await addVersion(tx, row.id, row.version, "publish", row, row.updatedBy, now);
        return rows.map((row) => ({ id: row.id, slug: row.slug }));
      });
    },

    async versions(id: string, page: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            number: contentVersions.number,
            kind: contentVersions.kind,
            slug: sql<string>`coalesce(${contentVersions.snapshot}->>'slug', '')`,
            title: sql<string>`coalesce(${contentVersions.snapshot}->>'title', '')`,
            savedAt: contentVersions.savedAt,
            savedBy: savedByName,
          })
          .from(contentVersions)
          .where(versionOf(id))
          .orderBy(desc(contentVersions.number))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(contentVersions).where(versionOf(id)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async version(id: string, number: number) {
      const [row] = await db
        .select({
          number: contentVersions.number,
          kind: contentVersions.kind,
          snapshot: contentVersions.snapshot,
          savedAt: contentVersions.savedAt,
          savedBy: savedByName,
        })
        .from(contentVersions)
        .where(and(versionOf(id), eq(contentVersions.number, number)));
      return row ? { ...row, content: contentOfSnapshot(row.snapshot) } : undefined;
    },

    /** A page of registrants, newest first; `joinUrl` tells whose mail carried the current link. */
    async registrants(id: string, joinUrl: string | null, page: number, pageSize: number) {
      const where = eq(webinarRegistrations.webinarId, id);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: webinarRegistrations.id,
            name: webinarRegistrations.name,
            email: webinarRegistrations.email,
            registeredAt: webinarRegistrations.createdAt,
            sentUrl: webinarRegistrations.joinLinkSentUrl,
          })
          .from(webinarRegistrations)
          .where(where)
          .orderBy(desc(webinarRegistrations.createdAt), desc(webinarRegistrations.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(webinarRegistrations).where(where),
      ]);
      return {
        rows: rows.map(({ sentUrl, ...row }) => ({
          ...row,
          joinLinkSent: joinUrl !== null && sentUrl === joinUrl,
        })),
        total: total?.n ?? 0,
      };
    },

    /** Every registrant of the webinar with their registration's id (the calendar invite's UID), in `tx`. */
    async registrantsIn(tx: Executor, id: string): Promise<Registrant[]> {
      return tx
        .select({
          id: webinarRegistrations.id,
          name: webinarRegistrations.name,
          email: webinarRegistrations.email,
        })
        .from(webinarRegistrations)
        .where(eq(webinarRegistrations.webinarId, id))
        .orderBy(asc(webinarRegistrations.createdAt), asc(webinarRegistrations.id));
    },

    /** Queues these mails in the outbox, in `tx` (they go out once it commits). */
    async queueMails(tx: Executor, mails: NewMail[], now: Date): Promise<void> {
      const outbox = createMailRepository(tx as unknown as Database);
      for (const mail of mails) await outbox.insert(mail, now);
    },

    /** Every registrant, in the order they registered (the CSV export). */
    async allRegistrants(id: string) {
      return db
        .select({
          name: webinarRegistrations.name,
          email: webinarRegistrations.email,
          registeredAt: webinarRegistrations.createdAt,
          sentUrl: webinarRegistrations.joinLinkSentUrl,
        })
        .from(webinarRegistrations)
        .where(eq(webinarRegistrations.webinarId, id))
        .orderBy(asc(webinarRegistrations.createdAt), asc(webinarRegistrations.id));
    },

    /**
     * Deletes the webinar with its versions, unless someone registered: answers false then. The row is locked
     * first, so a registration in flight either lands before the count (and the delete is refused) or finds
     * the webinar gone.
     */
    async removeUnlessRegistered(id: string, tx: Executor): Promise<boolean> {
      await tx.select({ id: webinars.id }).from(webinars).where(eq(webinars.id, id)).for("update");
      const [registered] = await tx
        .select({ n: count() })
        .from(webinarRegistrations)
        .where(eq(webinarRegistrations.webinarId, id));
      if ((registered?.n ?? 0) > 0) return false;
      await tx.delete(contentVersions).where(versionOf(id));
      await tx.delete(webinars).where(eq(webinars.id, id));
      return true;
    },

    /** Every cover the webinar or one of its versions names (what a deletion may leave unused). */
    async coverPaths(id: string, tx: Executor): Promise<string[]> {
      const versions = await tx
        .selectDistinct({ coverPath: sql<string | null>`${contentVersions.snapshot}->>'coverPath'` })
        .from(contentVersions)
        .where(versionOf(id));
      const [webinar] = await tx
        .select({ coverPath: webinars.coverPath })
        .from(webinars)
        .where(eq(webinars.id, id));
      return [...new Set([...versions, ...(webinar ? [webinar] : [])].flatMap((row) => row.coverPath ?? []))];
    },

    /** Which of `paths` a webinar or a webinar's version still names (after a deletion: those that must stay). */
    async coversStillNamed(paths: string[], tx: Executor): Promise<Set<string>> {
      if (paths.length === 0) return new Set();
      const current = await tx
        .selectDistinct({ coverPath: webinars.coverPath })
        .from(webinars)
        .where(inArray(webinars.coverPath, paths));
      const snapshotCover = sql<string | null>`${contentVersions.snapshot}->>'coverPath'`;
      const versions = await tx
        .selectDistinct({ coverPath: snapshotCover })
        .from(contentVersions)
        .where(and(eq(contentVersions.entityType, entityType), inArray(snapshotCover, paths)));
      return new Set([...current, ...versions].flatMap((row) => row.coverPath ?? []));
    },
  };
}
export type WebinarStudioRepository = ReturnType<typeof createWebinarStudioRepository>;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
