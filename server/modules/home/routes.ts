import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { homeApi } from "#contracts/api/home.ts";
import { homeResponseSchema } from "#contracts/home.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { HomeService } from "./service.ts";

export const homeRoutes: FastifyPluginAsyncZod<{ service: HomeService }> = async (app, { service }) => {
  app.get(
    homeApi.home.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(homeApi.home, {
        tags: ["home"],
        summary:
          "The home page's learning paths, featured reviews, top FAQs and figures (courses, instructors, batches, learners, rating)",
        response: { 200: homeResponseSchema },
      }),
    },
    async () => service.getHome(),
  );
};
