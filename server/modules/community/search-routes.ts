import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { communitySearchApi } from "#contracts/api/community-search.ts";
import { communitySearchPageSchema, communitySearchQuerySchema } from "#contracts/community-search.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { CommunityService } from "./service.ts";

// Search is a read for signed-in people; which threads it finds is the service's rule (search-threads.ts).
export const communitySearchRoutes: FastifyPluginAsyncZod<{ service: CommunityService }> = async (
  app,
  { service },
) => {
  app.get(
    communitySearchApi.search.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(communitySearchApi.search, {
        tags: ["community"],
        summary: "Threads whose title, body or replies match, best first, in the spaces the caller may read",
        querystring: communitySearchQuerySchema,
        response: { 200: communitySearchPageSchema },
      }),
    },
    async (request) => service.search(request.user!, request.query),
  );
};
