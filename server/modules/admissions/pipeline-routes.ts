import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminApplicationsApi } from "#contracts/api/admin-applications.ts";
import {
  applicationBoardSchema,
  applicationDetailSchema,
  applicationFiltersSchema,
  applicationListQuerySchema,
  applicationNoteBodySchema,
  applicationNoteSchema,
  applicationPageSchema,
  applicationParamsSchema,
  applicationTemplateSchema,
  applicationTemplatesSchema,
  bulkStatusBodySchema,
  bulkStatusResultSchema,
  renderedStatusMailSchema,
  statusChangeBodySchema,
  statusPreviewBodySchema,
  templateParamsSchema,
  templateUpdateSchema,
} from "#contracts/application-pipeline.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { PipelineService } from "./pipeline-service.ts";

const read = { access: access.roles("admin"), rateLimit: rateLimitPresets.adminRead };
const write = { access: access.roles("admin"), rateLimit: rateLimitPresets.adminWrite };
const tags = ["admin", "admissions"];

// The admin's applications pipeline (decision 0043): thin routes over pipeline-service.ts.
export const pipelineRoutes: FastifyPluginAsyncZod<{ service: PipelineService }> = async (
  app,
  { service },
) => {
  app.get(
    adminApplicationsApi.list.path,
    {
      config: read,
      schema: endpointSchema(adminApplicationsApi.list, {
        tags,
        summary:
          "Bootcamp applications: search by name or email, filter by status, cohort, experience, dates",
        querystring: applicationListQuerySchema,
        response: { 200: applicationPageSchema },
      }),
    },
    async (request) => service.list(request.query),
  );

  app.get(
    adminApplicationsApi.board.path,
    {
      config: read,
      schema: endpointSchema(adminApplicationsApi.board, {
        tags,
        summary: "The pipeline by status: each status's count and its newest applications",
        querystring: applicationFiltersSchema,
        response: { 200: applicationBoardSchema },
      }),
    },
    async (request) => service.board(request.query),
  );

  app.get(
    adminApplicationsApi.csv.path,
    {
      config: read,
      schema: endpointSchema(adminApplicationsApi.csv, {
        tags,
        summary: "The filtered applications as CSV (formula-looking cells defused)",
        querystring: applicationFiltersSchema,
      }),
    },
    async (request, reply) => {
      const { fileName, csv } = await service.exportCsv(request.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );

  app.post(
    adminApplicationsApi.bulkStatus.path,
    {
      config: write,
      schema: endpointSchema(adminApplicationsApi.bulkStatus, {
        tags,
        summary: "Move many applications to one status in one transaction; each row's outcome is reported",
        body: bulkStatusBodySchema,
        response: { 200: bulkStatusResultSchema },
      }),
    },
    async (request) => service.bulkChange(request.body, auditActorOf(request)),
  );

  app.get(
    adminApplicationsApi.detail.path,
    {
      config: read,
      schema: endpointSchema(adminApplicationsApi.detail, {
        tags,
        summary: "One application: every answer, notes, status history and the statuses it may move to",
        params: applicationParamsSchema,
        response: { 200: applicationDetailSchema },
      }),
    },
    async (request) => service.detail(request.params.id),
  );

  app.post(
    adminApplicationsApi.addNote.path,
    {
      config: write,
      schema: endpointSchema(adminApplicationsApi.addNote, {
        tags,
        summary: "Add an admin's note to an application",
        params: applicationParamsSchema,
        body: applicationNoteBodySchema,
        response: { 201: applicationNoteSchema },
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addNote(request.params.id, request.body.body, auditActorOf(request))),
  );

  app.post(
    adminApplicationsApi.previewStatus.path,
    {
      // Renders a mail; writes nothing, so the audit trail has nothing to record.
      config: { ...write, auditReadOnly: true },
      schema: endpointSchema(adminApplicationsApi.previewStatus, {
        tags,
        summary: "The exact mail a status change would send (the template, or the admin's edited text)",
        params: applicationParamsSchema,
        body: statusPreviewBodySchema,
        response: { 200: renderedStatusMailSchema },
      }),
    },
    async (request) => service.preview(request.params.id, request.body),
  );

  app.post(
    adminApplicationsApi.changeStatus.path,
    {
      config: write,
      schema: endpointSchema(adminApplicationsApi.changeStatus, {
        tags,
        summary: "Move an application (version checked, 409 if it changed) and optionally mail the applicant",
        params: applicationParamsSchema,
        body: statusChangeBodySchema,
        response: { 200: applicationDetailSchema },
      }),
    },
    async (request) => service.changeStatus(request.params.id, request.body, auditActorOf(request)),
  );

  app.get(
    adminApplicationsApi.templates.path,
    {
      config: read,
      schema: endpointSchema(adminApplicationsApi.templates, {
        tags,
        summary: "The mail template of each status (the built-in text until edited)",
        response: { 200: applicationTemplatesSchema },
      }),
    },
    async () => service.templates(),
  );

  app.put(
    adminApplicationsApi.saveTemplate.path,
    {
      config: write,
      schema: endpointSchema(adminApplicationsApi.saveTemplate, {
        tags,
        summary: "Save a status's mail template (version checked, 409 if another admin saved it first)",
        params: templateParamsSchema,
        body: templateUpdateSchema,
        response: { 200: applicationTemplateSchema },
      }),
    },
    async (request) => service.saveTemplate(request.params.status, request.body, auditActorOf(request)),
  );
};
