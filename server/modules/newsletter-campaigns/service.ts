import type { z } from "zod";
import type {
  CampaignAudience,
  CampaignStatus,
  campaignDraftSchema,
  campaignUpdateSchema,
  segmentCreateSchema,
} from "#contracts/newsletter-campaigns.ts";
import { campaignLimits } from "#contracts/newsletter-campaigns.ts";
import type { Database } from "#server/db/client.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { CatalogService } from "#server/modules/catalog/service.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import { toCampaign } from "./campaign-dto.ts";
import type { CampaignsRepository } from "./campaigns-repository.ts";
import { type CampaignAction, changeCampaignState, scheduleCampaign } from "./change-campaign-state.ts";
import { previewCampaign, sendTestCampaign } from "./preview-campaign.ts";
import { createCampaign, readCampaign, updateCampaign } from "./save-campaign.ts";
import { createSegment, deleteSegment } from "./segments.ts";
import { setTracking } from "./set-tracking.ts";
import type { TrackingSettingRepository } from "./tracking-setting-repository.ts";

export type CampaignsServiceDeps = {
  db: Database;
  repository: CampaignsRepository;
  audit: AuditTrail;
  catalog: Pick<CatalogService, "courseDetail">;
  mail: Pick<MailService, "enqueue">;
  publicUrl: string;
  tracking: TrackingSettingRepository;
  /** Starts a sender run now (a campaign scheduled for now, or resumed). */
  wake: () => void;
  now?: () => Date;
};

/** The admin's campaign use cases (issue 22), one file each. */
export function createCampaignsService(input: CampaignsServiceDeps) {
  const deps = { ...input, now: input.now ?? (() => new Date()) };
  return {
    async list(status: CampaignStatus | undefined, page: number) {
      const { rows, total } = await deps.repository.list(status, page, campaignLimits.pageSize);
      return {
        items: rows.map((row) => {
          const { body: _body, ...rest } = toCampaign(row);
          return rest;
        }),
        total,
        page,
        pageSize: campaignLimits.pageSize,
      };
    },
    get: (id: string) => readCampaign(deps, id),
    create: (draft: z.output<typeof campaignDraftSchema>, by: AuditActor) => createCampaign(deps, draft, by),
    update: (id: string, update: z.output<typeof campaignUpdateSchema>, by: AuditActor) =>
      updateCampaign(deps, id, update, by),
    preview: (id: string) => previewCampaign(deps, id),
    testSend: (id: string, to: string, by: AuditActor) => sendTestCampaign(deps, id, to, by),
    schedule: (id: string, input: { at?: string | undefined; version: number }, by: AuditActor) =>
      scheduleCampaign(deps, id, input, by),
    change: (id: string, action: CampaignAction, version: number, by: AuditActor) =>
      changeCampaignState(deps, id, action, version, by),
    audienceCount: (audience: CampaignAudience) => deps.repository.audienceCount(audience, deps.now()),
    segments: () => deps.repository.segments(),
    createSegment: (input: z.output<typeof segmentCreateSchema>, by: AuditActor) =>
      createSegment(deps, input, by),
    deleteSegment: (id: string, by: AuditActor) => deleteSegment(deps, id, by),
    tracking: async () => ({ perSubscriber: await deps.tracking.perSubscriber() }),
    setTracking: (perSubscriber: boolean, by: AuditActor) => setTracking(deps, perSubscriber, by),
  };
}
export type CampaignsService = ReturnType<typeof createCampaignsService>;
