export type SitemapEntry = { loc: string; lastmod: Date | null };

/** The five characters XML reserves; URLs may carry '&' in a query. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&apos;",
  );
}

/** W3C datetime as the sitemap protocol takes it: the date, which is all a crawler needs. */
export function w3cDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The sitemap protocol's limit per file; past it sitemap.xml becomes an index of numbered files. */
export const sitemapUrlsPerFile = 50_000;

/** The address of the n-th file (1-based) of a sitemap split in parts. */
export const sitemapPartUrl = (publicUrl: string, n: number) => `${publicUrl}/sitemap-${n}.xml`;

export function sitemapIndexXml(locs: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locs.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/**
 * What /sitemap.xml answers: the urlset itself up to `perFile` URLs, else an index of /sitemap-1.xml,
 * /sitemap-2.xml, ... each holding `perFile` at most.
 */
export function sitemapDocument(
  entries: SitemapEntry[],
  publicUrl: string,
  perFile = sitemapUrlsPerFile,
): string {
  if (entries.length <= perFile) return sitemapXml(entries);
  const parts = Math.ceil(entries.length / perFile);
  return sitemapIndexXml(Array.from({ length: parts }, (_, index) => sitemapPartUrl(publicUrl, index + 1)));
}

/** The n-th part (1-based) of a split sitemap; null when the sitemap is not split or has no such part. */
export function sitemapPart(entries: SitemapEntry[], n: number, perFile = sitemapUrlsPerFile): string | null {
  if (entries.length <= perFile || !Number.isInteger(n) || n < 1) return null;
  const slice = entries.slice((n - 1) * perFile, n * perFile);
  return slice.length > 0 ? sitemapXml(slice) : null;
}
