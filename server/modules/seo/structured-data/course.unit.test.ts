import { describe, expect, it } from "vitest";
import { courseJsonLd } from "./course.ts";

const site = "https://ailabs.academy";
const today = new Date("2026-11-22T10:00:00Z");
const course = {
  name: "Deep Learning",
  description: "Neural networks with PyTorch: CNNs, transformers, fine-tuning and training at scale.",
  priceCents: 189000,
  currency: "USD",
  instructors: [
    { name: "Priya Raman", jobTitle: "Senior ML Engineer" },
    { name: "Tomás Ortega", jobTitle: "" },
  ],
  instances: [
    {
      startDate: "2026-12-05",
      schedule: "Sat and Sun, 10:00-13:00 UTC",
      durationWeeks: 14,
      seatsAvailable: 4,
      courseMode: "online",
    },
    {
      startDate: "2027-01-11",
      schedule: "Mon to Thu, 18:00-21:00 UTC",
      durationWeeks: 8,
      seatsAvailable: 0,
      courseMode: "online",
    },
  ],
};

function build(overrides: Partial<Parameters<typeof courseJsonLd>[0]> = {}) {
  // Round-trip through JSON: what the page's script holds.
  return JSON.parse(
    JSON.stringify(
      courseJsonLd({
        publicUrl: site,
        pageUrl: `${site}/courses/deep-learning`,
        course,
        today,
        image: "/assets/courses/deep-learning.svg",
        rating: { ratingValue: 4.7333, reviewCount: 15 },
        ...overrides,
      }),
    ),
  );
}

describe("Course", () => {
  it("is a schema.org Course by the school", () => {
    const block = build();
    expect(block["@context"]).toBe("https://schema.org");
    expect(block["@type"]).toBe("Course");
    expect(block.name).toBe("Deep Learning");
    expect(block.provider).toMatchObject({ "@type": "Organization", name: "AI Labs" });
    expect(block.image).toBe("https://ailabs.academy/assets/courses/deep-learning.svg");
  });

  it("has one online CourseInstance per batch with its start, schedule, workload and instructors", () => {
    const [first, second] = build().hasCourseInstance;
    expect(build().hasCourseInstance).toHaveLength(2);
    expect(first).toMatchObject({
      "@type": "CourseInstance",
      courseMode: "online",
      startDate: "2026-12-05",
      endDate: "2027-03-12",
      courseWorkload: "P14W",
      courseSchedule: {
        "@type": "Schedule",
        repeatFrequency: "Weekly",
        repeatCount: 14,
        description: "Sat and Sun, 10:00-13:00 UTC",
      },
    });
    expect(second.courseWorkload).toBe("P8W");
    expect(first.instructor).toEqual([
      expect.objectContaining({ "@type": "Person", name: "Priya Raman", jobTitle: "Senior ML Engineer" }),
      expect.objectContaining({ "@type": "Person", name: "Tomás Ortega", jobTitle: "AI Instructor" }),
    ]);
  });

  it("offers the price in USD, valid a year ahead, with availability from the seats left", () => {
    expect(build().offers).toEqual({
      "@type": "Offer",
      category: "Paid",
      price: "1890.00",
      priceCurrency: "USD",
      priceValidUntil: "2027-11-22",
      availability: "https://schema.org/LimitedAvailability",
      url: "https://ailabs.academy/courses/deep-learning",
    });
    const soldOut = build({
      course: { ...course, instances: course.instances.map((i) => ({ ...i, seatsAvailable: 0 })) },
    });
    expect(soldOut.offers.availability).toBe("https://schema.org/SoldOut");
    const open = build({
      course: { ...course, instances: course.instances.map((i) => ({ ...i, seatsAvailable: 20 })) },
    });
    expect(open.offers.availability).toBe("https://schema.org/InStock");
  });

  it("carries the reviews' AggregateRating on the 1-5 scale, and none without reviews", () => {
    expect(build().aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.7,
      reviewCount: 15,
      bestRating: 5,
      worstRating: 1,
    });
    expect(build({ rating: undefined })).not.toHaveProperty("aggregateRating");
    expect(build({ rating: { ratingValue: 0, reviewCount: 0 } })).not.toHaveProperty("aggregateRating");
  });

  it("has no instances for a course without upcoming batches, and is still in stock", () => {
    const block = build({ course: { ...course, instances: [] } });
    expect(block.hasCourseInstance).toEqual([]);
    expect(block.offers.availability).toBe("https://schema.org/InStock");
  });
});
