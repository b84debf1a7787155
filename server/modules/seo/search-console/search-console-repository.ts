import { and, between, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { searchConsoleDaily, searchConsoleSync } from "#server/db/schema/seo.ts";

export type SearchConsoleDay = {
  day: string;
  path: string;
  query: string;
  clicks: number;
  impressions: number;
  positionSum: number;
};

export type SearchConsoleState = {
  syncedThrough: string | null;
  syncedAt: Date | null;
  lastError: string | null;
};

/** Sums over some rows: the average position is positionSum / impressions. */
export type SearchTotals = { clicks: number; impressions: number; positionSum: number };

const insertBatch = 1000;
const totals = {
  clicks: sql<number>`coalesce(sum(${searchConsoleDaily.clicks}), 0)::int`,
  impressions: sql<number>`coalesce(sum(${searchConsoleDaily.impressions}), 0)::int`,
  positionSum: sql<number>`coalesce(sum(${searchConsoleDaily.positionSum}), 0)::float8`,
};

// Search Console's daily rows and the sync's one-row state.
export function createSearchConsoleRepository(db: Database) {
  return {
    async state(): Promise<SearchConsoleState> {
      const [row] = await db.select().from(searchConsoleSync).where(eq(searchConsoleSync.id, 1));
      return {
        syncedThrough: row?.syncedThrough ?? null,
        syncedAt: row?.syncedAt ?? null,
        lastError: row?.lastError ?? null,
      };
    },

    /**
     * Claims the sync until `until` unless another instance holds an unexpired claim; answers the last day read
     * (null before the first sync) or "busy".
     */
    async claim(now: Date, until: Date): Promise<{ syncedThrough: string | null } | "busy"> {
      await db.insert(searchConsoleSync).values({ id: 1 }).onConflictDoNothing();
      const [row] = await db
        .update(searchConsoleSync)
        .set({ claimedUntil: until })
        .where(
          and(
            eq(searchConsoleSync.id, 1),
            or(isNull(searchConsoleSync.claimedUntil), lt(searchConsoleSync.claimedUntil, now)),
          ),
        )
        .returning({ syncedThrough: searchConsoleSync.syncedThrough });
      return row ?? "busy";
    },

    /** Replaces the days from..to with `rows` and records the sync, in one transaction; releases the claim. */
    async replaceDays(from: string, to: string, rows: SearchConsoleDay[], at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(searchConsoleDaily).where(between(searchConsoleDaily.day, from, to));
        for (let start = 0; start < rows.length; start += insertBatch) {
          await tx.insert(searchConsoleDaily).values(rows.slice(start, start + insertBatch));
        }
        await tx
          .update(searchConsoleSync)
          .set({ syncedThrough: to, syncedAt: at, lastError: null, claimedUntil: null })
          .where(eq(searchConsoleSync.id, 1));
      });
    },

    /** A failed sync: its words kept for SEO Settings and Keywords, the claim released. */
    async fail(message: string): Promise<void> {
      await db
        .update(searchConsoleSync)
        .set({ lastError: message, claimedUntil: null })
        .where(eq(searchConsoleSync.id, 1));
    },

    /** A page's sums between two days. */
    async pageTotals(path: string, from: string, to: string): Promise<SearchTotals> {
      const [row] = await db
        .select(totals)
        .from(searchConsoleDaily)
        .where(and(eq(searchConsoleDaily.path, path), between(searchConsoleDaily.day, from, to)));
      return row ?? { clicks: 0, impressions: 0, positionSum: 0 };
    },

    /** A page's sums per week (weeks start on Monday), oldest first. */
    async pageWeeks(path: string, from: string, to: string): Promise<(SearchTotals & { week: string })[]> {
      const week = sql<string>`to_char(date_trunc('week', ${searchConsoleDaily.day}::timestamp), 'YYYY-MM-DD')`;
      return db
        .select({ week, ...totals })
        .from(searchConsoleDaily)
        .where(and(eq(searchConsoleDaily.path, path), between(searchConsoleDaily.day, from, to)))
        .groupBy(week)
        .orderBy(week);
    },

    /** A page's queries between two days, most clicked first. */
    async pageQueries(
      path: string,
      from: string,
      to: string,
      limit: number,
    ): Promise<(SearchTotals & { query: string })[]> {
      return db
        .select({ query: searchConsoleDaily.query, ...totals })
        .from(searchConsoleDaily)
        .where(and(eq(searchConsoleDaily.path, path), between(searchConsoleDaily.day, from, to)))
        .groupBy(searchConsoleDaily.query)
        .orderBy(desc(totals.clicks), desc(totals.impressions), searchConsoleDaily.query)
        .limit(limit);
    },
  };
}
export type SearchConsoleRepository = ReturnType<typeof createSearchConsoleRepository>;
