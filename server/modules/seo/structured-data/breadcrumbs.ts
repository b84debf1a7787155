import { absoluteUrl, type JsonLd, schemaContext } from "./json-ld.ts";

export type Crumb = { name: string; url: string };

/** The trail as given (Home first); positions count from 1, items are absolute URLs. */
export function breadcrumbListJsonLd(publicUrl: string, crumbs: Crumb[]): JsonLd {
  return {
    "@context": schemaContext,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(publicUrl, crumb.url),
    })),
  };
}
