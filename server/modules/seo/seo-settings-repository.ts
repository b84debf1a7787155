import { eq } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client.ts";
import { seoSettings } from "#server/db/schema/seo.ts";

export type StoredImage = { url: string; width: number; height: number };

/** The site-wide defaults as stored; a null suffix or image means the built-in one. */
export type StoredSiteDefaults = {
  titleSuffix: string | null;
  defaultDescription: string;
  profiles: string[];
  googleVerification: string;
  bingVerification: string;
  socialImage: StoredImage | null;
  logoImage: StoredImage | null;
};

export type StoredSeoSettings = StoredSiteDefaults & {
  robotsRules: string;
  version: number;
  updatedBy: string | null;
  updatedAt: Date | null;
  defaultsVersion: number;
  defaultsUpdatedBy: string | null;
  defaultsUpdatedAt: Date | null;
};

export type SiteDefaultsText = Omit<StoredSiteDefaults, "socialImage" | "logoImage">;
export type SiteImageColumn = "socialImage" | "logoImage";

/** The settings before anyone saved any. */
export const emptySeoSettings: StoredSeoSettings = {
  robotsRules: "",
  version: 0,
  updatedBy: null,
  updatedAt: null,
  titleSuffix: null,
  defaultDescription: "",
  profiles: [],
  googleVerification: "",
  bingVerification: "",
  socialImage: null,
  logoImage: null,
  defaultsVersion: 0,
  defaultsUpdatedBy: null,
  defaultsUpdatedAt: null,
};

type Row = typeof seoSettings.$inferSelect;
const stored = (row: Row | undefined): StoredSeoSettings =>
  row ? { ...emptySeoSettings, ...withoutId(row) } : emptySeoSettings;
function withoutId({ id: _id, ...rest }: Row) {
  return rest;
}

// Site-wide SEO settings: one row (id 1). robots.txt and the site defaults each save under their own version, so
// an open robots.txt editor never conflicts with a change of the defaults.
export function createSeoSettingsRepository(db: Database) {
  async function lockRow(tx: Transaction): Promise<StoredSeoSettings> {
    const [current] = await tx.select().from(seoSettings).where(eq(seoSettings.id, 1)).for("update");
    return stored(current);
  }
  async function write(tx: Transaction, set: Partial<Row>) {
    await tx
      .insert(seoSettings)
      .values({ id: 1, ...set })
      .onConflictDoUpdate({ target: seoSettings.id, set });
  }

  return {
    async read(): Promise<StoredSeoSettings> {
      const [row] = await db.select().from(seoSettings).where(eq(seoSettings.id, 1));
      return stored(row);
    },

    /** Saves the robots.txt lines if the settings are still at `version`, with the audit entry; else "conflict". */
    async saveRobots(
      version: number,
      rules: string,
      meta: { by: string; at: Date },
      record: (before: string, tx: Transaction) => Promise<void>,
    ): Promise<"saved" | "conflict"> {
      return db.transaction(async (tx) => {
        const current = await lockRow(tx);
        if (current.version !== version) return "conflict" as const;
        await write(tx, { robotsRules: rules, version: version + 1, updatedBy: meta.by, updatedAt: meta.at });
        await record(current.robotsRules, tx);
        return "saved" as const;
      });
    },

    /** Saves the defaults' text fields if they are still at `version`, with the audit entry; else "conflict". */
    async saveDefaults(
      version: number,
      values: SiteDefaultsText,
      meta: { by: string; at: Date },
      record: (before: SiteDefaultsText, tx: Transaction) => Promise<void>,
    ): Promise<"saved" | "conflict"> {
      return db.transaction(async (tx) => {
        const current = await lockRow(tx);
        if (current.defaultsVersion !== version) return "conflict" as const;
        await write(tx, {
          ...values,
          defaultsVersion: version + 1,
          defaultsUpdatedBy: meta.by,
          defaultsUpdatedAt: meta.at,
        });
        await record(
          {
            titleSuffix: current.titleSuffix,
            defaultDescription: current.defaultDescription,
            profiles: current.profiles,
            googleVerification: current.googleVerification,
            bingVerification: current.bingVerification,
          },
          tx,
        );
        return "saved" as const;
      });
    },

    /**
     * Replaces (or, with null, removes) one uploaded image, with the audit entry; answers the image it replaced so
     * its file can go. Images change no version: a file swap never makes an open form's text stale.
     */
    async setImage(
      column: SiteImageColumn,
      image: StoredImage | null,
      meta: { by: string; at: Date },
      record: (before: StoredImage | null, tx: Transaction) => Promise<void>,
    ): Promise<StoredImage | null> {
      return db.transaction(async (tx) => {
        const current = await lockRow(tx);
        await write(tx, { [column]: image, defaultsUpdatedBy: meta.by, defaultsUpdatedAt: meta.at });
        await record(current[column], tx);
        return current[column];
      });
    },
  };
}
export type SeoSettingsRepository = ReturnType<typeof createSeoSettingsRepository>;
