import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { webinarStudioApi as api } from "#contracts/api/content-studio-webinars.ts";
import {
  webinarCreateSchema,
  webinarDetailSchema,
  webinarListQuerySchema,
  webinarListSchema,
  webinarPageQuerySchema,
  webinarParamsSchema,
  webinarPublishSchema,
  webinarRegistrantsSchema,
  webinarSavedSchema,
  webinarSaveSchema,
  webinarVersionBodySchema,
  webinarVersionParamsSchema,
  webinarVersionSchema,
  webinarVersionsSchema,
} from "#contracts/content-studio-webinars.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { WebinarStudioService } from "./webinar-service.ts";

const tags = ["admin", "content-studio"];
// Webinars are the admins' (issue 21: marketers write blog posts only).
const admins = access.roles("admin");
const read = { access: admins, rateLimit: rateLimitPresets.adminRead };
const write = { access: admins, rateLimit: rateLimitPresets.adminWrite };
// A long description is larger than the default body limit's comfort (50,000 characters of Markdown).
const bodyLimit = 512 * 1024;

export const webinarStudioRoutes: FastifyPluginAsyncZod<{ service: WebinarStudioService }> = async (
  app,
  { service },
) => {
  app.get(
    api.list.path,
    {
      config: read,
      schema: endpointSchema(api.list, {
        tags,
        summary: "Webinars in every state, latest start first, by status or search, paginated",
        querystring: webinarListQuerySchema,
        response: { 200: webinarListSchema },
      }),
    },
    async (request) => service.list({ status: request.query.status, q: request.query.q }, request.query.page),
  );

  app.post(
    api.create.path,
    {
      config: write,
      bodyLimit,
      schema: endpointSchema(api.create, {
        tags,
        summary:
          "A new draft webinar (409 when the slug is taken); nobody can register until it is published",
        body: webinarCreateSchema,
        response: { 201: webinarDetailSchema },
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
        summary: "One webinar with its Markdown description, join link, state and registrant counts",
        params: webinarParamsSchema,
        response: { 200: webinarDetailSchema },
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
          "Save the webinar at the version it was opened at (409 when changed since or the slug is taken); a new or changed join link is mailed once to each registrant it has not reached",
        params: webinarParamsSchema,
        body: webinarSaveSchema,
        response: { 200: webinarSavedSchema },
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
        summary:
          "Delete a webinar nobody registered for, with its history and uploaded covers (409 once anyone registered: unpublish it instead)",
        params: webinarParamsSchema,
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
        summary: "Publish the webinar now, or at a future time (it stays a draft until then)",
        params: webinarParamsSchema,
        body: webinarPublishSchema,
        response: { 200: webinarDetailSchema },
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
        summary: "Take the webinar off /webinars (registration closes), or cancel its scheduled publish",
        params: webinarParamsSchema,
        body: webinarVersionBodySchema,
        response: { 200: webinarDetailSchema },
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
        summary: "The webinar's saved versions, newest first, paginated",
        params: webinarParamsSchema,
        querystring: webinarPageQuerySchema,
        response: { 200: webinarVersionsSchema },
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
        summary: "One saved version of the webinar",
        params: webinarVersionParamsSchema,
        response: { 200: webinarVersionSchema },
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
          "Make a saved version the webinar's content again (a new version; the slug and the join link stay)",
        params: webinarVersionParamsSchema,
        body: webinarVersionBodySchema,
        response: { 200: webinarDetailSchema },
      }),
    },
    async (request) =>
      service.restore(request.params.id, request.params.number, request.body.version, auditActorOf(request)),
  );

  app.get(
    api.registrants.path,
    {
      config: read,
      schema: endpointSchema(api.registrants, {
        tags,
        summary: "The webinar's registrants (name, email, registered at), newest first, paginated",
        params: webinarParamsSchema,
        querystring: webinarPageQuerySchema,
        response: { 200: webinarRegistrantsSchema },
      }),
    },
    async (request) => service.registrants(request.params.id, request.query.page),
  );

  app.get(
    api.registrantsCsv.path,
    {
      config: read,
      schema: endpointSchema(api.registrantsCsv, {
        tags,
        summary: "Every registrant as a CSV download (formula-looking cells defused); the export is audited",
        params: webinarParamsSchema,
      }),
    },
    async (request, reply) => {
      const { fileName, csv } = await service.registrantsCsv(request.params.id, auditActorOf(request));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );
};
