import { lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { analyticsSalts, pageViews } from "#server/db/schema/analytics.ts";

export type NewPageView = {
  day: string;
  path: string;
  referrerHost: string | null;
  screenWidth: number | null;
  visitorHash: string;
  entry: boolean;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

export function createAnalyticsRepository(db: Database) {
  return {
    /** The day's salt, created on first use; salts of earlier days are deleted so old hashes cannot be recomputed. */
    async saltFor(day: string, fresh: string): Promise<string> {
      await db.insert(analyticsSalts).values({ day, salt: fresh }).onConflictDoNothing();
      await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
      const [row] = await db
        .select({ salt: analyticsSalts.salt })
        .from(analyticsSalts)
        .where(sql`${analyticsSalts.day} = ${day}`);
      return row?.salt ?? fresh;
    },
    async record(view: NewPageView): Promise<void> {
      await db.insert(pageViews).values(view);
    },
    async countSince(day: string): Promise<{ views: number; visitors: number }> {
      const [row] = await db
        .select({
          views: sql<number>`count(*)::int`,
          visitors: sql<number>`count(distinct ${pageViews.visitorHash} || ${pageViews.day})::int`,
        })
        .from(pageViews)
        .where(sql`${pageViews.day} >= ${day}`);
      return { views: row?.views ?? 0, visitors: row?.visitors ?? 0 };
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
