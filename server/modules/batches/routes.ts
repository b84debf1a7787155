import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminBatchesPageSchema,
  adminBatchesQuerySchema,
  adminBatchSchema,
  batchCreateSchema,
  batchParamsSchema,
  batchUpdateSchema,
  waitlistEntryParamsSchema,
  waitlistJoinParamsSchema,
  waitlistJoinResponseSchema,
  waitlistJoinSchema,
  waitlistSchema,
} from "#contracts/admin-batches.ts";
import { adminBatchesApi } from "#contracts/api/admin-batches.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { BatchesService } from "./service.ts";

export const batchesRoutes: FastifyPluginAsyncZod<{ service: BatchesService }> = async (app, { service }) => {
  const adminRead = { access: access.roles("admin"), rateLimit: rateLimitPresets.adminRead };
  const adminWrite = { access: access.roles("admin"), rateLimit: rateLimitPresets.adminWrite };

  app.get(
    adminBatchesApi.batches.path,
    {
      config: adminRead,
      schema: endpointSchema(adminBatchesApi.batches, {
        tags: ["admin"],
        summary:
          "Batches of every course with seats sold, held and free and the waitlist; filtered, paginated",
        querystring: adminBatchesQuerySchema,
        response: { 200: adminBatchesPageSchema },
      }),
    },
    async (request) => service.list(request.query),
  );

  app.post(
    adminBatchesApi.createBatch.path,
    {
      config: adminWrite,
      schema: endpointSchema(adminBatchesApi.createBatch, {
        tags: ["admin"],
        summary: "Create a batch (open batches show in the banner and on the course page at once)",
        body: batchCreateSchema,
        response: { 201: adminBatchSchema },
      }),
    },
    async (request, reply) => {
      const created = await service.create(request.body, auditActorOf(request));
      return reply.code(201).send(created);
    },
  );

  app.patch(
    adminBatchesApi.updateBatch.path,
    {
      config: adminWrite,
      schema: endpointSchema(adminBatchesApi.updateBatch, {
        tags: ["admin"],
        summary:
          "Change a batch opened at `version` (409 when someone saved it since; seats never below sold + held)",
        params: batchParamsSchema,
        body: batchUpdateSchema,
        response: { 200: adminBatchSchema },
      }),
    },
    async (request) => service.update(request.params.id, request.body, auditActorOf(request)),
  );

  app.get(
    adminBatchesApi.waitlist.path,
    {
      config: adminRead,
      schema: endpointSchema(adminBatchesApi.waitlist, {
        tags: ["admin"],
        summary: "A batch's waitlist, first in line first",
        params: batchParamsSchema,
        response: { 200: waitlistSchema },
      }),
    },
    async (request) => service.waitlist(request.params.id),
  );

  app.delete(
    adminBatchesApi.removeFromWaitlist.path,
    {
      config: adminWrite,
      schema: endpointSchema(adminBatchesApi.removeFromWaitlist, {
        tags: ["admin"],
        summary: "Take someone off a batch's waitlist (a seat they were offered goes to the next in line)",
        params: waitlistEntryParamsSchema,
        response: { 200: waitlistSchema },
      }),
    },
    async (request) =>
      service.removeFromWaitlist(request.params.id, request.params.entryId, auditActorOf(request)),
  );

  app.post(
    adminBatchesApi.joinWaitlist.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.form },
      schema: endpointSchema(adminBatchesApi.joinWaitlist, {
        tags: ["batches"],
        summary: "Join a full batch's waitlist (the same answer for an address already in line)",
        params: waitlistJoinParamsSchema,
        body: waitlistJoinSchema,
        response: { 200: waitlistJoinResponseSchema },
      }),
    },
    async (request) => service.joinWaitlist(request.params.batchId, request.body),
  );
};
