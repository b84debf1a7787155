import { seoDefaults } from "../../../../contracts/seo.ts";
import { type JsonLd, type JsonLdNode, schemaContext } from "./json-ld.ts";

/** The school as publisher, provider and organizer; `@id` lets other blocks point at it. */
export function organizationNode(publicUrl: string): JsonLdNode {
  return {
    "@type": "Organization",
    "@id": `${publicUrl}/#organization`,
    name: seoDefaults.siteName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
  };
}

export function organizationJsonLd(publicUrl: string, description?: string): JsonLd {
  return {
    "@context": schemaContext,
    ...organizationNode(publicUrl),
    ...(description ? { description } : {}),
  };
}
