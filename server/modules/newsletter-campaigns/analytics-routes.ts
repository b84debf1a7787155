import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { newsletterAnalyticsApi as api } from "#contracts/api/newsletter-analytics.ts";
import {
  campaignAnalyticsSchema,
  newsletterAnalyticsExportSchema,
  newsletterAnalyticsQuerySchema,
  newsletterAnalyticsSchema,
} from "#contracts/newsletter-analytics.ts";
import { campaignParamsSchema } from "#contracts/newsletter-campaigns.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { CampaignAnalyticsService } from "./analytics-service.ts";

const tags = ["admin", "newsletter"];
const read = { access: access.roles("admin"), rateLimit: rateLimitPresets.adminRead };

export const newsletterAnalyticsRoutes: FastifyPluginAsyncZod<{ service: CampaignAnalyticsService }> = async (
  app,
  { service },
) => {
  app.get(
    api.overview.path,
    {
      config: read,
      schema: endpointSchema(api.overview, {
        tags,
        summary:
          "Campaigns side by side (sent, delivered, bounced, opens with privacy-proxy opens apart, clicks, click-to-open, unsubscribes, complaints, conversions) and the list's daily growth and sources",
        querystring: newsletterAnalyticsQuerySchema,
        response: { 200: newsletterAnalyticsSchema },
      }),
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return service.overview(request.query.days);
    },
  );

  app.get(
    api.campaign.path,
    {
      config: read,
      schema: endpointSchema(api.campaign, {
        tags,
        summary: "One campaign's numbers and the clicks of each of its links",
        params: campaignParamsSchema,
        response: { 200: campaignAnalyticsSchema },
      }),
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return service.campaign(request.params.id);
    },
  );

  app.get(
    api.exportCsv.path,
    {
      config: read,
      schema: endpointSchema(api.exportCsv, {
        tags,
        summary: "One report of the analytics (campaigns, growth, sources) as CSV",
        querystring: newsletterAnalyticsExportSchema,
      }),
    },
    async (request, reply) => {
      const { name, csv } = await service.exportCsv(request.query.days, request.query.report);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );
};
