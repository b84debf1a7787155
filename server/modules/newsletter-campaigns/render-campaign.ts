import type { CatalogService } from "#server/modules/catalog/service.ts";
import { coursesOf, parseCampaignBody } from "./campaign-blocks.ts";
import { type CourseCardFacts, renderCampaignMail, withNamePlaceholders } from "./campaign-mail.ts";

export type RenderDeps = { catalog: Pick<CatalogService, "courseDetail">; publicUrl: string };

/** A course block's live facts: price today and the next batch; null when the course cannot be shown. */
async function courseFacts(deps: RenderDeps, slug: string): Promise<CourseCardFacts> {
  try {
    const course = await deps.catalog.courseDetail(slug);
    const next = course.batches[0];
    return {
      title: course.title,
      subtitle: course.tagline,
      url: `${deps.publicUrl}${course.path}`,
      priceCents: next?.priceCents ?? course.priceCents,
      listPriceCents: next?.listPriceCents ?? course.priceCents,
      nextStart: next?.startDate ?? null,
      seatsLeft: next?.seatsAvailable ?? null,
    };
  } catch {
    return null;
  }
}

/**
 * The campaign's mail as of now (prices, dates and seats read at this moment), with placeholders for the
 * recipient's name and links, and the name placeholders' fallbacks.
 */
export async function renderCampaign(
  deps: RenderDeps,
  campaign: { subject: string; preheader: string; body: string },
): Promise<{ html: string; text: string; fallbacks: string[] }> {
  const named = withNamePlaceholders(parseCampaignBody(campaign.body).blocks);
  const slugs = coursesOf(named.blocks);
  const courses = new Map(
    await Promise.all(slugs.map(async (slug) => [slug, await courseFacts(deps, slug)] as const)),
  );
  const mail = await renderCampaignMail({
    subject: campaign.subject,
    preheader: campaign.preheader,
    blocks: named.blocks,
    courses,
    publicUrl: deps.publicUrl,
  });
  return { ...mail, fallbacks: named.fallbacks };
}

/** The name placeholders' fallbacks of a body (the same numbering as renderCampaign's). */
export function nameFallbacks(body: string): string[] {
  return withNamePlaceholders(parseCampaignBody(body).blocks).fallbacks;
}
