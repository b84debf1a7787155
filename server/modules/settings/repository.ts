import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client.ts";
import { siteSettings, siteSettingsRevision } from "#server/db/schema/settings.ts";

/** The keys of the settings an admin edits on the Settings page, and their stored names. */
export const editableSettingKeys = { phone: "phone", email: "email", promoBanner: "promo_banner" } as const;

export type EditableSettings = { phone: string; email: string; promoBanner: boolean };
export type SettingsRevision = { version: number; updatedAt: Date | null };

/** Absent (a site before its first save): the banner shows, as it always did. */
function readBanner(value: string | undefined): boolean {
  return value !== "false";
}

export function createSettingsRepository(db: Database) {
  async function readValues(executor: Database | Transaction): Promise<EditableSettings> {
    const rows = await executor
      .select({ key: siteSettings.key, value: siteSettings.value })
      .from(siteSettings)
      .where(inArray(siteSettings.key, Object.values(editableSettingKeys)));
    const values = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    return {
      phone: values.phone ?? "",
      email: values.email ?? "",
      promoBanner: readBanner(values[editableSettingKeys.promoBanner]),
    };
  }

  async function readRevision(executor: Database | Transaction): Promise<SettingsRevision> {
    const [row] = await executor
      .select({ version: siteSettingsRevision.version, updatedAt: siteSettingsRevision.updatedAt })
      .from(siteSettingsRevision)
      .where(eq(siteSettingsRevision.id, 1));
    return row ?? { version: 1, updatedAt: null };
  }

  return {
    async getMany(keys: readonly string[]): Promise<Record<string, string>> {
      const rows = await db
        .select({ key: siteSettings.key, value: siteSettings.value })
        .from(siteSettings)
        .where(inArray(siteSettings.key, [...keys]));
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },

    async readEditable(): Promise<EditableSettings & SettingsRevision> {
      const [values, revision] = await Promise.all([readValues(db), readRevision(db)]);
      return { ...values, ...revision };
    },

    /**
     * Saves the three settings if they are still at `version` (one row counts the versions; its absence is
     * version 1), in one transaction with whatever `record` writes (the audit entry). "conflict": someone
     * saved in between.
     */
    async update(
      next: EditableSettings,
      version: number,
      at: Date,
      record: (before: EditableSettings, after: EditableSettings, tx: Transaction) => Promise<void>,
    ): Promise<{ kind: "saved"; settings: EditableSettings & SettingsRevision } | { kind: "conflict" }> {
      return db.transaction(async (tx) => {
        // The bump is the lock: a concurrent save on the same version waits for this row, then finds it moved.
        const bumped =
          version === 1
            ? await tx
                .insert(siteSettingsRevision)
                .values({ id: 1, version: 2, updatedAt: at })
                .onConflictDoUpdate({
                  target: siteSettingsRevision.id,
                  set: { version: sql`${siteSettingsRevision.version} + 1`, updatedAt: at },
                  setWhere: eq(siteSettingsRevision.version, 1),
                })
                .returning({ version: siteSettingsRevision.version })
            : await tx
                .update(siteSettingsRevision)
                .set({ version: sql`${siteSettingsRevision.version} + 1`, updatedAt: at })
                .where(and(eq(siteSettingsRevision.id, 1), eq(siteSettingsRevision.version, version)))
                .returning({ version: siteSettingsRevision.version });
        const row = bumped[0];
        if (!row) return { kind: "conflict" as const };
        const before = await readValues(tx);
        const stored: Record<string, string> = {
          [editableSettingKeys.phone]: next.phone,
          [editableSettingKeys.email]: next.email,
          [editableSettingKeys.promoBanner]: String(next.promoBanner),
        };
        for (const [key, value] of Object.entries(stored)) {
          await tx
            .insert(siteSettings)
            .values({ key, value, editedByAdmin: true, updatedAt: at })
            .onConflictDoUpdate({
              target: siteSettings.key,
              set: { value, editedByAdmin: true, updatedAt: at },
            });
        }
        await record(before, next, tx);
        return { kind: "saved" as const, settings: { ...next, version: row.version, updatedAt: at } };
      });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
