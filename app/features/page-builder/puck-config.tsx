import type { Config } from "@puckeditor/core";
import type { ReactNode } from "react";
import type { BlockProps } from "#contracts/page-builder.ts";
import {
  type BlockType,
  blockLabels,
  type LeadFormKind,
  leadFormKinds,
  pageBuilderLimits as limits,
} from "#contracts/page-builder-text.ts";
import { blockFieldLabels as labels } from "./block-field-labels.ts";
import { blockPreviews } from "./block-previews.tsx";
import { course, courses, image, text, textarea } from "./puck-fields.tsx";

// Puck's configuration: one component per block type of contracts/page-builder-text.ts, its fields those of
// the block's schema in contracts/page-builder.ts (Markdown as a textarea, lists as array fields, courses
// from the catalog, images typed or uploaded), default props the schema accepts, and the light preview of
// block-previews.tsx. Loaded only with the editor (puck-editor.tsx).

export type PuckBlockProps = { [T in BlockType]: Omit<BlockProps<T>, "id"> };

const leadFormLabels: Record<LeadFormKind, string> = {
  newsletter: "Newsletter sign-up",
  contact: "Contact form",
  callback: "Call-back request",
};

/** The course every new course block starts with: one the seeded catalog has, so the default is valid. */
const exampleCourse = "ai-engineers";

type Components = Config<PuckBlockProps>["components"];

function component<T extends BlockType>(
  type: T,
  fields: NonNullable<Components[T]["fields"]>,
  defaultProps: PuckBlockProps[T],
): Components[T] {
  const Preview = blockPreviews[type] as (props: unknown) => ReactNode;
  const config = {
    label: blockLabels[type],
    fields,
    defaultProps,
    render: (props: unknown) => <>{Preview(props)}</>,
  };
  // The generic T cannot be matched to one member of the components' record; each call site is checked.
  return config as unknown as Components[T];
}

export const puckConfig: Config<PuckBlockProps> = {
  categories: {
    content: { title: "Content", components: ["Hero", "RichText", "Columns", "Image", "Video", "Faq"] },
    courses: { title: "Courses", components: ["CourseCards", "UpcomingBatches", "Pricing", "Countdown"] },
    conversion: { title: "Conversion", components: ["CallToAction", "LeadForm", "Testimonials", "LogoWall"] },
  },
  root: { fields: {}, render: ({ children }) => <div className="bg-white">{children}</div> },
  components: {
    Hero: component(
      "Hero",
      {
        heading: text(labels.Hero.heading),
        subheading: textarea(labels.Hero.subheading),
        buttonLabel: text(labels.Hero.buttonLabel),
        buttonHref: text(labels.Hero.buttonHref),
        tone: {
          type: "radio",
          label: labels.Hero.tone,
          options: [
            { label: "Light", value: "light" },
            { label: "Dark", value: "dark" },
          ],
        },
      },
      {
        heading: "A headline that says what the page offers",
        subheading: "",
        buttonLabel: "",
        buttonHref: "",
        tone: "light",
      },
    ),
    RichText: component(
      "RichText",
      { markdown: textarea(labels.RichText.markdown) },
      { markdown: "Write here. **Bold**, _italic_, [links](/courses) and lists work: this is Markdown." },
    ),
    Image: component(
      "Image",
      { src: image(labels.Image.src), alt: text(labels.Image.alt), caption: text(labels.Image.caption) },
      { src: "/assets/og-image.jpg", alt: "AI Labs students at work", caption: "" },
    ),
    Video: component(
      "Video",
      { url: text(labels.Video.url), title: text(labels.Video.title) },
      { url: "https://vimeo.com/76979871", title: "Watch the overview" },
    ),
    Columns: component(
      "Columns",
      { left: textarea(labels.Columns.left), right: textarea(labels.Columns.right) },
      { left: "The left column, in Markdown.", right: "The right column, in Markdown." },
    ),
    CourseCards: component(
      "CourseCards",
      {
        heading: text(labels.CourseCards.heading),
        courseSlugs: courses(labels.CourseCards.courseSlugs, limits.coursesMax),
      },
      { heading: "Our courses", courseSlugs: [exampleCourse] },
    ),
    UpcomingBatches: component(
      "UpcomingBatches",
      {
        heading: text(labels.UpcomingBatches.heading),
        courseSlug: course(labels.UpcomingBatches.courseSlug, "Every course"),
        limit: { type: "number", label: labels.UpcomingBatches.limit, min: 1, max: limits.coursesMax },
      },
      { heading: "Upcoming batches", courseSlug: "", limit: 3 },
    ),
    Testimonials: component(
      "Testimonials",
      {
        heading: text(labels.Testimonials.heading),
        items: {
          type: "array",
          label: labels.Testimonials.items,
          max: limits.listMax,
          min: 1,
          arrayFields: {
            quote: textarea(labels.Testimonials.quote),
            name: text(labels.Testimonials.name),
            role: text(labels.Testimonials.role),
          },
          defaultItemProps: { quote: "What they said.", name: "Their name", role: "" },
          getItemSummary: (item) => item.name || "Testimonial",
        },
      },
      {
        heading: "What our students say",
        items: [{ quote: "What they said.", name: "Their name", role: "" }],
      },
    ),
    Faq: component(
      "Faq",
      {
        heading: text(labels.Faq.heading),
        items: {
          type: "array",
          label: labels.Faq.items,
          max: limits.faqMax,
          min: 1,
          arrayFields: { question: text(labels.Faq.question), answer: textarea(labels.Faq.answer) },
          defaultItemProps: { question: "A question people ask?", answer: "The answer." },
          getItemSummary: (item) => item.question || "Question",
        },
      },
      { heading: "Questions", items: [{ question: "A question people ask?", answer: "The answer." }] },
    ),
    Pricing: component(
      "Pricing",
      { heading: text(labels.Pricing.heading), courseSlugs: courses(labels.Pricing.courseSlugs, 4) },
      { heading: "Pricing", courseSlugs: [exampleCourse] },
    ),
    CallToAction: component(
      "CallToAction",
      {
        heading: text(labels.CallToAction.heading),
        text: textarea(labels.CallToAction.text),
        buttonLabel: text(labels.CallToAction.buttonLabel),
        buttonHref: text(labels.CallToAction.buttonHref),
      },
      { heading: "Ready to start?", text: "", buttonLabel: "See the courses", buttonHref: "/courses" },
    ),
    Countdown: component(
      "Countdown",
      { heading: text(labels.Countdown.heading), courseSlug: course(labels.Countdown.courseSlug) },
      { heading: "The next batch starts in", courseSlug: exampleCourse },
    ),
    LogoWall: component(
      "LogoWall",
      {
        heading: text(labels.LogoWall.heading),
        logos: {
          type: "array",
          label: labels.LogoWall.logos,
          max: limits.logosMax,
          min: 1,
          arrayFields: { src: image(labels.LogoWall.src), alt: text(labels.LogoWall.alt) },
          defaultItemProps: { src: "/assets/logo.png", alt: "Company name" },
          getItemSummary: (item) => item.alt || "Logo",
        },
      },
      { heading: "Where our graduates work", logos: [{ src: "/assets/logo.png", alt: "AI Labs" }] },
    ),
    LeadForm: component(
      "LeadForm",
      {
        kind: {
          type: "select",
          label: labels.LeadForm.kind,
          options: leadFormKinds.map((kind) => ({ label: leadFormLabels[kind], value: kind })),
        },
        heading: text(labels.LeadForm.heading),
        text: textarea(labels.LeadForm.text),
      },
      { kind: "contact", heading: "Talk to us", text: "" },
    ),
  },
};
