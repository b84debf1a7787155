import { type CampaignAudience, campaignMessages } from "#contracts/newsletter-campaigns.ts";
import { HttpError } from "#server/http-error.ts";
import { coursesOf, parseCampaignBody } from "./campaign-blocks.ts";
import type { CampaignsRepository } from "./campaigns-repository.ts";

type Deps = { repository: Pick<CampaignsRepository, "courseExists" | "batchExists"> };

/** The audience's course and batch exist (400 naming the field otherwise). */
export async function checkAudience(deps: Deps, audience: CampaignAudience): Promise<void> {
  if (audience.courseSlug && !(await deps.repository.courseExists(audience.courseSlug)))
    throw new HttpError(400, campaignMessages.unknownCourse, "audience.courseSlug");
  if (audience.batchId && !(await deps.repository.batchExists(audience.batchId)))
    throw new HttpError(400, campaignMessages.unknownBatch, "audience.batchId");
}

/**
 * What a draft must be before it is saved: its blocks well formed (the first problem, naming its line, as
 * the body's message) and its course blocks naming courses that exist, and its audience's references real.
 */
export async function checkCampaign(
  deps: Deps,
  campaign: { body: string; audience: CampaignAudience },
): Promise<void> {
  const parsed = parseCampaignBody(campaign.body);
  const [problem] = parsed.problems;
  if (problem) throw new HttpError(400, problem, "body");
  for (const slug of coursesOf(parsed.blocks))
    if (!(await deps.repository.courseExists(slug)))
      throw new HttpError(400, `The course block "${slug}" names no course.`, "body");
  await checkAudience(deps, campaign.audience);
}
