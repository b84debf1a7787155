import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pagesApi } from "#contracts/api/pages.ts";
import {
  aboutResponseSchema,
  corporateInquiryResponseSchema,
  corporateInquirySchema,
  sitePageQuerySchema,
  sitePageSchema,
} from "#contracts/site-pages.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { pagePath } from "#server/lib/page-path.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { PagesService } from "./service.ts";

export const pagesRoutes: FastifyPluginAsyncZod<{ service: PagesService }> = async (app, { service }) => {
  app.get(
    pagesApi.sitePage.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(pagesApi.sitePage, {
        tags: ["content"],
        summary:
          "The prose of a fixed site page (about, privacy, community, ...) as sanitised HTML; 404 if none",
        querystring: sitePageQuerySchema,
        response: { 200: sitePageSchema },
      }),
    },
    async (request) => service.page(request.query.path),
  );

  app.get(
    pagesApi.about.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(pagesApi.about, {
        tags: ["content"],
        summary: "Live numbers (courses, upcoming batches, instructors, reviews) and the teaching team",
        response: { 200: aboutResponseSchema },
      }),
    },
    async () => service.about(),
  );

  app.post(
    pagesApi.corporateInquiry.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.form },
      schema: endpointSchema(pagesApi.corporateInquiry, {
        tags: ["leads"],
        summary: "Corporate training inquiry, stored as a lead of kind 'corporate'",
        body: corporateInquirySchema,
        response: { 201: corporateInquiryResponseSchema },
      }),
    },
    async (request, reply) => {
      const result = await service.recordCorporateInquiry(request.body, {
        page: pagePath(request.headers.referer),
      });
      return reply.status(201).send(result);
    },
  );
};
