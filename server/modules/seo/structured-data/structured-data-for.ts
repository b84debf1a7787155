import type { PageFacts } from "#server/modules/seo/page-source.ts";
import { articleJsonLd } from "./article.ts";
import { breadcrumbListJsonLd, type Crumb } from "./breadcrumbs.ts";
import { courseJsonLd } from "./course.ts";
import { eventJsonLd } from "./event.ts";
import { faqPageJsonLd } from "./faq-page.ts";
import type { JsonLd } from "./json-ld.ts";
import { type OrganizationFacts, organizationJsonLd } from "./organization.ts";
import { personJsonLd } from "./person.ts";
import { websiteJsonLd } from "./website.ts";

/** The JSON-LD blocks of one page, from its facts: each builder is a small, separately tested file. */
export function structuredDataFor(input: {
  publicUrl: string;
  path: string;
  pageUrl: string;
  facts: PageFacts;
  /** Absolute social image. */
  image: string;
  /** Home first. */
  breadcrumbs: Crumb[];
  now: Date;
  /** SEO Settings' logo and profiles; the built-ins when absent. */
  organization?: OrganizationFacts;
}): JsonLd[] {
  const { publicUrl, path, pageUrl, facts, organization } = input;
  const blocks: JsonLd[] = [];
  if (path === "/") {
    blocks.push(
      organizationJsonLd(publicUrl, { description: facts.description, organization }),
      websiteJsonLd(publicUrl),
    );
  } else if (facts.pageType === "organization") {
    blocks.push(organizationJsonLd(publicUrl, { organization }));
  }
  if (input.breadcrumbs.length > 1) blocks.push(breadcrumbListJsonLd(publicUrl, input.breadcrumbs));
  if (facts.course) {
    blocks.push(
      courseJsonLd({
        publicUrl,
        pageUrl,
        course: facts.course,
        today: input.now,
        image: input.image,
        rating: facts.rating,
        organization,
      }),
    );
  }
  if (facts.article || facts.pageType === "article") {
    blocks.push(
      articleJsonLd({
        publicUrl,
        pageUrl,
        headline: facts.article?.headline ?? facts.title,
        description: facts.description,
        author: facts.author,
        publishedAt: facts.publishedAt,
        modifiedAt: facts.modifiedAt,
        image: input.image,
        keywords: facts.article?.tags ?? facts.keywords ?? [],
        organization,
      }),
    );
  }
  if (facts.event) {
    blocks.push(
      eventJsonLd({
        publicUrl,
        pageUrl,
        event: facts.event,
        image: input.image,
        now: input.now,
        organization,
      }),
    );
  }
  if (facts.person) blocks.push(personJsonLd(publicUrl, facts.person, pageUrl));
  if (facts.faqs && facts.faqs.length > 0) blocks.push(faqPageJsonLd(facts.faqs));
  return blocks;
}
