import type { BlockType } from "#contracts/page-builder-text.ts";

// What each block's fields are called in the editor's panel, and so in the messages that name them ("Block 2
// (Hero), Button link: ..."). One record a block, keyed by the prop of contracts/page-builder.ts.

export const blockFieldLabels = {
  Hero: {
    heading: "Heading",
    subheading: "Subheading",
    buttonLabel: "Button label",
    buttonHref: "Button link",
    tone: "Colours",
  },
  RichText: { markdown: "Text (Markdown)" },
  Image: { src: "Image address", alt: "Alternative text", caption: "Caption" },
  Video: { url: "YouTube or Vimeo link", title: "Title" },
  Columns: { left: "Left column (Markdown)", right: "Right column (Markdown)" },
  CourseCards: { heading: "Heading", courseSlugs: "Courses" },
  UpcomingBatches: { heading: "Heading", courseSlug: "Course", limit: "How many batches" },
  Testimonials: { heading: "Heading", items: "Testimonials", quote: "Quote", name: "Name", role: "Role" },
  Faq: { heading: "Heading", items: "Questions", question: "Question", answer: "Answer (Markdown)" },
  Pricing: { heading: "Heading", courseSlugs: "Courses" },
  CallToAction: { heading: "Heading", text: "Text", buttonLabel: "Button label", buttonHref: "Button link" },
  Countdown: { heading: "Heading", courseSlug: "Course" },
  LogoWall: { heading: "Heading", logos: "Logos", src: "Logo address", alt: "Company name (alt text)" },
  LeadForm: { kind: "Form", heading: "Heading", text: "Text" },
} as const satisfies Record<BlockType, Record<string, string>>;

/** The label of a block's field, or the prop's own name for one the editor does not know. */
export function fieldLabelOf(type: string, field: string): string {
  const labels = (blockFieldLabels as Record<string, Record<string, string>>)[type];
  return labels?.[field] ?? field;
}
