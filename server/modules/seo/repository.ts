import { eq, gte, sql } from "drizzle-orm";
import type { PageType } from "#contracts/seo.ts";
import type { Database } from "#server/db/client.ts";
import { pageViews } from "#server/db/schema/analytics.ts";
import { pageMetadata } from "#server/db/schema/seo.ts";

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
  updatedAt: Date;
};

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
          alternates: pageMetadata.alternates,
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
      }[]
    > {
      return db
        .select({
          path: pageMetadata.path,
          title: pageMetadata.title,
          noindex: pageMetadata.noindex,
          pageType: pageMetadata.pageType,
          updatedAt: pageMetadata.updatedAt,
        })
        .from(pageMetadata);
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
