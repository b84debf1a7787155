import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  bootcampApplicationResponseSchema,
  bootcampApplicationSchema,
  bootcampBatchesResponseSchema,
  bootcampOverviewSchema,
} from "#contracts/admissions.ts";
import { admissionsApi } from "#contracts/api/admissions.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { AdmissionsService } from "./service.ts";

export const admissionsRoutes: FastifyPluginAsyncZod<{ service: AdmissionsService }> = async (
  app,
  { service },
) => {
  app.post(
    admissionsApi.apply.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.form },
      schema: endpointSchema(admissionsApi.apply, {
        tags: ["admissions"],
        summary:
          "Apply to the bootcamp: stored with status 'submitted' and confirmed by mail (a repeat from the same address within 24 h is answered alike, not stored again)",
        body: bootcampApplicationSchema,
        response: { 201: bootcampApplicationResponseSchema },
      }),
    },
    async (request, reply) => {
      const result = await service.submit(request.body, { userId: request.user?.id ?? null });
      return reply.status(201).send(result);
    },
  );

  app.get(
    admissionsApi.batches.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(admissionsApi.batches, {
        tags: ["admissions"],
        summary: "Upcoming bootcamp cohorts (the AI Engineering course's batches), soonest first",
        response: { 200: bootcampBatchesResponseSchema },
      }),
    },
    async () => service.listBatches(),
  );

  app.get(
    admissionsApi.overview.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(admissionsApi.overview, {
        tags: ["admissions"],
        summary: "The bootcamp page's data: programme and tuition, upcoming cohorts, mentors, rating and FAQ",
        response: { 200: bootcampOverviewSchema },
      }),
    },
    async () => service.overview(),
  );
};
