import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { seoAnalyticsApi as api } from "#contracts/api/seo-analytics.ts";
import { portals } from "#contracts/portals.ts";
import {
  type AnalyticsOverview,
  type AnalyticsReport,
  analyticsExportQuerySchema,
  analyticsOverviewSchema,
  analyticsRangeSchema,
} from "#contracts/seo-analytics.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { AnalyticsRange } from "./read-analytics.ts";

/** The SEO workbench's roles: the marketer and the admin (403 for anyone else). */
const workbenchAccess = access.roles(...portals.digitalMarketer.roles);

export type AnalyticsReports = {
  read: (range: AnalyticsRange) => Promise<AnalyticsOverview>;
  exportCsv: (range: AnalyticsRange, report: AnalyticsReport) => Promise<{ name: string; csv: string }>;
};

export const analyticsReportRoutes: FastifyPluginAsyncZod<{ reports: AnalyticsReports }> = async (
  app,
  { reports },
) => {
  app.get(
    api.overview.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(api.overview, {
        tags: ["seo"],
        summary:
          "Views, visitors, top and entry pages, referrers, UTM campaigns, devices, goals and the funnel over a range of UTC days (the last 28 by default), beside the period before",
        querystring: analyticsRangeSchema,
        response: { 200: analyticsOverviewSchema },
      }),
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return reports.read(request.query);
    },
  );

  app.get(
    api.export.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(api.export, {
        tags: ["seo"],
        summary: "One of the Analytics page's tables over a range, every row, as CSV",
        querystring: analyticsExportQuerySchema,
      }),
    },
    async (request, reply) => {
      const { report, ...range } = request.query;
      const { name, csv } = await reports.exportCsv(range, report);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );
};
