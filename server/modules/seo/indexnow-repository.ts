import { inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { indexNowSubmissions } from "#server/db/schema/seo.ts";

// Rows per statement: a 50,000-URL sitemap is claimed in slices, each within the driver's parameter limit.
const slice = 1000;

export function createIndexNowRepository(db: Database) {
  return {
    /**
     * Records each URL's lastmod and answers the URLs this call changed (new, or their lastmod moved): the
     * ones to submit. An instance running the same claim at the same moment changes none of them again.
     */
    async claimChanged(entries: { url: string; lastmod: string }[]): Promise<string[]> {
      const claimed: string[] = [];
      for (let at = 0; at < entries.length; at += slice) {
        const rows = await db
          .insert(indexNowSubmissions)
          .values(entries.slice(at, at + slice))
          .onConflictDoUpdate({
            target: indexNowSubmissions.url,
            set: { lastmod: sql`excluded.lastmod`, submittedAt: sql`now()` },
            setWhere: sql`${indexNowSubmissions.lastmod} is distinct from excluded.lastmod`,
          })
          .returning({ url: indexNowSubmissions.url });
        claimed.push(...rows.map((row) => row.url));
      }
      return claimed;
    },

    /** Forgets URLs whose submission failed, so the next sweep claims and submits them again. */
    async release(urls: string[]): Promise<void> {
      for (let at = 0; at < urls.length; at += slice)
        await db
          .delete(indexNowSubmissions)
          .where(inArray(indexNowSubmissions.url, urls.slice(at, at + slice)));
    },
  };
}
export type IndexNowRepository = ReturnType<typeof createIndexNowRepository>;
