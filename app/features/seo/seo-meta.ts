import type { MetaDescriptor } from "react-router";
import type { ResolvedPageMeta } from "#contracts/seo.ts";

/**
 * The <head> tags of a page from its resolved metadata: title, description, canonical, robots, Open Graph,
 * Twitter, hreflang alternates and one JSON-LD script per structured-data object. `fallback` covers a
 * page whose metadata could not be read (the page still gets a title).
 */
export function seoMeta(
  meta: ResolvedPageMeta | null | undefined,
  fallback: { title: string; description?: string; noindex?: boolean } = { title: "AI Labs" },
): MetaDescriptor[] {
  if (!meta) {
    const tags: MetaDescriptor[] = [{ title: fallback.title }];
    if (fallback.description) tags.push({ name: "description", content: fallback.description });
    if (fallback.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
    return tags;
  }
  const ogType = meta.pageType === "article" ? "article" : "website";
  const tags: MetaDescriptor[] = [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: meta.canonical },
    { name: "robots", content: meta.noindex ? "noindex, nofollow" : "index, follow" },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:type", content: ogType },
    { property: "og:url", content: meta.canonical },
    { property: "og:site_name", content: meta.siteName },
    { property: "og:locale", content: meta.locale },
    { property: "og:image", content: meta.image },
    { property: "og:image:width", content: String(meta.imageWidth) },
    { property: "og:image:height", content: String(meta.imageHeight) },
    { property: "og:image:alt", content: meta.imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: meta.image },
    { name: "twitter:image:alt", content: meta.imageAlt },
  ];
  if (meta.keywords.length > 0) tags.push({ name: "keywords", content: meta.keywords.join(", ") });
  tags.push({ name: "author", content: meta.author });
  if (meta.pageType === "article") {
    if (meta.publishedAt) tags.push({ property: "article:published_time", content: meta.publishedAt });
    if (meta.modifiedAt) tags.push({ property: "article:modified_time", content: meta.modifiedAt });
  }
  for (const alternate of meta.alternates) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: alternate.hreflang, href: alternate.href });
  }
  for (const tag of meta.verification) tags.push({ name: tag.name, content: tag.content });
  for (const data of meta.structuredData) tags.push({ "script:ld+json": data });
  return tags;
}
