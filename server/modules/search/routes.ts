import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchApi } from "#contracts/api/search.ts";
import { searchQuerySchema, searchResponseSchema } from "#contracts/search.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import type { SearchService } from "./service.ts";

// Full-text queries cost more than plain reads: a person types a few per minute, a scraper many.
const searchLimit = { max: 60, timeWindow: "1 minute" } as const;

export const searchRoutes: FastifyPluginAsyncZod<{ service: SearchService }> = async (app, { service }) => {
  app.get(
    searchApi.search.path,
    {
      config: { access: access.public, rateLimit: searchLimit },
      schema: endpointSchema(searchApi.search, {
        tags: ["search"],
        summary:
          "Site search (PostgreSQL full text, websearch syntax) over courses, articles, webinars, podcast episodes, pages and openings; snippets mark matches with <mark>",
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      }),
    },
    async (request) => service.search(request.query),
  );
};
