import { seoDefaults } from "#contracts/seo.ts";
import { absoluteUrl, type JsonLd, type JsonLdNode, schemaContext } from "./json-ld.ts";

export type PersonFacts = { name: string; jobTitle?: string; description?: string; image?: string };

/** An instructor or author; the job title defaults to the spec's 'AI Instructor'. */
export function personNode(publicUrl: string, person: PersonFacts): JsonLdNode {
  return {
    "@type": "Person",
    name: person.name,
    jobTitle: person.jobTitle?.trim() || seoDefaults.instructorJobTitle,
    ...(person.description ? { description: person.description } : {}),
    ...(person.image ? { image: absoluteUrl(publicUrl, person.image) } : {}),
    worksFor: { "@id": `${publicUrl}/#organization` },
  };
}

export function personJsonLd(publicUrl: string, person: PersonFacts, pageUrl?: string): JsonLd {
  return {
    "@context": schemaContext,
    ...personNode(publicUrl, person),
    ...(pageUrl ? { url: pageUrl } : {}),
  };
}
