import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { seoSearchConsoleApi as api } from "#contracts/api/seo-search-console.ts";
import {
  type PageSearch,
  pageSearchSchema,
  searchPerformanceQuerySchema,
} from "#contracts/seo-search-console.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { workbenchAccess } from "../workbench-access.ts";

export const searchConsoleRoutes: FastifyPluginAsyncZod<{
  read: (path: string) => Promise<PageSearch>;
}> = async (app, { read }) => {
  app.get(
    api.page.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(api.page, {
        tags: ["seo"],
        summary:
          "One page's Google Search Console numbers: 28 days beside the 28 before, 12 weeks, its queries and its keyphrase's line",
        querystring: searchPerformanceQuerySchema,
        response: { 200: pageSearchSchema },
      }),
    },
    async (request) => read(request.query.path),
  );
};
