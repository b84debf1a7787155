import type { PageType } from "#contracts/seo.ts";
import { type SeoMetadataFields, splitKeywords } from "#contracts/seo-metadata.ts";
import {
  parseAlternates,
  parseBreadcrumbs,
  parseFaqs,
  parseRating,
  parseStructuredData,
} from "#contracts/seo-metadata-details.ts";
import type { OverrideValues } from "./repository.ts";

// Meta Tags' form holds strings ("" = the page's default); the override row holds nulls for defaults.
// These two functions are the only translation between them (the lists' text formats are the contract's parsers).

const lines = <T>(items: T[] | null | undefined, line: (item: T) => string) =>
  items?.map(line).join("\n") ?? "";

export function fieldsOf(override: OverrideValues | null): SeoMetadataFields {
  return {
    title: override?.title ?? "",
    description: override?.description ?? "",
    keywords: override?.keywords?.join(", ") ?? "",
    image: override?.image ?? "",
    canonical: override?.canonical ?? "",
    robots: override?.noindex == null ? "" : override.noindex ? "noindex" : "index",
    pageType: override?.pageType ?? "",
    author: override?.author ?? "",
    publishedAt: override?.publishedOn ?? "",
    modifiedAt: override?.modifiedOn ?? "",
    language: override?.language ?? "",
    locale: override?.locale ?? "",
    alternates: lines(override?.alternates, (item) => `${item.hreflang} ${item.href}`),
    breadcrumbs: lines(override?.breadcrumbs, (item) => `${item.name} | ${item.url}`),
    faqs: lines(override?.faqs, (item) => `${item.question} | ${item.answer}`),
    ratingValue: override?.rating ? String(override.rating.ratingValue) : "",
    reviewCount: override?.rating ? String(override.rating.reviewCount) : "",
    bestRating: override?.rating ? String(override.rating.bestRating) : "",
    structuredData: override?.structuredData?.length ? JSON.stringify(override.structuredData, null, 2) : "",
  };
}

const orNull = (value: string) => (value === "" ? null : value);
const listOrNull = <T>(parsed: { ok: true; items: T[] } | { ok: false }) =>
  parsed.ok && parsed.items.length > 0 ? parsed.items : null;

/** The row's values from checked fields (the schema has run, so every parser succeeds). */
export function valuesOf(fields: SeoMetadataFields): OverrideValues {
  const keywords = splitKeywords(fields.keywords);
  const rating = parseRating(fields);
  return {
    title: orNull(fields.title),
    description: orNull(fields.description),
    keywords: keywords.length > 0 ? keywords : null,
    image: orNull(fields.image),
    canonical: orNull(fields.canonical),
    noindex: fields.robots === "" ? null : fields.robots === "noindex",
    pageType: fields.pageType === "" ? null : (fields.pageType as PageType),
    author: orNull(fields.author),
    publishedOn: orNull(fields.publishedAt),
    modifiedOn: orNull(fields.modifiedAt),
    language: orNull(fields.language),
    locale: orNull(fields.locale),
    alternates: listOrNull(parseAlternates(fields.alternates)),
    breadcrumbs: listOrNull(parseBreadcrumbs(fields.breadcrumbs)),
    faqs: listOrNull(parseFaqs(fields.faqs)),
    rating: rating.ok ? rating.rating : null,
    structuredData: listOrNull(parseStructuredData(fields.structuredData)),
  };
}
