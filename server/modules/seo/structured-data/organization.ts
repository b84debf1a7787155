import { seoDefaults } from "#contracts/seo.ts";
import { absoluteUrl, type JsonLd, type JsonLdNode, schemaContext } from "./json-ld.ts";

/** What SEO Settings adds to the school's node: an uploaded logo, and its profiles elsewhere (`sameAs`). */
export type OrganizationFacts = {
  logo: { url: string; width: number; height: number };
  profiles: string[];
};

const builtIn: OrganizationFacts = {
  logo: { url: seoDefaults.logo, width: seoDefaults.logoWidth, height: seoDefaults.logoHeight },
  profiles: [],
};

/**
 * The school as publisher, provider and organizer; `@id` lets other blocks point at it. The logo is an
 * ImageObject with its true size (Google's Article rule reads `publisher.logo.url`; a bare URL fails it), and
 * a raster image: Google's logo guidelines ask for at least 112x112 px, not the SVG favicon.
 */
export function organizationNode(publicUrl: string, organization: OrganizationFacts = builtIn): JsonLdNode {
  const logoUrl = absoluteUrl(publicUrl, organization.logo.url);
  return {
    "@type": "Organization",
    "@id": `${publicUrl}/#organization`,
    name: seoDefaults.siteName,
    url: `${publicUrl}/`,
    logo: {
      "@type": "ImageObject",
      url: logoUrl,
      contentUrl: logoUrl,
      width: organization.logo.width,
      height: organization.logo.height,
    },
  };
}

/** The whole Organization block (the home page, an organisation page), with its profiles. */
export function organizationJsonLd(
  publicUrl: string,
  options: { description?: string; organization?: OrganizationFacts } = {},
): JsonLd {
  const profiles = options.organization?.profiles ?? [];
  return {
    "@context": schemaContext,
    ...organizationNode(publicUrl, options.organization),
    ...(options.description ? { description: options.description } : {}),
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
}
