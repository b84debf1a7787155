import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { catalogApi } from "#contracts/api/catalog.ts";
import { upcomingBatchesResponseSchema } from "#contracts/batches.ts";
import {
  courseDetailSchema,
  courseListQuerySchema,
  courseListResponseSchema,
  courseParamsSchema,
} from "#contracts/catalog.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { CatalogService } from "./service.ts";

export const catalogRoutes: FastifyPluginAsyncZod<{ service: CatalogService }> = async (app, { service }) => {
  app.get(
    catalogApi.upcomingBatches.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(catalogApi.upcomingBatches, {
        tags: ["catalog"],
        summary: "Upcoming batches, soonest first (only batches that start after today)",
        response: { 200: upcomingBatchesResponseSchema },
      }),
    },
    async () => service.listUpcomingBatches(),
  );

  app.get(
    catalogApi.courses.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(catalogApi.courses, {
        tags: ["catalog"],
        summary:
          "Published courses as catalog cards, filtered by level and format, sorted (featured, price-asc, price-desc, duration, rating, start-date)",
        querystring: courseListQuerySchema,
        response: { 200: courseListResponseSchema },
      }),
    },
    async (request) => service.listCourses(request.query),
  );

  app.get(
    catalogApi.course.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(catalogApi.course, {
        tags: ["catalog"],
        summary:
          "One course page: details, curriculum, instructors, reviews with rating summary, FAQs and upcoming batches",
        params: courseParamsSchema,
        response: { 200: courseDetailSchema },
      }),
    },
    async (request) => service.courseDetail(request.params.slug),
  );
};
