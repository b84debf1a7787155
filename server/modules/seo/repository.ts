import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { PageType } from "#contracts/seo.ts";
import type { Database, Executor, Transaction } from "#server/db/client.ts";
import { pageViews } from "#server/db/schema/analytics.ts";
import { pageMetadata, pageMetadataVersions, redirects } from "#server/db/schema/seo.ts";

/** A marketer's override of one path's metadata; null fields keep the page's own value. */
export type PageOverride = {
  title: string | null;
  description: string | null;
  keywords: string[] | null;
  image: string | null;
  noindex: boolean | null;
  canonical: string | null;
  pageType: PageType | null;
  alternates: { hreflang: string; href: string }[] | null;
  author: string | null;
  /** YYYY-MM-DD. */
  publishedOn: string | null;
  modifiedOn: string | null;
  language: string | null;
  locale: string | null;
  breadcrumbs: { name: string; url: string }[] | null;
  faqs: { question: string; answer: string }[] | null;
  rating: { ratingValue: number; reviewCount: number; bestRating: number } | null;
  structuredData: Record<string, unknown>[] | null;
  updatedAt: Date;
};

/** The override fields Meta Tags edits. */
export type OverrideValues = Omit<PageOverride, "updatedAt">;

export type StoredOverride = OverrideValues & { version: number; updatedAt: Date };

export type OverrideVersion = {
  version: number;
  fields: Record<string, string>;
  savedBy: string;
  savedAt: Date;
};

const overrideColumns = {
  title: pageMetadata.title,
  description: pageMetadata.description,
  keywords: pageMetadata.keywords,
  image: pageMetadata.image,
  noindex: pageMetadata.noindex,
  canonical: pageMetadata.canonical,
  pageType: pageMetadata.pageType,
  ...detailColumns(),
  version: pageMetadata.version,
  updatedAt: pageMetadata.updatedAt,
};

/** The columns of the structured details and the alternates (decision 0052's override, issue 20). */
function detailColumns() {
  return {
    alternates: pageMetadata.alternates,
    author: pageMetadata.author,
    publishedOn: pageMetadata.publishedOn,
    modifiedOn: pageMetadata.modifiedOn,
    language: pageMetadata.language,
    locale: pageMetadata.locale,
    breadcrumbs: pageMetadata.breadcrumbs,
    faqs: pageMetadata.faqs,
    rating: pageMetadata.rating,
    structuredData: pageMetadata.structuredData,
  };
}

export type StoredRedirect = {
  id: string;
  from: string;
  match: "exact" | "prefix";
  status: number;
  target: string | null;
  hits: number;
  lastHitAt: Date | null;
  createdBy: string;
  createdAt: Date;
};

const redirectColumns = {
  id: redirects.id,
  from: redirects.fromPath,
  match: redirects.match,
  status: redirects.status,
  target: redirects.target,
  hits: redirects.hits,
  lastHitAt: redirects.lastHitAt,
  createdBy: redirects.createdBy,
  createdAt: redirects.createdAt,
};

type RecordOverride = (
  before: StoredOverride | null,
  after: StoredOverride,
  tx: Transaction,
  path: string,
) => Promise<void>;

/** One page's override to write, with the version it was read at (0: none yet). */
export type OverrideWrite = {
  path: string;
  version: number;
  values: OverrideValues;
  history: { fields: Record<string, string>; savedBy: string };
};

class OverrideConflict extends Error {
  readonly path: string;
  constructor(path: string) {
    super(`override of ${path} changed`);
    this.path = path;
  }
}

/** Writes one override inside `tx` if it is still at its version, with its history row and audit entry. */
async function writeOverride(
  tx: Transaction,
  { path, version, values, history }: OverrideWrite,
  at: Date,
  record: RecordOverride,
): Promise<{ kind: "saved"; override: StoredOverride } | { kind: "conflict" }> {
  const before =
    version === 0
      ? null
      : ((
          await tx
            .select(overrideColumns)
            .from(pageMetadata)
            .where(and(eq(pageMetadata.path, path), eq(pageMetadata.version, version)))
            .for("update")
        )[0] ?? null);
  // The write is the check: an insert that meets a row, or an update that finds another version, is a conflict.
  const written =
    version === 0
      ? await tx
          .insert(pageMetadata)
          .values({ path, ...values, version: 1, updatedAt: at })
          .onConflictDoNothing({ target: pageMetadata.path })
          .returning(overrideColumns)
      : await tx
          .update(pageMetadata)
          .set({ ...values, version: sql`${pageMetadata.version} + 1`, updatedAt: at })
          .where(and(eq(pageMetadata.path, path), eq(pageMetadata.version, version)))
          .returning(overrideColumns);
  const after = written[0];
  if (!after) return { kind: "conflict" as const };
  await tx.insert(pageMetadataVersions).values({
    path,
    version: after.version,
    fields: history.fields,
    savedBy: history.savedBy,
    savedAt: at,
  });
  await record(before, after, tx, path);
  return { kind: "saved" as const, override: after };
}

