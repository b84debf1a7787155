import { seoDefaults } from "#contracts/seo.ts";
import { absoluteUrl, type JsonLd, schemaContext } from "./json-ld.ts";
import { type OrganizationFacts, organizationNode } from "./organization.ts";

/** A blog post. The school's own byline ('AI Labs Team') is the Organization, anyone else a Person. */
export function articleJsonLd(input: {
  publicUrl: string;
  pageUrl: string;
  headline: string;
  /** SEO Settings' logo; the built-in one when absent. */
  organization?: OrganizationFacts;
  description: string;
  author?: string;
  publishedAt?: Date;
  modifiedAt?: Date;
  image: string;
  keywords: string[];
}): JsonLd {
  const authorName = input.author?.trim() || seoDefaults.author;
  const author =
    authorName === seoDefaults.author || authorName === seoDefaults.siteName
      ? { ...organizationNode(input.publicUrl, input.organization), name: authorName }
      : { "@type": "Person", name: authorName };
  return {
    "@context": schemaContext,
    "@type": "Article",
    // Google truncates headlines past 110 characters.
    headline: input.headline.slice(0, 110),
    description: input.description,
    author,
    publisher: organizationNode(input.publicUrl, input.organization),
    ...(input.publishedAt ? { datePublished: input.publishedAt.toISOString() } : {}),
    ...(input.modifiedAt || input.publishedAt
      ? { dateModified: (input.modifiedAt ?? input.publishedAt)!.toISOString() }
      : {}),
    image: [absoluteUrl(input.publicUrl, input.image)],
    ...(input.keywords.length > 0 ? { keywords: input.keywords.join(", ") } : {}),
    inLanguage: seoDefaults.language,
    mainEntityOfPage: { "@type": "WebPage", "@id": input.pageUrl },
  };
}
