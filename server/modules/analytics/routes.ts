import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageViewSchema } from "#contracts/analytics.ts";
import { analyticsApi } from "#contracts/api/analytics.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { AnalyticsService } from "./service.ts";

export const analyticsRoutes: FastifyPluginAsyncZod<{ service: AnalyticsService; siteHost: string }> = async (
  app,
  { service, siteHost },
) => {
  app.post(
    analyticsApi.pageView.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.beacon },
      schema: endpointSchema(analyticsApi.pageView, {
        tags: ["analytics"],
        summary: "Record a page view (no cookies, no raw IP; a daily salted hash counts visitors)",
        body: pageViewSchema,
        response: { 204: z.null().describe("Recorded (or ignored for crawlers)") },
      }),
    },
    async (request, reply) => {
      await service.recordPageView(request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? "",
        siteHost,
      });
      return reply.status(204).send(null);
    },
  );
};
