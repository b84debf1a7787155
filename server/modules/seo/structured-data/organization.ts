import { seoDefaults } from "#contracts/seo.ts";
import { type JsonLd, type JsonLdNode, schemaContext } from "./json-ld.ts";

/**
 * The school as publisher, provider and organizer; `@id` lets other blocks point at it. The logo is an
 * ImageObject with its true size (Google's Article rule reads `publisher.logo.url`; a bare URL fails it), and
 * a PNG: Google's logo guidelines ask for a raster image of at least 112x112 px, not the SVG favicon.
 */
export function organizationNode(publicUrl: string): JsonLdNode {
  const logoUrl = `${publicUrl}${seoDefaults.logo}`;
  return {
    "@type": "Organization",
    "@id": `${publicUrl}/#organization`,
    name: seoDefaults.siteName,
    url: `${publicUrl}/`,
    logo: {
      "@type": "ImageObject",
      url: logoUrl,
      contentUrl: logoUrl,
      width: seoDefaults.logoWidth,
      height: seoDefaults.logoHeight,
    },
  };
}

export function organizationJsonLd(publicUrl: string, description?: string): JsonLd {
  return {
    "@context": schemaContext,
    ...organizationNode(publicUrl),
    ...(description ? { description } : {}),
  };
}
