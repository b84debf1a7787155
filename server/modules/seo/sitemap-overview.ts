import type { SitemapOverview } from "#contracts/seo-sitemap.ts";
import type { SeoService } from "./service.ts";
import { validateSitemap } from "./validate-sitemap.ts";

// Enough to act on; a sitemap broken everywhere would otherwise list 50,000 lines.
const problemsShown = 20;

/** The Sitemap page's list: every public page, in the sitemap or not and why, home first then by path. */
export async function sitemapOverview(deps: {
  seo: SeoService;
  publicUrl: string;
}): Promise<SitemapOverview> {
  const [inventory, validation] = await Promise.all([deps.seo.inventory(), checkServedSitemap(deps)]);
  const entries = inventory
    .map((item) => ({
      path: item.path,
      title: item.title,
      lastmod: item.modifiedAt?.toISOString().slice(0, 10) ?? null,
      included: item.indexable && !item.sitemapExcluded,
      reason: !item.indexable ? ("noindex" as const) : item.sitemapExcluded ? ("excluded" as const) : null,
    }))
    .sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)));
  return {
    sitemapUrl: `${deps.publicUrl}/sitemap.xml`,
    entries,
    robotsTxt: await deps.seo.robotsTxt(),
    validation,
  };
}

/** sitemap.xml as served, and each part when it is an index, checked against the protocol. */
async function checkServedSitemap(deps: {
  seo: SeoService;
  publicUrl: string;
}): Promise<SitemapOverview["validation"]> {
  const main = await deps.seo.sitemapXml();
  const first = validateSitemap(main, deps.publicUrl);
  const problems = first.problems.map((problem) => `sitemap.xml: ${problem}`);
  if (!main.includes("<sitemapindex"))
    return { valid: problems.length === 0, files: 1, urls: first.urls, problems };
  let urls = 0;
  for (let part = 1; part <= first.urls; part += 1) {
    const xml = await deps.seo.sitemapPartXml(part);
    if (xml === null) {
      problems.push(`sitemap-${part}.xml: the index lists it but it does not exist.`);
      continue;
    }
    const check = validateSitemap(xml, deps.publicUrl);
    urls += check.urls;
    problems.push(...check.problems.map((problem) => `sitemap-${part}.xml: ${problem}`));
  }
  return {
    valid: problems.length === 0,
    files: first.urls + 1,
    urls,
    problems: problems.slice(0, problemsShown),
  };
}
