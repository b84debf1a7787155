import type { SitemapOverview } from "#contracts/seo-sitemap.ts";
import type { SeoService } from "./service.ts";

/** The Sitemap page's list: every public page, in the sitemap or not and why, home first then by path. */
export async function sitemapOverview(deps: {
  seo: SeoService;
  publicUrl: string;
}): Promise<SitemapOverview> {
  const inventory = await deps.seo.inventory();
  const entries = inventory
    .map((item) => ({
      path: item.path,
      title: item.title,
      lastmod: item.modifiedAt?.toISOString().slice(0, 10) ?? null,
      included: item.indexable && !item.sitemapExcluded,
      reason: !item.indexable ? ("noindex" as const) : item.sitemapExcluded ? ("excluded" as const) : null,
    }))
    .sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)));
  return { sitemapUrl: `${deps.publicUrl}/sitemap.xml`, entries, robotsTxt: deps.seo.robotsTxt() };
}