export function createSeoRepository(db: Database) {
  return {
    async findOverride(path: string): Promise<PageOverride | null> {
      const rows = await db
        .select({
          title: pageMetadata.title,
          description: pageMetadata.description,
          keywords: pageMetadata.keywords,
          image: pageMetadata.image,
          noindex: pageMetadata.noindex,
          canonical: pageMetadata.canonical,
          pageType: pageMetadata.pageType,
          ...detailColumns(),
          updatedAt: pageMetadata.updatedAt,
        })
        .from(pageMetadata)
        .where(eq(pageMetadata.path, path))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Every override, for the sitemap (a path can be noindexed, or its lastmod moved, by one). */
    async listOverrides(): Promise<
      {
        path: string;
        title: string | null;
        noindex: boolean | null;
        pageType: PageType | null;
        updatedAt: Date;
        /** False for a row whose fields are all empty (reset to the defaults). */
        changesAnything: boolean;
        sitemapExclude: boolean;
      }[]
    > {
      return db
        .select({
          path: pageMetadata.path,
          title: pageMetadata.title,
          noindex: pageMetadata.noindex,
          pageType: pageMetadata.pageType,
          updatedAt: pageMetadata.updatedAt,
          changesAnything: sql<boolean>`num_nonnulls(${pageMetadata.title}, ${pageMetadata.description}, ${pageMetadata.keywords}, ${pageMetadata.image}, ${pageMetadata.noindex}, ${pageMetadata.canonical}, ${pageMetadata.pageType}, ${pageMetadata.alternates}, ${pageMetadata.author}, ${pageMetadata.publishedOn}, ${pageMetadata.modifiedOn}, ${pageMetadata.language}, ${pageMetadata.locale}, ${pageMetadata.breadcrumbs}, ${pageMetadata.faqs}, ${pageMetadata.rating}, ${pageMetadata.structuredData}) > 0`,
          sitemapExclude: pageMetadata.sitemapExclude,
        })
        .from(pageMetadata);
    },

    /** The editable part of a path's override with its version; null before the first save. */
    async findStoredOverride(path: string): Promise<StoredOverride | null> {
      const rows = await db
        .select(overrideColumns)
        .from(pageMetadata)
        .where(eq(pageMetadata.path, path))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The last `limit` saved states of a path's override, newest first. */
    async listVersions(path: string, limit: number): Promise<OverrideVersion[]> {
      return db
        .select({
          version: pageMetadataVersions.version,
          fields: pageMetadataVersions.fields,
          savedBy: pageMetadataVersions.savedBy,
          savedAt: pageMetadataVersions.savedAt,
        })
        .from(pageMetadataVersions)
        .where(eq(pageMetadataVersions.path, path))
        .orderBy(desc(pageMetadataVersions.version))
        .limit(limit);
    },

    /**
     * Saves a path's override if it is still at `version` (0: none yet), with the saved state in its history
     * and whatever `record` writes (the audit entry), in one transaction. "conflict": someone saved between.
     */
    async saveOverride(
      path: string,
      version: number,
      values: OverrideValues,
      history: { fields: Record<string, string>; savedBy: string },
      at: Date,
      record: RecordOverride,
    ): Promise<{ kind: "saved"; override: StoredOverride } | { kind: "conflict" }> {
      return db.transaction((tx) => writeOverride(tx, { path, version, values, history }, at, record));
    },

    /**
     * Saves several overrides (a CSV import) in one transaction: all of them, or none when one page is no
     * longer at the version given (answers its path).
     */
    async saveOverrides(
      writes: OverrideWrite[],
      at: Date,
      record: RecordOverride,
    ): Promise<{ kind: "saved" } | { kind: "conflict"; path: string }> {
      try {
        await db.transaction(async (tx) => {
          for (const write of writes) {
            const result = await writeOverride(tx, write, at, record);
            if (result.kind === "conflict") throw new OverrideConflict(write.path);
          }
        });
        return { kind: "saved" };
      } catch (error) {
        if (error instanceof OverrideConflict) return { kind: "conflict", path: error.path };
        throw error;
      }
    },

    /** Every override with its form fields' values and version, for the CSV export. */
    async listOverrideValues(): Promise<(OverrideValues & { path: string; version: number })[]> {
      return db.select({ path: pageMetadata.path, ...overrideColumns }).from(pageMetadata);
    },

    /** Every redirect, newest first. */
    async listRedirects(): Promise<StoredRedirect[]> {
      return db.select(redirectColumns).from(redirects).orderBy(desc(redirects.createdAt));
    },

    /**
     * Adds a redirect after `check` (given every redirect, read under a lock so two adds cannot make a chain
     * together) finds nothing wrong, with whatever `record` writes (the audit entry), in one transaction.
     */
    async insertRedirect(
      values: {
        from: string;
        match: "exact" | "prefix";
        status: number;
        target: string | null;
        createdBy: string;
      },
      check: (existing: StoredRedirect[]) => string | null,
      record: (created: StoredRedirect, tx: Transaction) => Promise<void>,
    ): Promise<{ kind: "created"; redirect: StoredRedirect } | { kind: "refused"; message: string }> {
      return db.transaction(async (tx) => {
        // One writer at a time: the check reads every redirect, so a concurrent add must wait for this one.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seo.redirects'))`);
        const existing = await tx.select(redirectColumns).from(redirects);
        const message = check(existing);
        if (message) return { kind: "refused" as const, message };
        const [created] = await tx
          .insert(redirects)
          .values({
            fromPath: values.from,
            match: values.match,
            status: values.status,
            target: values.target,
            createdBy: values.createdBy,
          })
          .returning(redirectColumns);
        if (!created) throw new Error("insert returned no row");
        await record(created, tx);
        return { kind: "created" as const, redirect: created };
      });
    },

    /**
     * Changes a redirect in place, under the redirects' lock: `check` sees every other redirect. Hits stay with the
     * rule while its old path and coverage stay; a redirect moved to another path starts counting again.
     */
    async updateRedirect(
      id: string,
      values: { from: string; match: "exact" | "prefix"; status: number; target: string | null },
      check: (others: StoredRedirect[]) => string | null,
      record: (before: StoredRedirect, after: StoredRedirect, tx: Transaction) => Promise<void>,
    ): Promise<
      | { kind: "updated"; redirect: StoredRedirect }
      | { kind: "refused"; message: string }
      | { kind: "missing" }
    > {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seo.redirects'))`);
        const existing = await tx.select(redirectColumns).from(redirects);
        const before = existing.find((row) => row.id === id);
        if (!before) return { kind: "missing" as const };
        const message = check(existing.filter((row) => row.id !== id));
        if (message) return { kind: "refused" as const, message };
        const moved = before.from !== values.from || before.match !== values.match;
        const [after] = await tx
          .update(redirects)
          .set({
            fromPath: values.from,
            match: values.match,
            status: values.status,
            target: values.target,
            ...(moved ? { hits: 0, lastHitAt: null } : {}),
          })
          .where(eq(redirects.id, id))
          .returning(redirectColumns);
        if (!after) return { kind: "missing" as const };
        await record(before, after, tx);
        return { kind: "updated" as const, redirect: after };
      });
    },

    /**
     * A page moved from `from` to `to` (a slug changed), in the mover's transaction: `from` redirects to `to`
     * (301, exact), redirects that led to `from` lead to `to` directly (no chain), and a redirect from `to` is
     * dropped so the page answers there (no loop). Under the redirects' lock, as every redirect write.
     */
    async movePage(tx: Executor, move: { from: string; to: string; createdBy: string }): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seo.redirects'))`);
      await tx.delete(redirects).where(eq(redirects.fromPath, move.to));
      await tx.update(redirects).set({ target: move.to }).where(eq(redirects.target, move.from));
      await tx
        .insert(redirects)
        .values({
          fromPath: move.from,
          match: "exact",
          status: 301,
          target: move.to,
          createdBy: move.createdBy,
        })
        .onConflictDoUpdate({
          target: redirects.fromPath,
          set: {
            match: "exact",
            status: 301,
            target: move.to,
            createdBy: move.createdBy,
            hits: 0,
            lastHitAt: null,
          },
        });
    },

    /** Deletes a redirect with its audit entry; null when it was not there. */
    async deleteRedirect(
      id: string,
      record: (deleted: StoredRedirect, tx: Transaction) => Promise<void>,
    ): Promise<StoredRedirect | null> {
      return db.transaction(async (tx) => {
        const [deleted] = await tx.delete(redirects).where(eq(redirects.id, id)).returning(redirectColumns);
        if (!deleted) return null;
        await record(deleted, tx);
        return deleted;
      });
    },

    /** Counts one answer of a redirect (not awaited by the request it answered). */
    async countRedirectHit(id: string, at: Date): Promise<void> {
      await db
        .update(redirects)
        .set({ hits: sql`${redirects.hits} + 1`, lastHitAt: at })
        .where(eq(redirects.id, id));
    },

    /**
     * Puts a path in sitemap.xml or leaves it out (a row is made when the path has none), with whatever
     * `record` writes; returns whether it was excluded before.
     */
    async setSitemapExclude(
      path: string,
      exclude: boolean,
      at: Date,
      record: (wasExcluded: boolean, tx: Transaction) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ exclude: pageMetadata.sitemapExclude })
          .from(pageMetadata)
          .where(eq(pageMetadata.path, path))
          .for("update");
        await tx
          .insert(pageMetadata)
          .values({ path, sitemapExclude: exclude, updatedAt: at })
          .onConflictDoUpdate({ target: pageMetadata.path, set: { sitemapExclude: exclude, updatedAt: at } });
        await record(before?.exclude ?? false, tx);
      });
    },

    /** Page views per path from `fromDay` (a UTC date) on, for Page Management (index on path and day). */
    async viewsPerPathSince(fromDay: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ path: pageViews.path, views: sql<number>`count(*)::int` })
        .from(pageViews)
        .where(gte(pageViews.day, fromDay))
        .groupBy(pageViews.path);
      return new Map(rows.map((row) => [row.path, row.views]));
    },
  };
}
export type SeoRepository = ReturnType<typeof createSeoRepository>;
