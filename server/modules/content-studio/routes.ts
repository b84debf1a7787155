import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentStudioApi as api } from "#contracts/api/content-studio.ts";
import {
  postCreateSchema,
  postDetailSchema,
  postListQuerySchema,
  postListSchema,
  postParamsSchema,
  postPreviewResultSchema,
  postPreviewSchema,
  postPublishSchema,
  postSaveSchema,
  postVersionBodySchema,
  postVersionParamsSchema,
  postVersionSchema,
  postVersionsQuerySchema,
  postVersionsSchema,
} from "#contracts/content-studio.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { ContentStudioService } from "./service.ts";

const tags = ["admin", "content-studio"];
// Admins and marketers do everything with posts, publishing included (issue 21).
const editors = access.roles("admin", "digital_marketer");
const read = { access: editors, rateLimit: rateLimitPresets.adminRead };
const write = { access: editors, rateLimit: rateLimitPresets.adminWrite };
// A long article is larger than the default body limit's comfort (100,000 characters of Markdown).
const bodyLimit = 1024 * 1024;

export const contentStudioRoutes: FastifyPluginAsyncZod<{ service: ContentStudioService }> = async (
  app,
  { service },
) => {
  app.get(
    api.list.path,
    {
      config: read,
      schema: endpointSchema(api.list, {
        tags,
        summary: "Blog posts in every state, last changed first, by status or search, paginated",
        querystring: postListQuerySchema,
        response: { 200: postListSchema },
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
        summary: "A new draft post (409 when the slug is taken)",
        body: postCreateSchema,
        response: { 201: postDetailSchema },
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
        summary: "One post with its Markdown body and state",
        params: postParamsSchema,
        response: { 200: postDetailSchema },
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
          "Save the post at the version it was opened at (409 when changed since or the slug is taken); a live post's new slug leaves a 301 at the old address",
        params: postParamsSchema,
        body: postSaveSchema,
        response: { 200: postDetailSchema },
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
        summary: "Delete a post, its history and its uploaded covers",
        params: postParamsSchema,
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
        summary: "Publish the post now, or at a future time (it stays a draft until then)",
        params: postParamsSchema,
        body: postPublishSchema,
        response: { 200: postDetailSchema },
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
        summary: "Take the post off the site, or cancel its scheduled publish",
        params: postParamsSchema,
        body: postVersionBodySchema,
        response: { 200: postDetailSchema },
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
        summary: "The post's saved versions, newest first, paginated",
        params: postParamsSchema,
        querystring: postVersionsQuerySchema,
        response: { 200: postVersionsSchema },
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
        summary: "One saved version of the post",
        params: postVersionParamsSchema,
        response: { 200: postVersionSchema },
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
        summary: "Make a saved version the post's content again (a new version; the slug stays)",
        params: postVersionParamsSchema,
        body: postVersionBodySchema,
        response: { 200: postDetailSchema },
      }),
    },
    async (request) =>
      service.restore(request.params.id, request.params.number, request.body.version, auditActorOf(request)),
  );

  app.post(
    api.preview.path,
    {
      // Renders, changes nothing: no catch-all audit entry.
      config: { ...read, auditReadOnly: true },
      bodyLimit,
      schema: endpointSchema(api.preview, {
        tags,
        summary: "Markdown to the sanitised HTML the public post page shows (the editor's live preview)",
        body: postPreviewSchema,
        response: { 200: postPreviewResultSchema },
      }),
    },
    async (request) => service.preview(request.body.bodyMarkdown),
  );
};
