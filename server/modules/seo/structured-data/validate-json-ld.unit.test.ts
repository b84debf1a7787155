import { describe, expect, it } from "vitest";
import { breadcrumbListJsonLd } from "./breadcrumbs.ts";
import { courseJsonLd } from "./course.ts";
import { faqPageJsonLd } from "./faq-page.ts";
import { organizationJsonLd } from "./organization.ts";
import { validateJsonLd, validateJsonLdText } from "./validate-json-ld.ts";

const site = "https://ailabs.academy";
const context = "https://schema.org";
const org = { "@type": "Organization", name: "AI Labs", url: site };

const cases: { name: string; value: unknown; problems: string[] }[] = [
  { name: "a complete Organization", value: { "@context": context, ...org }, problems: [] },
  {
    name: "an Organization without url",
    value: { "@context": context, "@type": "Organization", name: "AI Labs" },
    problems: ['Organization is missing "url".'],
  },
  {
    name: "http and a trailing slash name schema.org too",
    value: { "@context": "http://schema.org/", ...org },
    problems: [],
  },
  {
    name: "a context object naming schema.org",
    value: { "@context": { "@vocab": "https://schema.org/" }, ...org },
    problems: [],
  },
  {
    name: "another vocabulary",
    value: { "@context": "https://example.org", ...org },
    problems: ["The structured data does not name https://schema.org as its @context."],
  },
  {
    name: "no @type",
    value: { "@context": context, name: "x" },
    problems: ["A structured data node has no @type."],
  },
  { name: "an unknown type needs nothing", value: { "@context": context, "@type": "Thing" }, problems: [] },
  {
    name: "a string",
    value: "Course",
    problems: ["The structured data must be an object or a list of objects."],
  },
  {
    name: "an empty list",
    value: [],
    problems: ["The structured data must be an object or a list of objects."],
  },
  {
    name: "a Course without provider",
    value: { "@context": context, "@type": "Course", name: "DL", description: "Neural nets" },
    problems: ['Course is missing "provider".'],
  },
  {
    name: "an empty string counts as missing",
    value: { "@context": context, "@type": "Course", name: "", description: "d", provider: org },
    problems: ['Course is missing "name".'],
  },
  {
    name: "a nested provider is checked too",
    value: {
      "@context": context,
      "@type": "Course",
      name: "DL",
      description: "d",
      provider: { "@type": "Organization", name: "AI Labs" },
    },
    problems: ['Organization is missing "url".'],
  },
  {
    name: "a CourseInstance needs a mode or a place",
    value: { "@context": context, "@type": "CourseInstance", startDate: "2026-12-05" },
    problems: ['CourseInstance needs one of "courseMode", "location".'],
  },
  {
    name: "an Offer without a currency",
    value: { "@context": context, "@type": "Offer", price: 0 },
    problems: ['Offer is missing "priceCurrency".'],
  },
  {
    name: "a price that is not a number",
    value: { "@context": context, "@type": "Offer", price: "free", priceCurrency: "USD" },
    problems: ['Offer "price" is not a number.'],
  },
  {
    name: "a numeric string price is fine",
    value: { "@context": context, "@type": "Offer", price: "1890.00", priceCurrency: "USD" },
    problems: [],
  },
  {
    name: "an AggregateRating without a count",
    value: { "@context": context, "@type": "AggregateRating", ratingValue: 4.7 },
    problems: ['AggregateRating needs one of "ratingCount", "reviewCount".'],
  },
  {
    name: "a rating that is not a number",
    value: { "@context": context, "@type": "AggregateRating", ratingValue: "great", reviewCount: 3 },
    problems: ['AggregateRating "ratingValue" is not a number.'],
  },
  {
    name: "an Event without place, with a bad date",
    value: { "@context": context, "@type": "Event", name: "Demo day", startDate: "next Friday" },
    problems: ['Event is missing "location".', 'Event "startDate" is not an ISO 8601 date.'],
  },
  {
    name: "an Event with a full date-time",
    value: {
      "@context": context,
      "@type": "Event",
      name: "Demo day",
      startDate: "2026-12-05T18:00:00+01:00",
      location: { "@type": "VirtualLocation", url: site },
    },
    problems: [],
  },
  {
    name: "an Article without headline",
    value: { "@context": context, "@type": "BlogPosting", datePublished: "2026-11-02" },
    problems: ['BlogPosting is missing "headline".'],
  },
  {
    name: "an FAQ with an empty list",
    value: { "@context": context, "@type": "FAQPage", mainEntity: [] },
    problems: ['FAQPage is missing "mainEntity".'],
  },
  {
    name: "a Question without its answer's text",
    value: {
      "@context": context,
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer" } }],
    },
    problems: ['Answer is missing "text".'],
  },
  {
    name: "breadcrumbs: all but the last need an item, positions are numbers",
    value: {
      "@context": context,
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home" },
        { "@type": "ListItem", position: "2", name: "Courses", item: `${site}/courses` },
        { "@type": "ListItem", position: 3, name: "DL" },
      ],
    },
    problems: [
      'BreadcrumbList item 1 is missing "item".',
      'BreadcrumbList item 2 needs a numeric "position".',
    ],
  },
  {
    name: "a JobPosting missing its employer and date",
    value: { "@context": context, "@type": "JobPosting", title: "ML engineer", description: "Build models" },
    problems: ['JobPosting is missing "datePosted".', 'JobPosting is missing "hiringOrganization".'],
  },
  {
    name: "an @graph inherits the context and checks each node",
    value: { "@context": context, "@graph": [org, { "@type": "Person" }] },
    problems: ['Person is missing "name".'],
  },
  {
    name: "a list of documents, each with its context",
    value: [{ "@context": context, ...org }, { ...org }],
    problems: ["The structured data does not name https://schema.org as its @context."],
  },
  {
    name: "several types on one node are each checked",
    value: { "@context": context, "@type": ["Product", "Course"], name: "DL" },
    problems: ['Course is missing "description".', 'Course is missing "provider".'],
  },
];

