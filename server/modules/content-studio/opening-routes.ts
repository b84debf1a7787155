import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { openingsStudioApi as api } from "#contracts/api/content-studio-items.ts";
import {
  itemParamsSchema,
  itemPublishSchema,
  itemVersionBodySchema,
  itemVersionParamsSchema,
  itemVersionsQuerySchema,
  itemVersionsSchema,
  openingCreateSchema,
  openingDetailSchema,
  openingListQuerySchema,
  openingListSchema,
  openingSaveSchema,
  openingVersionSchema,
} from "#contracts/content-studio-items.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { OpeningsStudioService } from "./openings-service.ts";

const tags = ["admin", "content-studio"];
// Job openings are the admins' alone (issue 21), publishing included.
const admins = access.roles("admin");
const read = { access: admins, rateLimit: rateLimitPresets.adminRead };
const write = { access: admins, rateLimit: rateLimitPresets.adminWrite };
// Long descriptions are larger than the default body limit's comfort (100,000 characters of Markdown).
const bodyLimit = 1024 * 1024;

export const openingStudioRoutes: FastifyPluginAsyncZod<{ service: OpeningsStudioService }> = async (
  app,
  { service },
) => {
  app.get(
    api.list.path,
    {
      config: read,
      schema: endpointSchema(api.list, {
        tags,
        summary: "Job openings in every state, last changed first, by publication, kind or search, paginated",
        querystring: openingListQuerySchema,
        response: { 200: openingListSchema },
      }),
    },
    async (request) =>
      service.list(
        { publication: request.query.publication, kind: request.query.kind, q: request.query.q },
        request.query.page,
      ),
  );

  app.post(
    api.create.path,
    {
      config: write,
      bodyLimit,
      schema: endpointSchema(api.create, {
        tags,
        summary: "A new draft opening (409 when the slug is taken)",
        body: openingCreateSchema,
        response: { 201: openingDetailSchema },
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.body, auditActorOf(request))),
  );

  app.get(
    api.get.path,
    {
      config: read,
      schema: endpointSchema(api.get, {
        tags,
        summary: "One opening with its Markdown description, state and number of applications",
        params: itemParamsSchema,
        response: { 200: openingDetailSchema },
      }),
    },
    async (request) => service.get(request.params.id),
  );

  app.put(
    api.save.path,
    {
      config: write,
      bodyLimit,
      schema: endpointSchema(api.save, {
        tags,
        summary:
          "Save the opening at the version it was opened at (409 when changed since or the slug is taken); closed, it leaves the careers pages",
        params: itemParamsSchema,
        body: openingSaveSchema,
        response: { 200: openingDetailSchema },
      }),
    },
    async (request) => service.save(request.params.id, request.body, auditActorOf(request)),
  );

  app.delete(
    api.remove.path,
    {
      config: write,
      schema: endpointSchema(api.remove, {
        tags,
        summary: "Delete an opening and its history (409 when people applied to it: close it instead)",
        params: itemParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      }),
    },
    async (request) => service.remove(request.params.id, auditActorOf(request)),
  );

  app.post(
    api.publish.path,
    {
      config: write,
      schema: endpointSchema(api.publish, {
        tags,
        summary:
          "Publish the opening on /careers or /internship now, or at a future time (it stays a draft until then)",
        params: itemParamsSchema,
        body: itemPublishSchema,
        response: { 200: openingDetailSchema },
      }),
    },
    async (request) => service.publish(request.params.id, request.body, auditActorOf(request)),
  );

  app.post(
    api.unpublish.path,
    {
      config: write,
      schema: endpointSchema(api.unpublish, {
        tags,
        summary: "Take the opening off the careers pages, or cancel its scheduled publish",
        params: itemParamsSchema,
        body: itemVersionBodySchema,
        response: { 200: openingDetailSchema },
      }),
    },
    async (request) => service.unpublish(request.params.id, request.body.version, auditActorOf(request)),
  );

  app.get(
    api.versions.path,
    {
      config: read,
      schema: endpointSchema(api.versions, {
        tags,
        summary: "The opening's saved versions, newest first, paginated",
        params: itemParamsSchema,
        querystring: itemVersionsQuerySchema,
        response: { 200: itemVersionsSchema },
      }),
    },
    async (request) => service.versions(request.params.id, request.query.page),
  );

  app.get(
    api.version.path,
    {
      config: read,
      schema: endpointSchema(api.version, {
        tags,
        summary: "One saved version of the opening",
        params: itemVersionParamsSchema,
        response: { 200: openingVersionSchema },
      }),
    },
    async (request) => service.version(request.params.id, request.params.number),
  );

  app.post(
    api.restore.path,
    {
      config: write,
      schema: endpointSchema(api.restore, {
        tags,
        summary:
          "Make a saved version the opening's text again (a new version; slug, kind and open/closed stay)",
        params: itemVersionParamsSchema,
        body: itemVersionBodySchema,
        response: { 200: openingDetailSchema },
      }),
    },
    async (request) =>
      service.restore(request.params.id, request.params.number, request.body.version, auditActorOf(request)),
  );
};
