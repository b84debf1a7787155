import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { newsletterCampaignsApi as api } from "#contracts/api/newsletter-campaigns.ts";
import {
  audienceCountSchema,
  campaignAudienceSchema,
  campaignDraftSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignMessages,
  campaignParamsSchema,
  campaignPreviewSchema,
  campaignScheduleSchema,
  campaignSchema,
  campaignTestSendSchema,
  campaignUpdateSchema,
  campaignVersionSchema,
  newsletterTrackingSchema,
  segmentCreateSchema,
  segmentSchema,
} from "#contracts/newsletter-campaigns.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { CampaignAction } from "./change-campaign-state.ts";
import type { CampaignsService } from "./service.ts";

const tags = ["admin", "newsletter"];
const read = { access: access.roles("admin"), rateLimit: rateLimitPresets.adminRead };
const write = { access: access.roles("admin"), rateLimit: rateLimitPresets.adminWrite };

export const newsletterCampaignRoutes: FastifyPluginAsyncZod<{ service: CampaignsService }> = async (
  app,
  { service },
) => {
  app.get(
    api.list.path,
    {
      config: read,
      schema: endpointSchema(api.list, {
        tags,
        summary: "Campaigns, last changed first, by status, paginated",
        querystring: campaignListQuerySchema,
        response: { 200: campaignListSchema },
      }),
    },
    async (request) => service.list(request.query.status, request.query.page),
  );

  app.post(
    api.create.path,
    {
      config: write,
      schema: endpointSchema(api.create, {
        tags,
        summary: "A new draft: subject, preheader, Markdown body with blocks, audience (checked)",
        body: campaignDraftSchema,
        response: { 201: campaignSchema },
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.body, auditActorOf(request))),
  );

  app.get(
    api.get.path,
    {
      config: read,
      schema: endpointSchema(api.get, {
        tags,
        summary: "One campaign with its counts",
        params: campaignParamsSchema,
        response: { 200: campaignSchema },
      }),
    },
    async (request) => service.get(request.params.id),
  );

  app.put(
    api.update.path,
    {
      config: write,
      schema: endpointSchema(api.update, {
        tags,
        summary: "Save a draft at the version it was opened at (409 when changed since or no longer a draft)",
        params: campaignParamsSchema,
        body: campaignUpdateSchema,
        response: { 200: campaignSchema },
      }),
    },
    async (request) => service.update(request.params.id, request.body, auditActorOf(request)),
  );

  app.get(
    api.preview.path,
    {
      config: read,
      schema: endpointSchema(api.preview, {
        tags,
        summary: "The campaign's HTML and text as a recipient without a name would get it now",
        params: campaignParamsSchema,
        response: { 200: campaignPreviewSchema },
      }),
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.preview(request.params.id);
    },
  );

  app.post(
    api.testSend.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.form },
      schema: endpointSchema(api.testSend, {
        tags,
        summary: "Send the campaign to one address as a test ([Test] subject, not tracked, not counted)",
        params: campaignParamsSchema,
        body: campaignTestSendSchema,
        response: { 200: z.object({ message: z.string() }) },
      }),
    },
    async (request) => {
      await service.testSend(request.params.id, request.body.email, auditActorOf(request));
      return { message: campaignMessages.testSent };
    },
  );

  app.post(
    api.schedule.path,
    {
      config: write,
      schema: endpointSchema(api.schedule, {
        tags,
        summary: "Schedule a draft to start sending at a time, or now",
        params: campaignParamsSchema,
        body: campaignScheduleSchema,
        response: { 200: campaignSchema },
      }),
    },
    async (request) => service.schedule(request.params.id, request.body, auditActorOf(request)),
  );

  for (const action of ["pause", "resume", "cancel"] as const satisfies readonly CampaignAction[]) {
    app.post(
      api[action].path,
      {
        config: write,
        schema: endpointSchema(api[action], {
          tags,
          summary: {
            pause: "Pause a sending campaign (mails already queued still go)",
            resume: "Resume a paused campaign at its rate",
            cancel: "Cancel a campaign not yet sent (no further mails are queued)",
          }[action],
          params: campaignParamsSchema,
          body: campaignVersionSchema,
          response: { 200: campaignSchema },
        }),
      },
      async (request) =>
        service.change(request.params.id, action, request.body.version, auditActorOf(request)),
    );
  }

  app.get(
    api.audienceCount.path,
    {
      config: read,
      schema: endpointSchema(api.audienceCount, {
        tags,
        summary: "How many confirmed, unpaused, unsuppressed subscribers an audience reaches now",
        querystring: campaignAudienceSchema,
        response: { 200: audienceCountSchema },
      }),
    },
    async (request) => ({ count: await service.audienceCount(request.query) }),
  );

  app.get(
    api.segments.path,
    {
      config: read,
      schema: endpointSchema(api.segments, {
        tags,
        summary: "Saved audiences, by name",
        response: { 200: z.array(segmentSchema) },
      }),
    },
    async () => service.segments(),
  );

  app.post(
    api.createSegment.path,
    {
      config: write,
      schema: endpointSchema(api.createSegment, {
        tags,
        summary: "Save an audience under a name (409 when the name is taken)",
        body: segmentCreateSchema,
        response: { 201: segmentSchema },
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await service.createSegment(request.body, auditActorOf(request))),
  );

  app.delete(
    api.deleteSegment.path,
    {
      config: write,
      schema: endpointSchema(api.deleteSegment, {
        tags,
        summary: "Delete a saved audience",
        params: campaignParamsSchema,
      }),
    },
    async (request, reply) => {
      await service.deleteSegment(request.params.id, auditActorOf(request));
      return reply.status(204).send();
    },
  );

  app.get(
    api.tracking.path,
    {
      config: read,
      schema: endpointSchema(api.tracking, {
        tags,
        summary: "Whether campaign mails carry each recipient's own pixel and links",
        response: { 200: newsletterTrackingSchema },
      }),
    },
    async () => service.tracking(),
  );

  app.put(
    api.setTracking.path,
    {
      config: write,
      schema: endpointSchema(api.setTracking, {
        tags,
        summary:
          "Turn per-subscriber tracking on or off (off: campaign-level counts only) for campaigns starting after",
        body: newsletterTrackingSchema,
        response: { 200: newsletterTrackingSchema },
      }),
    },
    async (request) => service.setTracking(request.body.perSubscriber, auditActorOf(request)),
  );
};
