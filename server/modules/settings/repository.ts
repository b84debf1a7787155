import { inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { siteSettings } from "#server/db/schema/settings.ts";

export function createSettingsRepository(db: Database) {
  return {
    async getMany(keys: readonly string[]): Promise<Record<string, string>> {
      const rows = await db
        .select({ key: siteSettings.key, value: siteSettings.value })
        .from(siteSettings)
        .where(inArray(siteSettings.key, [...keys]));
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
