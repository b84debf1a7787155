import type { CourseCard, CourseDetail } from "#contracts/catalog.ts";
import type { LandingPageView, ViewBatch, ViewBlock } from "#contracts/landing-page-view.ts";
import type { PageBlock, PageDocument } from "#contracts/page-builder.ts";
import { parseVideoEmbedUrl } from "#contracts/video-embed-url.ts";
import { markdownToText, renderMarkdown } from "#server/lib/markdown.ts";
import type { CatalogService } from "#server/modules/catalog/service.ts";

export type RenderPageDeps = {
  catalog: Pick<CatalogService, "listCourses" | "findCourseDetail">;
};

type Live = { cards: Map<string, CourseCard>; detail: (slug: string) => Promise<CourseDetail | null> };

const today = () => new Date().toISOString().slice(0, 10);

function batchesOf(detail: CourseDetail): ViewBatch[] {
  return detail.batches
    .filter((batch) => batch.startDate >= today())
    .map((batch) => ({
      id: batch.id,
      courseTitle: detail.title,
      coursePath: detail.path,
      type: batch.type,
      startDate: batch.startDate,
      schedule: batch.schedule,
      seatsAvailable: batch.seatsAvailable,
      priceCents: batch.priceCents,
      currency: detail.currency,
    }));
}

async function upcoming(live: Live, courseSlug: string, limit: number): Promise<ViewBatch[]> {
  const slugs = courseSlug ? [courseSlug] : [...live.cards.keys()];
  const details = await Promise.all(slugs.map((slug) => live.detail(slug)));
  return details
    .flatMap((detail) => (detail ? batchesOf(detail) : []))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.courseTitle.localeCompare(b.courseTitle))
    .slice(0, limit);
}

/** One stored block as the page draws it: Markdown to sanitised HTML, live facts read now. */
async function viewOf(block: PageBlock, live: Live): Promise<ViewBlock | null> {
  switch (block.type) {
    case "RichText":
      return { type: "RichText", props: { id: block.props.id, html: renderMarkdown(block.props.markdown) } };
    case "Columns":
      return {
        type: "Columns",
        props: {
          id: block.props.id,
          leftHtml: renderMarkdown(block.props.left),
          rightHtml: renderMarkdown(block.props.right),
        },
      };
    case "Video": {
      const parsed = parseVideoEmbedUrl(block.props.url);
      return parsed.ok
        ? {
            type: "Video",
            props: { id: block.props.id, title: block.props.title, embedUrl: parsed.embed.url },
          }
        : null;
    }
    case "CourseCards":
    case "Pricing": {
      // A course hidden or removed since the page was saved simply drops out: never a card for nothing.
      const courses = block.props.courseSlugs.flatMap((slug) => live.cards.get(slug) ?? []);
      return courses.length > 0
        ? { type: block.type, props: { id: block.props.id, heading: block.props.heading, courses } }
        : null;
    }
    case "UpcomingBatches":
      return {
        type: "UpcomingBatches",
        props: {
          id: block.props.id,
          heading: block.props.heading,
          batches: await upcoming(live, block.props.courseSlug, block.props.limit),
        },
      };
    case "Countdown": {
      const detail = await live.detail(block.props.courseSlug);
      if (!detail) return null;
      const next = batchesOf(detail)[0];
      return {
        type: "Countdown",
        props: {
          id: block.props.id,
          heading: block.props.heading,
          courseTitle: detail.title,
          coursePath: detail.path,
          startDate: next?.startDate ?? null,
        },
      };
    }
    case "Faq":
      return {
        type: "Faq",
        props: {
          id: block.props.id,
          heading: block.props.heading,
          items: block.props.items.map((item) => ({
            question: item.question,
            answerHtml: renderMarkdown(item.answer),
            answerText: markdownToText(item.answer),
          })),
        },
      };
    default:
      return block;
  }
}

/** A page's document as visitors see it, with the catalog's prices, dates and seats of this moment. */
export async function renderPageView(
  deps: RenderPageDeps,
  page: { path: string; title: string; description: string; document: PageDocument },
  preview: boolean,
): Promise<LandingPageView> {
  const cards = new Map(
    (await deps.catalog.listCourses({ level: undefined, format: undefined, sort: undefined })).map((card) => [
      card.slug,
      card,
    ]),
  );
  const details = new Map<string, Promise<CourseDetail | null>>();
  const live: Live = {
    cards,
    detail: (slug) => {
      // Only published courses show on a landing page, and each is read once per render.
      if (!cards.has(slug)) return Promise.resolve(null);
      const known = details.get(slug);
      if (known) return known;
      const found = deps.catalog.findCourseDetail(slug);
      details.set(slug, found);
      return found;
    },
  };
  const blocks = await Promise.all(page.document.content.map((block) => viewOf(block, live)));
  return {
    path: page.path,
    title: page.title,
    description: page.description,
    blocks: blocks.filter((block): block is ViewBlock => block !== null),
    preview,
  };
}
