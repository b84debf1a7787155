import { z } from "zod";
import "./zod-messages.ts";
import { leadKinds } from "./dashboards.ts";
import { limits } from "./limits.ts";
import { newsletterTopicIds } from "./newsletter-text.ts";

// Newsletter campaigns (issue 22): composed in Markdown with a few blocks, sent to confirmed subscribers
// through the outbox at a set rate. Every audience is a subset of the confirmed, unpaused, unsuppressed
// subscribers: a campaign never reaches an address that did not opt in.

export const campaignLimits = {
  subjectMax: 150,
  preheaderMax: 150,
  bodyMax: 50_000,
  segmentNameMax: 80,
  pageSize: 20,
} as const;

/**
 * Who receives a campaign: every rule given must hold (and). No rule: every confirmed subscriber. A saved
 * segment is a named set of these rules.
 */
export const campaignAudienceSchema = z.object({
  /** Subscribers who receive this topic (did not turn it off). */
  topic: z.enum(newsletterTopicIds).optional(),
  /** Subscribers with an active or completed enrollment in this course. */
  courseSlug: z.string().trim().min(1).max(100).optional(),
  /** Subscribers enrolled in this batch. */
  batchId: z.uuid().optional(),
  /** Subscribers who sent a lead of this kind (contact, callback, chat, corporate). */
  leadKind: z.enum(leadKinds).optional(),
  /** Subscribers who came through this form or import ("site-newsletter", "import"...). */
  source: z.string().trim().min(1).max(100).optional(),
});
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;

export const campaignStatuses = ["draft", "scheduled", "sending", "paused", "sent", "cancelled"] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const campaignDraftSchema = z.object({
  subject: z.string().trim().min(1).max(campaignLimits.subjectMax),
  preheader: z.string().trim().max(campaignLimits.preheaderMax).default(""),
  body: z.string().trim().min(1).max(campaignLimits.bodyMax),
  audience: campaignAudienceSchema,
});
export type CampaignDraftInput = z.input<typeof campaignDraftSchema>;

export const campaignUpdateSchema = campaignDraftSchema.extend({
  /** The version the editor opened: another save since answers 409 and changes nothing. */
  version: z.number().int().min(1),
});

export const campaignSchema = z.object({
  id: z.string(),
  subject: z.string(),
  preheader: z.string(),
  body: z.string(),
  audience: campaignAudienceSchema,
  status: z.enum(campaignStatuses),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  recipientCount: z.number().int(),
  /** Recipients whose mail is in the outbox (sent or on its way). */
  queuedCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListQuerySchema = z.object({
  status: z.enum(campaignStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const campaignListSchema = z.object({
  items: z.array(campaignSchema.omit({ body: true })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const campaignScheduleSchema = z.object({
  /** When to start sending; absent: now. */
  at: z.iso.datetime({ offset: true }).optional(),
  version: z.number().int().min(1),
});

/** Any id up to 64 characters: one that is not a campaign's is 404, as an unknown one is. */
export const campaignParamsSchema = z.object({ id: z.string().max(64) });
export const campaignVersionSchema = z.object({ version: z.number().int().min(1) });

export const campaignTestSendSchema = z.object({
  email: z.string().trim().toLowerCase().max(limits.emailMax).pipe(z.email()),
});

export const campaignPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});

export const audienceCountSchema = z.object({ count: z.number().int() });

export const segmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  rules: campaignAudienceSchema,
});
export const segmentCreateSchema = z.object({
  name: z.string().trim().min(1).max(campaignLimits.segmentNameMax),
  rules: campaignAudienceSchema,
});

export const campaignMessages = {
  notFound: "Campaign not found",
  stale: "This campaign was changed by someone else since you opened it. Reload to see their version.",
  notEditable: "Only a draft can be edited. Cancel or duplicate the campaign to change it.",
  notSchedulable: "Only a draft can be scheduled.",
  notPausable: "Only a campaign that is sending can be paused.",
  notResumable: "Only a paused campaign can be resumed.",
  notCancellable: "A campaign that was sent cannot be cancelled.",
  scheduleInPast: "Choose a time in the future, or send now.",
  unknownCourse: "No course has this address.",
  unknownBatch: "No batch has this id.",
  segmentTaken: "A segment with this name exists already.",
  testSent: "Test mail sent.",
} as const;

/**
 * The newsletter's tracking setting (issue 22): per subscriber (each mail its own pixel and links: who opened
 * and clicked) or aggregate (one pixel and set of links per campaign: counts only). Applies to campaigns that
 * start sending after the change.
 */
export const newsletterTrackingSchema = z.object({ perSubscriber: z.boolean() });
export type NewsletterTracking = z.infer<typeof newsletterTrackingSchema>;
