import { type PageDocument, pageDocumentSchema } from "#contracts/page-builder.ts";
import type { Database } from "./client.ts";
import { landingPages, landingPageVersions } from "./schema/page-builder.ts";

/** The demo's published landing page (issue 21): eight blocks, live course facts; a bench target. */
export const demoLandingPagePath = "/spring-ai-cohort";

const document: PageDocument = pageDocumentSchema.parse({
  root: { props: {} },
  content: [
    {
      type: "Hero",
      props: {
        id: "Hero-demo",
        heading: "Build AI products with the spring cohort",
        subheading:
          "Twelve weeks of live classes and projects reviewed by engineers who ship AI for a living. Seats are limited.",
        buttonLabel: "See the course",
        buttonHref: "/courses/ai-engineers",
        tone: "dark",
      },
    },
    {
      type: "RichText",
      props: {
        id: "RichText-demo",
        markdown:
          "## Why a cohort\n\nYou learn faster with people at your level and instructors who answer the same week. Every class is recorded, every project gets a written review, and you leave with a portfolio.\n\n- Live classes twice a week\n- Office hours with instructors\n- A certificate employers can verify",
      },
    },
    {
      type: "CourseCards",
      props: {
        id: "CourseCards-demo",
        heading: "Pick your track",
        courseSlugs: ["ai-engineers", "machine-learning", "prompt-engineering"],
      },
    },
    {
      type: "Countdown",
      props: { id: "Countdown-demo", heading: "Next cohort", courseSlug: "ai-engineers" },
    },
    {
      type: "UpcomingBatches",
      props: { id: "UpcomingBatches-demo", heading: "Upcoming dates", courseSlug: "", limit: 4 },
    },
    {
      type: "Testimonials",
      props: {
        id: "Testimonials-demo",
        heading: "From earlier cohorts",
        items: [
          {
            quote: "I shipped a retrieval feature at work in week six.",
            name: "Amara O.",
            role: "Backend engineer",
          },
          {
            quote: "The project reviews were worth the price alone.",
            name: "Jonas K.",
            role: "Data analyst",
          },
        ],
      },
    },
    {
      type: "Faq",
      props: {
        id: "Faq-demo",
        heading: "Questions",
        items: [
          {
            question: "How many hours a week?",
            answer: "Plan for 8 to 10 hours: two live classes and a project.",
          },
          { question: "Can I pay in instalments?", answer: "Yes. Choose the instalment plan at checkout." },
        ],
      },
    },
    {
      type: "CallToAction",
      props: {
        id: "CallToAction-demo",
        heading: "Not sure which track?",
        text: "Tell us what you do today and an advisor will suggest one.",
        buttonLabel: "Talk to an advisor",
        buttonHref: "/contact",
      },
    },
  ],
}) as PageDocument;

/** Inserted once, never overwritten: an admin's edits to it stay. */
export async function seedDemoLandingPage(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const fields = {
      path: demoLandingPagePath,
      title: "Spring AI cohort",
      description: "Join the spring cohort: live classes, reviewed projects and a verifiable certificate.",
    };
    const [row] = await tx
      .insert(landingPages)
      .values({
        ...fields,
        draft: document,
        published: document,
        publishedTitle: fields.title,
        publishedDescription: fields.description,
        publishedAt: now,
        publishedVersion: 1,
      })
      .onConflictDoNothing({ target: landingPages.path })
      .returning({ id: landingPages.id });
    if (row)
      await tx
        .insert(landingPageVersions)
        .values({ pageId: row.id, number: 1, kind: "create", ...fields, document });
  });
}
