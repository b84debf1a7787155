import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { semrushReports } from "#server/db/schema/seo.ts";

export type CachedReport = typeof semrushReports.$inferSelect;

// Semrush reports as last fetched, one row per report and subject (SEMrush Insights).
export function createSemrushRepository(db: Database) {
  return {
    async find(key: string): Promise<CachedReport | null> {
      const [row] = await db.select().from(semrushReports).where(eq(semrushReports.key, key));
      return row ?? null;
    },
    async save(report: CachedReport): Promise<void> {
      await db
        .insert(semrushReports)
        .values(report)
        .onConflictDoUpdate({
          target: semrushReports.key,
          set: { rows: report.rows, units: report.units, fetchedAt: report.fetchedAt },
        });
    },
  };
}
export type SemrushRepository = ReturnType<typeof createSemrushRepository>;
