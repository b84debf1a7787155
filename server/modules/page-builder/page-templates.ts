import type { PageDocument } from "#contracts/page-builder.ts";

// The templates a new page may start from (issue 21). Course blocks name the catalog's first courses at the
// moment the page is made, so a template never refers to a course that does not exist.

type Template = {
  id: string;
  name: string;
  description: string;
  document: (courses: string[]) => PageDocument;
};

let counter = 0;
const id = (type: string) => `${type}-template-${++counter}`;

export const pageTemplates: Template[] = [
  {
    id: "blank",
    name: "Blank page",
    description: "A hero to start from; add the blocks you need.",
    document: () => ({
      root: { props: {} },
      content: [
        {
          type: "Hero",
          props: {
            id: id("Hero"),
            heading: "A new page",
            subheading: "",
            buttonLabel: "",
            buttonHref: "",
            tone: "light",
          },
        },
      ],
    }),
  },
  {
    id: "course-launch",
    name: "Course launch",
    description:
      "Hero, what you will learn, course cards with live prices, upcoming batches, FAQ and a call to action.",
    document: (courses) => ({
      root: { props: {} },
      content: [
        {
          type: "Hero",
          props: {
            id: id("Hero"),
            heading: "Learn to build with AI, with a cohort",
            subheading:
              "Live classes, projects reviewed by practitioners, and a certificate employers can verify.",
            buttonLabel: "See the courses",
            buttonHref: "/courses",
            tone: "dark",
          },
        },
        {
          type: "RichText",
          props: {
            id: id("RichText"),
            markdown:
              "## What you will learn\n\n- Ship LLM features to production\n- Evaluate and monitor models\n- Work on real projects with feedback",
          },
        },
        ...(courses.length > 0
          ? [
              {
                type: "CourseCards" as const,
                props: { id: id("CourseCards"), heading: "Courses", courseSlugs: courses.slice(0, 3) },
              },
              {
                type: "UpcomingBatches" as const,
                props: { id: id("UpcomingBatches"), heading: "Next cohorts", courseSlug: "", limit: 3 },
              },
            ]
          : []),
        {
          type: "Faq",
          props: {
            id: id("Faq"),
            heading: "Questions",
            items: [
              {
                question: "Do I need experience with machine learning?",
                answer: "No. You need to be comfortable writing code.",
              },
              {
                question: "How much time does it take?",
                answer: "About 8 to 10 hours a week, with live classes in the evening.",
              },
            ],
          },
        },
        {
          type: "CallToAction",
          props: {
            id: id("CallToAction"),
            heading: "Ready to start?",
            text: "Talk to an advisor or apply today.",
            buttonLabel: "Contact us",
            buttonHref: "/contact",
          },
        },
      ],
    }),
  },
  {
    id: "lead-capture",
    name: "Lead capture",
    description: "A short page that asks for an email: hero, testimonials and a newsletter form.",
    document: () => ({
      root: { props: {} },
      content: [
        {
          type: "Hero",
          props: {
            id: id("Hero"),
            heading: "The AI engineering reading list",
            subheading: "One email a month with what our instructors read and build.",
            buttonLabel: "",
            buttonHref: "",
            tone: "light",
          },
        },
        {
          type: "Testimonials",
          props: {
            id: id("Testimonials"),
            heading: "What readers say",
            items: [{ quote: "The one newsletter I read to the end.", name: "A reader", role: "" }],
          },
        },
        {
          type: "LeadForm",
          props: { id: id("LeadForm"), kind: "newsletter", heading: "Subscribe", text: "" },
        },
      ],
    }),
  },
];

export function templateById(templateId: string | undefined): Template | undefined {
  return pageTemplates.find((template) => template.id === (templateId ?? "blank"));
}
