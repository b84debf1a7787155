import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { upcomingBatchesResponseSchema } from "../../../contracts/batches.ts";
import { access } from "../../plugins/access-policy.ts";
import { rateLimitPresets } from "../../plugins/rate-limits.ts";
import type { CatalogService } from "./service.ts";

export const catalogRoutes: FastifyPluginAsyncZod<{ service: CatalogService }> = async (app, { service }) => {
  app.get(
    "/api/upcoming-batches",
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: {
        tags: ["catalog"],
        summary: "Upcoming batches, soonest first (only batches that start after today)",
        response: { 200: upcomingBatchesResponseSchema },
      },
    },
    async () => service.listUpcomingBatches(),
  );
};
