import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { seoSemrushApi } from "#contracts/api/seo-semrush.ts";
import { type SemrushInsights, semrushInsightsSchema } from "#contracts/seo-semrush.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { workbenchAccess } from "../workbench-access.ts";

/** SEMrush Insights' use case (read-semrush-insights.ts): from the cache, or everything read again. */
export type SemrushInsightsReader = (options: { refresh: boolean }) => Promise<SemrushInsights>;

export const semrushRoutes: FastifyPluginAsyncZod<{ insights: SemrushInsightsReader }> = async (
  app,
  { insights },
) => {
  app.get(
    seoSemrushApi.insights.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(seoSemrushApi.insights, {
        tags: ["seo"],
        summary: "Semrush's organic keywords, related keywords and competitors, from a week-long cache",
        response: { 200: semrushInsightsSchema },
      }),
    },
    async () => insights({ refresh: false }),
  );

  app.post(
    seoSemrushApi.refresh.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(seoSemrushApi.refresh, {
        tags: ["seo"],
        summary: "Read every Semrush report again (spends API units)",
        response: { 200: semrushInsightsSchema },
      }),
    },
    async () => insights({ refresh: true }),
  );
};
