import { eq } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client.ts";
import { seoSettings } from "#server/db/schema/seo.ts";

export type StoredSeoSettings = {
  robotsRules: string;
  version: number;
  updatedBy: string | null;
  updatedAt: Date | null;
};

const none: StoredSeoSettings = { robotsRules: "", version: 0, updatedBy: null, updatedAt: null };

// Site-wide SEO settings: one row, written under its version.
export function createSeoSettingsRepository(db: Database) {
  return {
    async read(): Promise<StoredSeoSettings> {
      const [row] = await db.select().from(seoSettings).where(eq(seoSettings.id, 1));
      return row
        ? {
            robotsRules: row.robotsRules,
            version: row.version,
            updatedBy: row.updatedBy,
            updatedAt: row.updatedAt,
          }
        : none;
    },

    /** Saves the robots.txt lines if the settings are still at `version`, with the audit entry; else "conflict". */
    async saveRobots(
      version: number,
      rules: string,
      meta: { by: string; at: Date },
      record: (before: string, tx: Transaction) => Promise<void>,
    ): Promise<"saved" | "conflict"> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(seoSettings).where(eq(seoSettings.id, 1)).for("update");
        if ((current?.version ?? 0) !== version) return "conflict" as const;
        const set = { robotsRules: rules, version: version + 1, updatedBy: meta.by, updatedAt: meta.at };
        await tx
          .insert(seoSettings)
          .values({ id: 1, ...set })
          .onConflictDoUpdate({ target: seoSettings.id, set });
        await record(current?.robotsRules ?? "", tx);
        return "saved" as const;
      });
    },
  };
}
export type SeoSettingsRepository = ReturnType<typeof createSeoSettingsRepository>;
