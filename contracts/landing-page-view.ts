import type { CourseCard } from "./catalog.ts";
import type { BlockProps } from "./page-builder.ts";
import type { BlockType } from "./page-builder-text.ts";

// What a published (or previewed) landing page draws (issue 21): the stored blocks with Markdown turned into
// sanitised HTML and live facts (prices, next starts, seats) read from the catalog when the page is served.
// Types only: the public renderer imports nothing of zod.

type Props<T extends BlockType> = Omit<BlockProps<T>, "id"> & { id: string };

export type ViewBatch = {
  id: string;
  courseTitle: string;
  coursePath: string;
  type: string;
  startDate: string;
  schedule: string;
  seatsAvailable: number;
  priceCents: number;
  currency: string;
};

export type ViewBlock =
  | { type: "Hero"; props: Props<"Hero"> }
  | { type: "RichText"; props: { id: string; html: string } }
  | { type: "Image"; props: Props<"Image"> }
  | { type: "Video"; props: { id: string; title: string; embedUrl: string } }
  | { type: "Columns"; props: { id: string; leftHtml: string; rightHtml: string } }
  | { type: "CourseCards"; props: { id: string; heading: string; courses: CourseCard[] } }
  | { type: "UpcomingBatches"; props: { id: string; heading: string; batches: ViewBatch[] } }
  | { type: "Testimonials"; props: Props<"Testimonials"> }
  | {
      type: "Faq";
      props: {
        id: string;
        heading: string;
        items: { question: string; answerHtml: string; answerText: string }[];
      };
    }
  | { type: "Pricing"; props: { id: string; heading: string; courses: CourseCard[] } }
  | { type: "CallToAction"; props: Props<"CallToAction"> }
  | {
      type: "Countdown";
      props: {
        id: string;
        heading: string;
        courseTitle: string;
        coursePath: string;
        startDate: string | null;
      };
    }
  | { type: "LogoWall"; props: Props<"LogoWall"> }
  | { type: "LeadForm"; props: Props<"LeadForm"> };

export type LandingPageView = {
  path: string;
  title: string;
  description: string;
  blocks: ViewBlock[];
  /** A draft seen through a preview link (noindex, a banner says so). */
  preview: boolean;
};
