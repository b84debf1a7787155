import type { PageFacts } from "#server/modules/seo/page-source.ts";
import { aggregateRatingNode } from "./aggregate-rating.ts";
import { absoluteUrl, type JsonLd, type JsonLdNode, schemaContext } from "./json-ld.ts";
import { availabilityFromSeats, offerNode } from "./offer.ts";
import { type OrganizationFacts, organizationNode } from "./organization.ts";
import { personNode } from "./person.ts";

export type CourseFacts = NonNullable<PageFacts["course"]>;
type Instance = CourseFacts["instances"][number];

function addDays(isoDate: string, days: number): string {
  const start = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return isoDate;
  return new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** One live batch: its start, weekly schedule over its weeks, and who teaches it. */
export function courseInstanceNode(
  publicUrl: string,
  instance: Instance,
  instructors: CourseFacts["instructors"],
): JsonLdNode {
  const weeks = Math.max(1, instance.durationWeeks);
  return {
    "@type": "CourseInstance",
    courseMode: instance.courseMode || "online",
    startDate: instance.startDate,
    endDate: addDays(instance.startDate, weeks * 7 - 1),
    courseSchedule: {
      "@type": "Schedule",
      repeatFrequency: "Weekly",
      repeatCount: weeks,
      startDate: instance.startDate,
      description: instance.schedule,
    },
    // ISO 8601 duration of the whole batch (Google reads courseWorkload as a total).
    courseWorkload: `P${weeks}W`,
    ...(instructors.length > 0 ? { instructor: instructors.map((i) => personNode(publicUrl, i)) } : {}),
  };
}

/** Course with a CourseInstance per upcoming batch, the USD Offer and the reviews' AggregateRating. */
export function courseJsonLd(input: {
  publicUrl: string;
  pageUrl: string;
  course: CourseFacts;
  /** SEO Settings' logo; the built-in one when absent. */
  organization?: OrganizationFacts;
  today: Date;
  image?: string;
  rating?: PageFacts["rating"];
}): JsonLd {
  const { publicUrl, course } = input;
  return {
    "@context": schemaContext,
    "@type": "Course",
    name: course.name,
    description: course.description,
    url: input.pageUrl,
    inLanguage: "en",
    ...(input.image ? { image: absoluteUrl(publicUrl, input.image) } : {}),
    provider: organizationNode(publicUrl, input.organization),
    hasCourseInstance: course.instances.map((instance) =>
      courseInstanceNode(publicUrl, instance, course.instructors),
    ),
    offers: offerNode({
      category: "Paid",
      priceCents: course.priceCents,
      currency: course.currency,
      url: input.pageUrl,
      today: input.today,
      availability: availabilityFromSeats(course.instances.map((i) => i.seatsAvailable)),
    }),
    ...(input.rating && input.rating.reviewCount > 0
      ? { aggregateRating: aggregateRatingNode(input.rating) }
      : {}),
  };
}
