import type {
  audienceCountSchema,
  campaignAudienceSchema,
  campaignDraftSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignPreviewSchema,
  campaignScheduleSchema,
  campaignSchema,
  campaignTestSendSchema,
  campaignUpdateSchema,
  newsletterTrackingSchema,
  segmentCreateSchema,
  segmentSchema,
} from "#contracts/newsletter-campaigns.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

type Version = { version: number };

// The admin's newsletter campaigns (issue 22), admins only.
export const newsletterCampaignsApi = {
  list: endpoint("GET", "/api/admin/newsletter/campaigns")
    .query<Query<typeof campaignListQuerySchema>>()
    .returns<Out<typeof campaignListSchema>>(),
  create: endpoint("POST", "/api/admin/newsletter/campaigns")
    .body<In<typeof campaignDraftSchema>>()
    .returns<Out<typeof campaignSchema>>(),
  get: endpoint("GET", "/api/admin/newsletter/campaigns/:id").returns<Out<typeof campaignSchema>>(),
  update: endpoint("PUT", "/api/admin/newsletter/campaigns/:id")
    .body<In<typeof campaignUpdateSchema>>()
    .returns<Out<typeof campaignSchema>>(),
  preview: endpoint("GET", "/api/admin/newsletter/campaigns/:id/preview").returns<
    Out<typeof campaignPreviewSchema>
  >(),
  testSend: endpoint("POST", "/api/admin/newsletter/campaigns/:id/test")
    .body<In<typeof campaignTestSendSchema>>()
    .returns<{ message: string }>(),
  schedule: endpoint("POST", "/api/admin/newsletter/campaigns/:id/schedule")
    .body<In<typeof campaignScheduleSchema>>()
    .returns<Out<typeof campaignSchema>>(),
  pause: endpoint("POST", "/api/admin/newsletter/campaigns/:id/pause")
    .body<Version>()
    .returns<Out<typeof campaignSchema>>(),
  resume: endpoint("POST", "/api/admin/newsletter/campaigns/:id/resume")
    .body<Version>()
    .returns<Out<typeof campaignSchema>>(),
  cancel: endpoint("POST", "/api/admin/newsletter/campaigns/:id/cancel")
    .body<Version>()
    .returns<Out<typeof campaignSchema>>(),
  /** How many subscribers an audience reaches now. */
  audienceCount: endpoint("GET", "/api/admin/newsletter/audience-count")
    .query<Query<typeof campaignAudienceSchema>>()
    .returns<Out<typeof audienceCountSchema>>(),
  segments: endpoint("GET", "/api/admin/newsletter/segments").returns<Out<typeof segmentSchema>[]>(),
  createSegment: endpoint("POST", "/api/admin/newsletter/segments")
    .body<In<typeof segmentCreateSchema>>()
    .returns<Out<typeof segmentSchema>>(),
  deleteSegment: endpoint("DELETE", "/api/admin/newsletter/segments/:id").returns<void>(),
  /** Per-subscriber tracking on or off (aggregate counts only) for campaigns that start after a change. */
  tracking: endpoint("GET", "/api/admin/newsletter/tracking").returns<Out<typeof newsletterTrackingSchema>>(),
  setTracking: endpoint("PUT", "/api/admin/newsletter/tracking")
    .body<In<typeof newsletterTrackingSchema>>()
    .returns<Out<typeof newsletterTrackingSchema>>(),
};
