import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageBuilderApi as api } from "#contracts/api/page-builder.ts";
import {
  landingPageViewSchema,
  pageCreateSchema,
  pageDetailSchema,
  pageListQuerySchema,
  pageListSchema,
  pageParamsSchema,
  pagePublishSchema,
  pageSaveSchema,
  pageTemplatesSchema,
  pageVariantSaveSchema,
  pageVariantStatsSchema,
  pageVariantStopSchema,
  pageVersionBodySchema,
  pageVersionParamsSchema,
  pageVersionSchema,
  pageVersionsQuerySchema,
  pageVersionsSchema,
  previewQuerySchema,
  viewQuerySchema,
} from "#contracts/page-builder.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { PageBuilderService } from "./service.ts";

const tags = ["admin", "page-builder"];
// Marketers edit drafts; only admins put pages on the site, take them off or delete them (issue 21).
const editorRead = {
  access: access.roles("admin", "digital_marketer"),
  rateLimit: rateLimitPresets.adminRead,
};
const editorWrite = {
  access: access.roles("admin", "digital_marketer"),
  rateLimit: rateLimitPresets.adminWrite,
};
const adminWrite = { access: access.roles("admin"), rateLimit: rateLimitPresets.adminWrite };

export const pageBuilderRoutes: FastifyPluginAsyncZod<{ service: PageBuilderService }> = async (
  app,
  { service },
) => {
  app.get(
    api.list.path,
    {
      config: editorRead,
      schema: endpointSchema(api.list, {
        tags,
        summary: "Landing pages, last changed first, by status or search, paginated",
        querystring: pageListQuerySchema,
        response: { 200: pageListSchema },
      }),
    },
    async (request) => service.list({ status: request.query.status, q: request.query.q }, request.query.page),
  );

  app.get(
    api.templates.path,
    {
      config: editorRead,
      schema: endpointSchema(api.templates, {
        tags,
        summary: "The templates a new page may start from",
        response: { 200: pageTemplatesSchema },
      }),
    },
    async () => service.templates(),
  );

  app.post(
    api.create.path,
    {
      config: editorWrite,
      schema: endpointSchema(api.create, {
        tags,
        summary:
          "A new draft page: blank, from a template, or a copy of another page (409 when the path is taken)",
        body: pageCreateSchema,
        response: { 201: pageDetailSchema },
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.body, auditActorOf(request))),
  );

  app.get(
    api.get.path,
    {
      config: editorRead,
      schema: endpointSchema(api.get, {
        tags,
        summary: "One page's draft, state and a preview link",
        params: pageParamsSchema,
        response: { 200: pageDetailSchema },
      }),
    },
    async (request) => service.get(request.params.id),
  );

  app.put(
    api.save.path,
    {
      config: editorWrite,
      // A page of 40 blocks with long Markdown is larger than the default body limit's comfort.
      bodyLimit: 1024 * 1024,
      schema: endpointSchema(api.save, {
        tags,
        summary:
          "Save the draft at the version it was opened at (every block checked; 409 when changed since)",
        params: pageParamsSchema,
        body: pageSaveSchema,
        response: { 200: pageDetailSchema },
      }),
    },
    async (request) => service.save(request.params.id, request.body, auditActorOf(request)),
  );

  app.post(
    api.publish.path,
    {
      config: adminWrite,
      schema: endpointSchema(api.publish, {
        tags,
        summary: "Publish the draft now, or at a future time (admins)",
        params: pageParamsSchema,
        body: pagePublishSchema,
        response: { 200: pageDetailSchema },
      }),
    },
    async (request) => service.publish(request.params.id, request.body, auditActorOf(request)),
  );

  app.post(
    api.unpublish.path,
    {
      config: adminWrite,
      schema: endpointSchema(api.unpublish, {
        tags,
        summary: "Take the page off the site, or cancel its scheduled publish (admins)",
        params: pageParamsSchema,
        body: pageVersionBodySchema,
        response: { 200: pageDetailSchema },
      }),
    },
    async (request) => service.unpublish(request.params.id, request.body.version, auditActorOf(request)),
  );

  app.delete(
    api.remove.path,
    {
      config: adminWrite,
      schema: endpointSchema(api.remove, {
        tags,
        summary: "Delete a page and its history (admins)",
        params: pageParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      }),
    },
    async (request) => service.remove(request.params.id, auditActorOf(request)),
  );

  app.get(
    api.versions.path,
    {
      config: editorRead,
      schema: endpointSchema(api.versions, {
        tags,
        summary: "The page's saved versions, newest first, paginated",
        params: pageParamsSchema,
        querystring: pageVersionsQuerySchema,
        response: { 200: pageVersionsSchema },
      }),
    },
    async (request) => service.versions(request.params.id, request.query.page),
  );

  app.get(
    api.version.path,
    {
      config: editorRead,
      schema: endpointSchema(api.version, {
        tags,
        summary: "One saved version's document",
        params: pageVersionParamsSchema,
        response: { 200: pageVersionSchema },
      }),
    },
    async (request) => service.version(request.params.id, request.params.number),
  );

  app.post(
    api.restore.path,
    {
      config: editorWrite,
      schema: endpointSchema(api.restore, {
        tags,
        summary: "Make a saved version the draft again (a new version; the path stays)",
        params: pageVersionParamsSchema,
        body: pageVersionBodySchema,
        response: { 200: pageDetailSchema },
      }),
    },
    async (request) =>
      service.restore(request.params.id, request.params.number, request.body.version, auditActorOf(request)),
  );

  app.post(
    api.createVariant.path,
    {
      config: editorWrite,
      schema: endpointSchema(api.createVariant, {
        tags,
        summary: "A/B test: create variant B as a copy of the draft (409 when it has one)",
        params: pageParamsSchema,
        body: pageVersionBodySchema,
        response: { 200: pageDetailSchema },
      }),
    },
    async (request) => service.createVariant(request.params.id, request.body.version, auditActorOf(request)),
  );

  app.put(
    api.saveVariant.path,
    {
      config: editorWrite,
      bodyLimit: 1024 * 1024,
      schema: endpointSchema(api.saveVariant, {
        tags,
        summary:
          "Save variant B's draft at the version it was opened at (checked like the draft; 409 when changed)",
        params: pageParamsSchema,
        body: pageVariantSaveSchema,
        response: { 200: pageDetailSchema },
      }),
    },
    async (request) => service.saveVariant(request.params.id, request.body, auditActorOf(request)),
  );

  app.post(
    api.startVariant.path,
    {
      config: adminWrite,
      schema: endpointSchema(api.startVariant, {
        tags,
        summary: "Publish A and B together and split visitors between them by their daily hash (admins)",
        params: pageParamsSchema,
        body: pageVersionBodySchema,
        response: { 200: pageDetailSchema },
      }),
    },
    async (request) => service.startVariant(request.params.id, request.body.version, auditActorOf(request)),
  );

  app.post(
    api.stopVariant.path,
    {
      config: adminWrite,
      schema: endpointSchema(api.stopVariant, {
        tags,
        summary: "Make A or B the winner: it is published and becomes the draft; B is dropped (admins)",
        params: pageParamsSchema,
        body: pageVariantStopSchema,
        response: { 200: pageDetailSchema },
      }),
    },
    async (request) => service.stopVariant(request.params.id, request.body, auditActorOf(request)),
  );

  app.get(
    api.variantStats.path,
    {
      config: editorRead,
      schema: endpointSchema(api.variantStats, {
        tags,
        summary: "The A/B test's views, visitors, leads and checkouts started per variant, with rates",
        params: pageParamsSchema,
        response: { 200: pageVariantStatsSchema },
      }),
    },
    async (request) => service.variantStats(request.params.id),
  );

  app.get(
    api.view.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(api.view, {
        tags: ["content"],
        summary: "A published landing page with live prices, dates and seats; 404 when none at the path",
        querystring: viewQuerySchema,
        response: { 200: landingPageViewSchema },
      }),
    },
    async (request) => service.view(request.query.path, request.query.variant),
  );

  app.get(
    api.preview.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(api.preview, {
        tags: ["content"],
        summary: "A draft through its signed preview link (a day); 404 when expired or altered",
        querystring: previewQuerySchema,
        response: { 200: landingPageViewSchema },
      }),
    },
    async (request) => service.preview(request.query.token, request.query.variant),
  );
};
