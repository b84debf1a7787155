import type { z } from "zod";
import {
  type Campaign,
  type campaignDraftSchema,
  campaignMessages,
  type campaignUpdateSchema,
} from "#contracts/newsletter-campaigns.ts";
import type { Database } from "#server/db/client.ts";
import { HttpError } from "#server/http-error.ts";
import { isUuid } from "#server/lib/is-uuid.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { toCampaign } from "./campaign-dto.ts";
import type { CampaignsRepository } from "./campaigns-repository.ts";
import { checkCampaign } from "./check-campaign.ts";

export type SaveCampaignDeps = {
  db: Database;
  repository: CampaignsRepository;
  audit: AuditTrail;
  now: () => Date;
};

async function loaded(deps: SaveCampaignDeps, id: string): Promise<Campaign> {
  const row = isUuid(id) ? await deps.repository.byId(id) : undefined;
  if (!row) throw new HttpError(404, campaignMessages.notFound);
  return toCampaign(row);
}

/** A new draft (checked as a save is), with its audit entry in the same transaction. */
export async function createCampaign(
  deps: SaveCampaignDeps,
  draft: z.output<typeof campaignDraftSchema>,
  by: AuditActor,
): Promise<Campaign> {
  await checkCampaign(deps, draft);
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const created = await deps.repository.create(draft, by.id, now, tx);
    await deps.audit.record(
      by,
      {
        action: "newsletter.campaign.create",
        entityType: "newsletter_campaign",
        entityId: created,
        summary: `Campaign "${draft.subject}" drafted`,
        after: { subject: draft.subject, audience: draft.audience },
      },
      tx,
    );
    return created;
  });
  return loaded(deps, id);
}

/**
 * Saves a draft at the version its editor opened: 409 when someone saved since (their work is not
 * overwritten and the caller keeps what they typed), 409 with another message when it is no longer a draft.
 */
export async function updateCampaign(
  deps: SaveCampaignDeps,
  id: string,
  update: z.output<typeof campaignUpdateSchema>,
  by: AuditActor,
): Promise<Campaign> {
  const before = await loaded(deps, id);
  if (before.status !== "draft") throw new HttpError(409, campaignMessages.notEditable);
  await checkCampaign(deps, update);
  const { version, ...fields } = update;
  const saved = await deps.db.transaction(async (tx) => {
    const changed = await deps.repository.transition(id, ["draft"], version, fields, deps.now(), tx);
    if (changed)
      await deps.audit.record(
        by,
        {
          action: "newsletter.campaign.update",
          entityType: "newsletter_campaign",
          entityId: id,
          before: {
            subject: before.subject,
            preheader: before.preheader,
            body: before.body,
            audience: before.audience,
          },
          after: fields,
        },
        tx,
      );
    return changed;
  });
  if (!saved) {
    const now = await loaded(deps, id);
    throw new HttpError(409, now.status === "draft" ? campaignMessages.stale : campaignMessages.notEditable);
  }
  return loaded(deps, id);
}

export { loaded as readCampaign };
