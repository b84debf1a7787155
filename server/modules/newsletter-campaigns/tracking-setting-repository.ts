import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { siteSettings } from "#server/db/schema/settings.ts";

const key = "newsletter_tracking";

/** The newsletter's tracking setting, a site setting ("per-subscriber" unless an admin chose "aggregate"). */
export function createTrackingSettingRepository(db: Database) {
  return {
    async perSubscriber(): Promise<boolean> {
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, key));
      return row?.value !== "aggregate";
    },

    async set(perSubscriber: boolean, now: Date): Promise<void> {
      const value = perSubscriber ? "per-subscriber" : "aggregate";
      await db
        .insert(siteSettings)
        .values({ key, value, editedByAdmin: true, updatedAt: now })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value, editedByAdmin: true, updatedAt: now },
        });
    },
  };
}
export type TrackingSettingRepository = ReturnType<typeof createTrackingSettingRepository>;
