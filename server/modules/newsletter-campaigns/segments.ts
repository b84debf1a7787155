import type { z } from "zod";
import { campaignMessages, type segmentCreateSchema } from "#contracts/newsletter-campaigns.ts";
import { HttpError } from "#server/http-error.ts";
import { isUuid } from "#server/lib/is-uuid.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { CampaignsRepository } from "./campaigns-repository.ts";
import { checkAudience } from "./check-campaign.ts";

type Deps = { repository: CampaignsRepository; audit: AuditTrail; now: () => Date };

/** A saved audience under a unique name (409 when taken). */
export async function createSegment(deps: Deps, input: z.output<typeof segmentCreateSchema>, by: AuditActor) {
  await checkAudience(deps, input.rules);
  const segment = await deps.repository.createSegment(input.name, input.rules, deps.now());
  if (!segment) throw new HttpError(409, campaignMessages.segmentTaken, "name");
  await deps.audit.record(by, {
    action: "newsletter.segment.create",
    entityType: "newsletter_segment",
    entityId: segment.id,
    after: segment,
  });
  return segment;
}

/** Deletes a saved segment; campaigns keep the rules they copied from it. */
export async function deleteSegment(deps: Deps, id: string, by: AuditActor): Promise<void> {
  if (!isUuid(id) || !(await deps.repository.deleteSegment(id)))
    throw new HttpError(404, "Segment not found");
  await deps.audit.record(by, {
    action: "newsletter.segment.delete",
    entityType: "newsletter_segment",
    entityId: id,
  });
}
