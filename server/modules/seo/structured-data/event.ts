import { seoDefaults } from "#contracts/seo.ts";
import type { PageFacts } from "#server/modules/seo/page-source.ts";
import { absoluteUrl, type JsonLd, schemaContext } from "./json-ld.ts";
import { type OrganizationFacts, organizationNode } from "./organization.ts";

export type EventFacts = NonNullable<PageFacts["event"]>;

/** A free online webinar: virtual location at its registration page, organised by the school. */
export function eventJsonLd(input: {
  publicUrl: string;
  pageUrl: string;
  event: EventFacts;
  /** SEO Settings' logo; the built-in one when absent. */
  organization?: OrganizationFacts;
  image: string;
  now: Date;
}): JsonLd {
  const { event, publicUrl } = input;
  const registrationUrl = absoluteUrl(publicUrl, event.registrationPath);
  const upcoming = event.startDate.getTime() > input.now.getTime();
  return {
    "@context": schemaContext,
    "@type": "Event",
    name: event.name,
    description: event.description,
    url: input.pageUrl,
    startDate: event.startDate.toISOString(),
    endDate: event.endDate.toISOString(),
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "VirtualLocation", url: registrationUrl },
    image: [absoluteUrl(publicUrl, input.image)],
    organizer: organizationNode(publicUrl, input.organization),
    ...(event.performer ? { performer: { "@type": "Person", name: event.performer } } : {}),
    inLanguage: seoDefaults.language,
    isAccessibleForFree: true,
    offers: {
      "@type": "Offer",
      price: "0",
      priceCurrency: seoDefaults.currency,
      availability: upcoming ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      url: registrationUrl,
    },
    ...(event.recordingUrl
      ? { recordedIn: { "@type": "CreativeWork", url: absoluteUrl(publicUrl, event.recordingUrl) } }
      : {}),
  };
}
