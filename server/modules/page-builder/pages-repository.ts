import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { PageDocument } from "#contracts/page-builder.ts";
import type { PageStatus } from "#contracts/page-builder-text.ts";
import type { Database, Executor } from "#server/db/client.ts";
import { pageViews } from "#server/db/schema/analytics.ts";
import { users } from "#server/db/schema/auth.ts";
import { leads } from "#server/db/schema/leads.ts";
import { landingPages, landingPageVersions } from "#server/db/schema/page-builder.ts";
import { checkoutPages } from "#server/modules/analytics/funnel-pages.ts";
import type { PageVariant } from "./ab-bucket.ts";

export type PageRow = typeof landingPages.$inferSelect & { updatedByName: string | null };
export type PageFields = { path: string; title: string; description: string };
type VersionKind = (typeof landingPageVersions.$inferInsert)["kind"];

const updatedByName = sql<
  string | null
>`(select ${users.name} from ${users} where ${users.id} = ${landingPages.updatedBy})`;

function statusWhere(status: PageStatus | undefined) {
  if (status === "published") return isNotNull(landingPages.published);
  if (status === "scheduled") return and(isNull(landingPages.published), isNotNull(landingPages.publishAt));
  if (status === "draft") return and(isNull(landingPages.published), isNull(landingPages.publishAt));
  return undefined;
}

