/** The site's own language: seoDefaults.language, written out so the root keeps zod out of every page's first load. */
export const siteLanguage = "en";

/**
 * The page's language for `<html lang>`: the deepest route whose loader read the page's metadata (`seo`, with
 * Meta Tags' language when a marketer set one); the site's on pages without it (portals, errors).
 */
export function pageLanguage(matches: readonly { loaderData: unknown }[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const seo = (matches[i]?.loaderData as { seo?: { language?: unknown } | null } | undefined)?.seo;
    if (seo && typeof seo.language === "string" && seo.language !== "") return seo.language;
  }
  return siteLanguage;
}
