import { type IndexNowProvider, indexNowBatchMax } from "#server/providers/indexnow/indexnow-provider.ts";
import type { IndexNowRepository } from "./indexnow-repository.ts";
import type { SeoService } from "./service.ts";

/**
 * One IndexNow sweep (issue 20, "submission to search engines through IndexNow on every publish"): every URL of
 * sitemap.xml that is new or whose lastmod moved since it was last submitted is claimed (one instance wins
 * each) and submitted, 10,000 a request. A failed submission gives its URLs back for the next sweep and
 * throws (the sweep's log says why). Answers how many URLs were submitted.
 */
export async function submitToIndexNow(deps: {
  seo: Pick<SeoService, "sitemapEntries">;
  repository: IndexNowRepository;
  provider: IndexNowProvider;
}): Promise<number> {
  const entries = await deps.seo.sitemapEntries();
  const claimed = await deps.repository.claimChanged(
    // The full instant, not the day <lastmod> shows: a page edited twice in a day is submitted twice.
    entries.map((entry) => ({ url: entry.loc, lastmod: entry.lastmod?.toISOString() ?? "" })),
  );
  for (let at = 0; at < claimed.length; at += indexNowBatchMax) {
    const batch = claimed.slice(at, at + indexNowBatchMax);
    try {
      await deps.provider.submit(batch);
    } catch (error) {
      await deps.repository.release(claimed.slice(at));
      throw error;
    }
  }
  return claimed.length;
}
