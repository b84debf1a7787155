import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { episodesStudioApi as api } from "#contracts/api/content-studio-items.ts";
import {
  episodeCreateSchema,
  episodeDetailSchema,
  episodeListQuerySchema,
  episodeListSchema,
  episodeSaveSchema,
  episodeVersionSchema,
  itemParamsSchema,
  itemPublishSchema,
  itemVersionBodySchema,
  itemVersionParamsSchema,
  itemVersionsQuerySchema,
  itemVersionsSchema,
} from "#contracts/content-studio-items.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { EpisodesStudioService } from "./episodes-service.ts";

const tags = ["admin", "content-studio"];
// Podcast episodes are the admins' alone (issue 21), publishing included.
const admins = access.roles("admin");
const read = { access: admins, rateLimit: rateLimitPresets.adminRead };
const write = { access: admins, rateLimit: rateLimitPresets.adminWrite };
// Long show notes are larger than the default body limit's comfort (100,000 characters of Markdown).
const bodyLimit = 1024 * 1024;

export const episodeStudioRoutes: FastifyPluginAsyncZod<{ service: EpisodesStudioService }> = async (
  app,
  { service },
) => {
  app.get(
    api.list.path,
    {
      config: read,
      schema: endpointSchema(api.list, {
        tags,
        summary: "Podcast episodes in every state, newest number first, by status or search, paginated",
        querystring: episodeListQuerySchema,
        response: { 200: episodeListSchema },
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
        summary: "A new draft episode (409 when the slug or the episode number is taken)",
        body: episodeCreateSchema,
        response: { 201: episodeDetailSchema },
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
        summary: "One episode with its Markdown show notes and state",
        params: itemParamsSchema,
        response: { 200: episodeDetailSchema },
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
          "Save the episode at the version it was opened at (409 when changed since, or the slug or number is taken)",
        params: itemParamsSchema,
        body: episodeSaveSchema,
        response: { 200: episodeDetailSchema },
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
        summary: "Delete an episode, its history and its uploaded covers",
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
        summary: "Publish the episode on /podcast now, or at a future time (it stays a draft until then)",
        params: itemParamsSchema,
        body: itemPublishSchema,
        response: { 200: episodeDetailSchema },
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
        summary: "Take the episode off /podcast, or cancel its scheduled publish",
        params: itemParamsSchema,
        body: itemVersionBodySchema,
        response: { 200: episodeDetailSchema },
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
        summary: "The episode's saved versions, newest first, paginated",
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
        summary: "One saved version of the episode",
        params: itemVersionParamsSchema,
        response: { 200: episodeVersionSchema },
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
          "Make a saved version the episode's content again (a new version; the slug and the number stay)",
        params: itemVersionParamsSchema,
        body: itemVersionBodySchema,
        response: { 200: episodeDetailSchema },
      }),
    },
    async (request) =>
      service.restore(request.params.id, request.params.number, request.body.version, auditActorOf(request)),
  );
};