describe("validateJsonLd", () => {
  for (const { name, value, problems } of cases) {
    it(`${name}: ${problems.length === 0 ? "no problem" : problems.length}`, () => {
      expect(validateJsonLd(value).map((problem) => problem.message)).toEqual(problems);
    });
  }

  it("finds nothing wrong in what this site's own builders make", () => {
    const blocks = [
      organizationJsonLd(site),
      faqPageJsonLd([{ question: "Is it online?", answer: "Yes, live online." }]),
      breadcrumbListJsonLd(site, [
        { name: "Home", url: "/" },
        { name: "Courses", url: "/courses" },
        { name: "Deep Learning", url: "/courses/deep-learning" },
      ]),
      courseJsonLd({
        publicUrl: site,
        pageUrl: `${site}/courses/deep-learning`,
        course: {
          name: "Deep Learning",
          description: "Neural networks with PyTorch.",
          priceCents: 189000,
          currency: "USD",
          instructors: [{ name: "Priya Raman", jobTitle: "Senior ML Engineer" }],
          instances: [
            {
              startDate: "2026-12-05",
              schedule: "Sat",
              durationWeeks: 14,
              seatsAvailable: 4,
              courseMode: "online",
            },
          ],
        },
        today: new Date("2026-11-22T10:00:00Z"),
        image: "/assets/courses/deep-learning.svg",
        rating: { ratingValue: 4.7, reviewCount: 15 },
      }),
    ];
    for (const block of blocks) expect(validateJsonLdText(JSON.stringify(block))).toEqual([]);
  });
});

describe("validateJsonLdText", () => {
  it("says why text is not JSON", () => {
    const [problem] = validateJsonLdText('{"@context": "https://schema.org",');
    expect(problem?.type).toBeNull();
    expect(problem?.message).toMatch(/^The structured data is not valid JSON: /);
  });
});
