import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { homeResponseSchema } from "#contracts/home.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { HomeService } from "./service.ts";

export const homeRoutes: FastifyPluginAsyncZod<{ service: HomeService }> = async (app, { service }) => {
  app.get(
    "/api/home",
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: {
        tags: ["home"],
        summary:
          "The home page's learning paths, featured reviews, top FAQs and figures (courses, instructors, batches, learners, rating)",
        response: { 200: homeResponseSchema },
      },
    },
    async () => service.getHome(),
  );
};
