import { seoDefaults } from "#contracts/seo.ts";
import { type SeoMetadataDefaults, type SeoMetadataFields, splitKeywords } from "#contracts/seo-metadata.ts";

/** What the page's head would hold with these fields: a field left empty falls back to its default. */
export function previewMeta(fields: SeoMetadataFields, defaults: SeoMetadataDefaults, origin: string) {
  const keywords = splitKeywords(fields.keywords);
  const canonical = fields.canonical.trim() || defaults.canonical;
  return {
    title: fields.title.trim() || defaults.title,
    description: fields.description.trim() || defaults.description,
    keywords: keywords.length > 0 ? keywords : defaults.keywords,
    noindex: fields.robots === "" ? defaults.noindex : fields.robots === "noindex",
    canonical: /^https:\/\//i.test(canonical) ? canonical : `${origin}${canonical === "/" ? "/" : canonical}`,
    siteName: seoDefaults.siteName,
  };
}