/** The page builder's tables (issue 21): pages, their drafts and published copies, and every saved version. */
export function createPagesRepository(db: Database) {
  async function addVersion(
    tx: Executor,
    pageId: string,
    number: number,
    kind: VersionKind,
    fields: PageFields,
    document: PageDocument,
    by: string | null,
    at: Date,
  ) {
    await tx
      .insert(landingPageVersions)
      .values({ pageId, number, kind, ...fields, document, savedBy: by, savedAt: at });
  }

  return {
    async create(
      fields: PageFields,
      document: PageDocument,
      by: string | null,
      now: Date,
      tx: Executor = db,
    ) {
      const [row] = await tx
        .insert(landingPages)
        .values({ ...fields, draft: document, createdBy: by, updatedBy: by, createdAt: now, updatedAt: now })
        .returning({ id: landingPages.id });
      if (!row) throw new Error("landing page insert returned no row");
      await addVersion(tx, row.id, 1, "create", fields, document, by, now);
      return row.id;
    },

    async byId(id: string, tx: Executor = db): Promise<PageRow | undefined> {
      const [row] = await tx
        .select({ page: landingPages, updatedByName })
        .from(landingPages)
        .where(eq(landingPages.id, id));
      return row ? { ...row.page, updatedByName: row.updatedByName } : undefined;
    },

    /** The published copy at a path (what visitors see); variant b: B's copy while a test runs. */
    async publishedAt(path: string, variant: PageVariant = "a") {
      const [row] = await db
        .select({
          path: landingPages.path,
          title: landingPages.publishedTitle,
          description: landingPages.publishedDescription,
          document: landingPages.published,
          variantDocument: landingPages.variantPublished,
          publishedAt: landingPages.publishedAt,
        })
        .from(landingPages)
        .where(and(eq(landingPages.path, path), isNotNull(landingPages.published)));
      if (!row?.document || row.title === null || row.description === null) return undefined;
      const { variantDocument, ...page } = row;
      const document = variant === "b" && variantDocument ? variantDocument : row.document;
      return { ...page, title: row.title, description: row.description, document };
    },

    /** The paths of published pages with a running A/B test (the page render asks for a bucket there). */
    async runningTestPaths(): Promise<string[]> {
      const rows = await db
        .select({ path: landingPages.path })
        .from(landingPages)
        .where(and(isNotNull(landingPages.variantPublished), isNotNull(landingPages.published)));
      return rows.map((row) => row.path);
    },

    /** Variant B as a copy of A's draft, at `version`, when the page has none yet. */
    async createVariant(id: string, version: number, by: string | null, now: Date, tx: Executor) {
      const rows = await tx
        .update(landingPages)
        .set({
          variantDraft: sql`${landingPages.draft}`,
          version: version + 1,
          updatedBy: by,
          updatedAt: now,
        })
        .where(
          and(eq(landingPages.id, id), eq(landingPages.version, version), isNull(landingPages.variantDraft)),
        )
        .returning({ id: landingPages.id });
      return rows.length > 0;
    },

    async saveVariant(
      id: string,
      version: number,
      document: PageDocument,
      by: string | null,
      now: Date,
      tx: Executor,
    ) {
      const rows = await tx
        .update(landingPages)
        .set({ variantDraft: document, version: version + 1, updatedBy: by, updatedAt: now })
        .where(
          and(
            eq(landingPages.id, id),
            eq(landingPages.version, version),
            isNotNull(landingPages.variantDraft),
          ),
        )
        .returning({ id: landingPages.id });
      return rows.length > 0;
    },

    /** Publishes A's draft and B's together and starts the test now, at `version`. */
    async startVariant(id: string, version: number, by: string | null, now: Date, tx: Executor) {
      const rows = await tx
        .update(landingPages)
        .set({
          published: sql`${landingPages.draft}`,
          publishedTitle: sql`${landingPages.title}`,
          publishedDescription: sql`${landingPages.description}`,
          publishedAt: now,
          publishAt: null,
          publishedVersion: version + 1,
          variantPublished: sql`${landingPages.variantDraft}`,
          variantStartedAt: now,
          version: version + 1,
          updatedBy: by,
          updatedAt: now,
        })
        .where(
          and(
            eq(landingPages.id, id),
            eq(landingPages.version, version),
            isNotNull(landingPages.variantDraft),
          ),
        )
        .returning({ id: landingPages.id });
      return rows.length > 0;
    },

    /**
     * Ends the test with `winner` as A's draft and, when `publish`, as the published page; B is dropped.
     * At `version`.
     */
    async stopVariant(
      id: string,
      version: number,
      winner: PageDocument,
      publish: boolean,
      by: string | null,
      now: Date,
      tx: Executor,
    ) {
      const rows = await tx
        .update(landingPages)
        .set({
          draft: winner,
          ...(publish
            ? { published: winner, publishedAt: now, publishedVersion: version + 1, publishAt: null }
            : {}),
          variantDraft: null,
          variantPublished: null,
          variantStartedAt: null,
          version: version + 1,
          updatedBy: by,
          updatedAt: now,
        })
        .where(and(eq(landingPages.id, id), eq(landingPages.version, version)))
        .returning({ id: landingPages.id });
      return rows.length > 0;
    },

    /**
     * A test's numbers per bucket since `since`, read from rows that exist anyway: the page's views (bucketed
     * by their stored visitor hash: the parity of its first byte, as ab-bucket.ts), the visitors of those
     * who reached a checkout page the same day (the hash is daily) after viewing the page, and the leads
     * sent from the page, which carry the bucket they were sent from.
     */
    async variantStats(path: string, since: Date) {
      // The first byte of a base64url hash is 6 bits of its first character and 2 of its second: its lowest
      // bit is bit 4 of the second character's value.
      const bucket = sql<string>`case when ((strpos('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', substr(${pageViews.visitorHash}, 2, 1)) - 1) >> 4) & 1 = 1 then 'b' else 'a' end`;
      const checkoutList = sql.join(
        checkoutPages.map((page) => sql`${page}`),
        sql`, `,
      );
      const [views, leadRows] = await Promise.all([
        db
          .select({
            variant: bucket,
            views: count(),
            visitors: sql<number>`count(distinct ${pageViews.visitorHash})::int`,
            // Named in full: drizzle writes a single table's columns unqualified, which inside the
            // subquery would name the inner row's.
            checkouts: sql<number>`count(distinct ${pageViews.visitorHash}) filter (where exists (
              select 1 from ${pageViews} as "later"
              where "later"."visitor_hash" = "page_views"."visitor_hash" and "later"."day" = "page_views"."day"
                and "later"."created_at" >= "page_views"."created_at"
                and "later"."path" in (${checkoutList})))::int`,
          })
          .from(pageViews)
          .where(and(eq(pageViews.path, path), gte(pageViews.createdAt, since)))
          .groupBy(bucket),
        db
          .select({ variant: sql<string | null>`${leads.details} ->> 'variant'`, leads: count() })
          .from(leads)
          .where(and(sql`${leads.details} ->> 'page' = ${path}`, gte(leads.createdAt, since)))
          .groupBy(sql`${leads.details} ->> 'variant'`),
      ]);
      return { views, leads: leadRows };
    },

    /** Every published page's path (the sitemap). */
    async publishedPaths() {
      return db
        .select({ path: landingPages.path, publishedAt: landingPages.publishedAt })
        .from(landingPages)
        .where(isNotNull(landingPages.published))
        .orderBy(landingPages.path);
    },

    async pathOwner(path: string, tx: Executor = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ id: landingPages.id })
        .from(landingPages)
        .where(eq(landingPages.path, path));
      return row?.id;
    },

    async list(
      filter: { status?: PageStatus | undefined; q?: string | undefined },
      page: number,
      pageSize: number,
    ) {
      const search = filter.q
        ? or(
            ilike(landingPages.title, `%${escapeLike(filter.q)}%`),
            ilike(landingPages.path, `%${escapeLike(filter.q)}%`),
          )
        : undefined;
      const where = and(statusWhere(filter.status), search);
      const [rows, [total]] = await Promise.all([
        db
          .select({ page: landingPages, updatedByName })
          .from(landingPages)
          .where(where)
          .orderBy(desc(landingPages.updatedAt), desc(landingPages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(landingPages).where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.page, updatedByName: row.updatedByName })),
        total: total?.n ?? 0,
      };
    },

    /**
     * Saves the draft while the page is still at `version` (issue 17's optimistic concurrency) and keeps the
     * new state as a version; answers the new version, or null when someone wrote since.
     */
    async saveDraft(
      id: string,
      version: number,
      fields: PageFields,
      document: PageDocument,
      kind: "save" | "restore",
      by: string | null,
      now: Date,
      tx: Executor,
    ): Promise<number | null> {
      const [row] = await tx
        .update(landingPages)
        .set({ ...fields, draft: document, version: version + 1, updatedBy: by, updatedAt: now })
        .where(and(eq(landingPages.id, id), eq(landingPages.version, version)))
        .returning({ version: landingPages.version });
      if (!row) return null;
      await addVersion(tx, id, row.version, kind, fields, document, by, now);
      return row.version;
    },

    /** Makes the draft what visitors see, at `version`; answers whether it did. */
    async publish(id: string, version: number, by: string | null, now: Date, tx: Executor): Promise<boolean> {
      const rows = await tx
        .update(landingPages)
        .set({
          published: sql`${landingPages.draft}`,
          publishedTitle: sql`${landingPages.title}`,
          publishedDescription: sql`${landingPages.description}`,
          publishedAt: now,
          publishAt: null,
          publishedVersion: version + 1,
          version: version + 1,
          updatedBy: by,
          updatedAt: now,
        })
        .where(and(eq(landingPages.id, id), eq(landingPages.version, version)))
        .returning({ id: landingPages.id });
      return rows.length > 0;
    },

    /** Sets (or clears) the time the draft goes live, at `version`. */
    async schedule(id: string, version: number, at: Date | null, by: string | null, now: Date, tx: Executor) {
      const rows = await tx
        .update(landingPages)
        .set({ publishAt: at, version: version + 1, updatedBy: by, updatedAt: now })
        .where(and(eq(landingPages.id, id), eq(landingPages.version, version)))
        .returning({ id: landingPages.id });
      return rows.length > 0;
    },

    async unpublish(id: string, version: number, by: string | null, now: Date, tx: Executor) {
      const rows = await tx
        .update(landingPages)
        .set({
          published: null,
          publishedTitle: null,
          publishedDescription: null,
          publishedAt: null,
          publishedVersion: null,
          publishAt: null,
          // A page taken off the site ends its test; B's draft stays.
          variantPublished: null,
          variantStartedAt: null,
          version: version + 1,
          updatedBy: by,
          updatedAt: now,
        })
        .where(and(eq(landingPages.id, id), eq(landingPages.version, version)))
        .returning({ id: landingPages.id });
      return rows.length > 0;
    },

    /**
     * Publishes every page whose time has come, in one statement: the row lock makes a second instance's
     * pass find `publish_at` already cleared, so each page goes live once.
     */
    async publishDue(now: Date) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(landingPages)
          .set({
            published: sql`${landingPages.draft}`,
            publishedTitle: sql`${landingPages.title}`,
            publishedDescription: sql`${landingPages.description}`,
            publishedAt: now,
            publishAt: null,
            publishedVersion: sql`${landingPages.version} + 1`,
            version: sql`${landingPages.version} + 1`,
            updatedAt: now,
          })
          .where(lte(landingPages.publishAt, now))
          .returning();
        for (const row of rows)
          await addVersion(tx, row.id, row.version, "publish", row, row.draft, row.updatedBy, now);
        return rows.map((row) => ({ id: row.id, path: row.path, title: row.title }));
      });
    },

    async addVersion(
      id: string,
      number: number,
      kind: VersionKind,
      fields: PageFields,
      document: PageDocument,
      by: string | null,
      now: Date,
      tx: Executor,
    ) {
      await addVersion(tx, id, number, kind, fields, document, by, now);
    },

    async versions(id: string, page: number, pageSize: number) {
      const where = eq(landingPageVersions.pageId, id);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            number: landingPageVersions.number,
            kind: landingPageVersions.kind,
            title: landingPageVersions.title,
            path: landingPageVersions.path,
            savedAt: landingPageVersions.savedAt,
            savedBy: sql<
              string | null
            >`(select ${users.name} from ${users} where ${users.id} = ${landingPageVersions.savedBy})`,
            blocks: sql<number>`jsonb_array_length(${landingPageVersions.document} -> 'content')`,
          })
          .from(landingPageVersions)
          .where(where)
          .orderBy(desc(landingPageVersions.number))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(landingPageVersions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async version(id: string, number: number) {
      const [row] = await db
        .select()
        .from(landingPageVersions)
        .where(and(eq(landingPageVersions.pageId, id), eq(landingPageVersions.number, number)));
      return row;
    },

    async remove(id: string, tx: Executor) {
      const rows = await tx
        .delete(landingPages)
        .where(eq(landingPages.id, id))
        .returning({ path: landingPages.path });
      return rows[0];
    },
  };
}
export type PagesRepository = ReturnType<typeof createPagesRepository>;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
