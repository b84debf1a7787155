import { seoDefaults } from "#contracts/seo.ts";
import { type JsonLd, schemaContext } from "./json-ld.ts";

/** The site with its search box: Google's sitelinks search box points at /search?q=. */
export function websiteJsonLd(publicUrl: string): JsonLd {
  return {
    "@context": schemaContext,
    "@type": "WebSite",
    "@id": `${publicUrl}/#website`,
    name: seoDefaults.siteName,
    url: `${publicUrl}/`,
    inLanguage: seoDefaults.language,
    publisher: { "@id": `${publicUrl}/#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${publicUrl}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}
