import type { PageType } from "#contracts/seo.ts";
import { type SeoMetadataFields, splitKeywords } from "#contracts/seo-metadata.ts";
import type { OverrideValues } from "./repository.ts";

// Meta Tags' form holds strings ("" = the page's default); the override row holds nulls for defaults.
// These two functions are the only translation between them.

export function fieldsOf(override: OverrideValues | null): SeoMetadataFields {
  return {
    title: override?.title ?? "",
    description: override?.description ?? "",
    keywords: override?.keywords?.join(", ") ?? "",
    image: override?.image ?? "",
    canonical: override?.canonical ?? "",
    robots: override?.noindex == null ? "" : override.noindex ? "noindex" : "index",
    pageType: override?.pageType ?? "",
  };
}

const orNull = (value: string) => (value === "" ? null : value);

export function valuesOf(fields: SeoMetadataFields): OverrideValues {
  const keywords = splitKeywords(fields.keywords);
  return {
    title: orNull(fields.title),
    description: orNull(fields.description),
    keywords: keywords.length > 0 ? keywords : null,
    image: orNull(fields.image),
    canonical: orNull(fields.canonical),
    noindex: fields.robots === "" ? null : fields.robots === "noindex",
    pageType: fields.pageType === "" ? null : (fields.pageType as PageType),
  };
}
