import { type Campaign, type CampaignStatus, campaignMessages } from "#contracts/newsletter-campaigns.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import { checkAudience } from "./check-campaign.ts";
import { readCampaign, type SaveCampaignDeps } from "./save-campaign.ts";

// A campaign's life after its draft (issue 22): schedule (now or later), pause and resume while sending,
// cancel anything not yet sent. Each change names the version the admin saw, in the same compare-and-swap
// as a draft's save; the campaign sender (campaign-sender.ts) does the sending.

export type CampaignAction = "pause" | "resume" | "cancel";

const actions: Record<
  CampaignAction,
  { from: readonly CampaignStatus[]; to: CampaignStatus; refused: string }
> = {
  pause: { from: ["sending"], to: "paused", refused: campaignMessages.notPausable },
  resume: { from: ["paused"], to: "sending", refused: campaignMessages.notResumable },
  cancel: {
    from: ["draft", "scheduled", "sending", "paused"],
    to: "cancelled",
    refused: campaignMessages.notCancellable,
  },
};

async function changed(
  deps: SaveCampaignDeps,
  id: string,
  version: number,
  refused: string,
  write: () => Promise<boolean>,
): Promise<Campaign> {
  if (await write()) return readCampaign(deps, id);
  const now = await readCampaign(deps, id);
  throw new HttpError(409, now.version !== version ? campaignMessages.stale : refused);
}

/** Draft -> scheduled, to start at `at` (now when absent; the sender starts it within a second). */
export async function scheduleCampaign(
  deps: SaveCampaignDeps & { wake: () => void },
  id: string,
  input: { at?: string | undefined; version: number },
  by: AuditActor,
): Promise<Campaign> {
  const before = await readCampaign(deps, id);
  const now = deps.now();
  const at = input.at ? new Date(input.at) : now;
  if (at.getTime() < now.getTime() - 60_000) throw new HttpError(400, campaignMessages.scheduleInPast, "at");
  // The audience's course or batch may have gone since the draft was saved.
  await checkAudience(deps, before.audience);
  const campaign = await changed(deps, id, input.version, campaignMessages.notSchedulable, () =>
    deps.db.transaction(async (tx) => {
      const done = await deps.repository.transition(
        id,
        ["draft"],
        input.version,
        { status: "scheduled", scheduledAt: at },
        now,
        tx,
      );
      if (done)
        await deps.audit.record(
          by,
          {
            action: "newsletter.campaign.schedule",
            entityType: "newsletter_campaign",
            entityId: id,
            summary: `Campaign "${before.subject}" scheduled for ${at.toISOString()}`,
            before: { status: before.status },
            after: { status: "scheduled", scheduledAt: at.toISOString() },
          },
          tx,
        );
      return done;
    }),
  );
  deps.wake();
  return campaign;
}

/** Pause, resume or cancel, at the version the admin saw. */
export async function changeCampaignState(
  deps: SaveCampaignDeps & { wake: () => void },
  id: string,
  action: CampaignAction,
  version: number,
  by: AuditActor,
): Promise<Campaign> {
  const rule = actions[action];
  const before = await readCampaign(deps, id);
  const now = deps.now();
  const campaign = await changed(deps, id, version, rule.refused, () =>
    deps.db.transaction(async (tx) => {
      const done = await deps.repository.transition(
        id,
        rule.from,
        version,
        {
          status: rule.to,
          // A resumed campaign starts its rate afresh rather than sending the paused time's allowance at once.
          ...(action === "resume" ? { lastSendAt: now } : {}),
          ...(action === "cancel" ? { finishedAt: now } : {}),
        },
        now,
        tx,
      );
      if (done)
        await deps.audit.record(
          by,
          {
            action: `newsletter.campaign.${action}`,
            entityType: "newsletter_campaign",
            entityId: id,
            summary: `Campaign "${before.subject}": ${action}`,
            before: { status: before.status },
            after: { status: rule.to },
          },
          tx,
        );
      return done;
    }),
  );
  if (action === "resume") deps.wake();
  return campaign;
}
