import type { LandingPageView as LandingPageData, ViewBlock } from "#contracts/landing-page-view.ts";
import type { BlockComponent, ViewBlockOf, ViewBlockType } from "./block-types.ts";
import { CallToActionBlock } from "./call-to-action-block.tsx";
import { ColumnsBlock } from "./columns-block.tsx";
import { CountdownBlock } from "./countdown-block.tsx";
import { CourseCardsBlock } from "./course-cards-block.tsx";
import { FaqBlock } from "./faq-block.tsx";
import { HeroBlock } from "./hero-block.tsx";
import { ImageBlock } from "./image-block.tsx";
import { LeadFormBlock } from "./lead-form-block.tsx";
import { LogoWallBlock } from "./logo-wall-block.tsx";
import { PricingBlock } from "./pricing-block.tsx";
import { RichTextBlock } from "./rich-text-block.tsx";
import { TestimonialsBlock } from "./testimonials-block.tsx";
import { UpcomingBatchesBlock } from "./upcoming-batches-block.tsx";
import { VideoBlock } from "./video-block.tsx";

/** The component of each block type: a type the page builder gains without one here does not compile. */
const blockComponents: { [T in ViewBlockType]: BlockComponent<T> } = {
  Hero: HeroBlock,
  RichText: RichTextBlock,
  Image: ImageBlock,
  Video: VideoBlock,
  Columns: ColumnsBlock,
  CourseCards: CourseCardsBlock,
  UpcomingBatches: UpcomingBatchesBlock,
  Testimonials: TestimonialsBlock,
  Faq: FaqBlock,
  Pricing: PricingBlock,
  CallToAction: CallToActionBlock,
  Countdown: CountdownBlock,
  LogoWall: LogoWallBlock,
  LeadForm: LeadFormBlock,
} satisfies Record<ViewBlockType, unknown>;

function Block({ block, pageHeading }: { block: ViewBlock; pageHeading: boolean }) {
  // One component per type (checked above); TypeScript cannot pair a union's members with a mapped type's.
  const Component = blockComponents[block.type] as BlockComponent<ViewBlockType> | undefined;
  if (!Component) return null;
  return <Component props={block.props as ViewBlockOf<ViewBlockType>["props"]} pageHeading={pageHeading} />;
}

function PreviewBanner() {
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50">
      <p className="mx-auto max-w-6xl px-4 py-3 text-sm font-medium text-amber-950">
        Preview of a draft: visitors do not see this yet
      </p>
    </div>
  );
}

/**
 * A page-builder landing page (issue 21) as visitors see it: its blocks in order, each drawn with the
 * site's own look. The first Hero's heading is the page's h1 (without a Hero, the title is, for screen
 * readers); every other block heading is an h2. Its FAQPage JSON-LD comes
 * with the page's metadata (server/modules/page-builder/page-source.ts), in the head like every page's.
 */
export function LandingPageView({ page }: { page: LandingPageData }) {
  const firstHero = page.blocks.findIndex((block) => block.type === "Hero");
  return (
    <>
      {page.preview ? <PreviewBanner /> : null}
      {firstHero === -1 ? <h1 className="sr-only">{page.title}</h1> : null}
      {page.blocks.map((block, index) => (
        <Block key={block.props.id} block={block} pageHeading={index === firstHero} />
      ))}
    </>
  );
}
