import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { leadsApi } from "#contracts/api/leads.ts";
import { contactRequestResponseSchema, contactRequestSchema } from "#contracts/contact.ts";
import {
  adminLeadsPageSchema,
  adminLeadsQuerySchema,
  callbackRequestResponseSchema,
  callbackRequestSchema,
  leadDetailSchema,
  leadNoteCreateSchema,
  leadNoteSchema,
  leadParamsSchema,
  leadStatusUpdateSchema,
} from "#contracts/leads.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { pagePath } from "#server/lib/page-path.ts";
import type { RunningTests } from "#server/modules/page-builder/running-tests.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { LeadsService } from "./service.ts";

type PageVariants = Pick<RunningTests, "variantFor">;

export const leadsRoutes: FastifyPluginAsyncZod<{
  service: LeadsService;
  pageVariants?: PageVariants;
}> = async (app, { service, pageVariants }) => {
  // The page the form was sent from, and the visitor's A/B variant when that page runs a test (issue 21).
  async function contextOf(request: FastifyRequest) {
    const page = pagePath(request.headers.referer);
    const variant =
      page && pageVariants
        ? await pageVariants.variantFor(page, {
            ip: request.ip,
            userAgent: request.headers["user-agent"] ?? "",
          })
        : null;
    return variant ? { page, variant } : { page };
  }

  app.post(
    leadsApi.contactRequest.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.form },
      schema: endpointSchema(leadsApi.contactRequest, {
        tags: ["leads"],
        summary: "Contact request (name, email, phone, optional company), stored as a lead",
        body: contactRequestSchema,
        response: { 201: contactRequestResponseSchema },
      }),
    },
    async (request, reply) => {
      const result = await service.recordContactRequest(request.body, await contextOf(request));
      return reply.status(201).send(result);
    },
  );

  app.post(
    leadsApi.callbackRequest.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.form },
      schema: endpointSchema(leadsApi.callbackRequest, {
        tags: ["leads"],
        summary: "Callback request (name, phone, preferred time, topic), stored as a lead",
        body: callbackRequestSchema,
        response: { 201: callbackRequestResponseSchema },
      }),
    },
    async (request, reply) => {
      const result = await service.recordCallbackRequest(request.body, await contextOf(request));
      return reply.status(201).send(result);
    },
  );

  app.get(
    leadsApi.leads.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(leadsApi.leads, {
        tags: ["admin"],
        summary: "The leads inbox: chats, callbacks and contact requests, newest first, by kind and status",
        querystring: adminLeadsQuerySchema,
        response: { 200: adminLeadsPageSchema },
      }),
    },
    async (request) => service.list(request.query),
  );

  app.get(
    leadsApi.lead.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(leadsApi.lead, {
        tags: ["admin"],
        summary: "One lead with its chat transcript and notes",
        params: leadParamsSchema,
        response: { 200: leadDetailSchema },
      }),
    },
    async (request) => service.detail(request.params.id),
  );

  app.patch(
    leadsApi.setLeadStatus.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(leadsApi.setLeadStatus, {
        tags: ["admin"],
        summary: "Change a lead's status",
        params: leadParamsSchema,
        body: leadStatusUpdateSchema,
        response: { 200: leadDetailSchema },
      }),
    },
    async (request) => service.setStatus(request.params.id, request.body.status),
  );

  app.post(
    leadsApi.addLeadNote.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(leadsApi.addLeadNote, {
        tags: ["admin"],
        summary: "Add a note to a lead (the signed-in admin is its author)",
        params: leadParamsSchema,
        body: leadNoteCreateSchema,
        response: { 201: leadNoteSchema },
      }),
    },
    async (request, reply) => {
      const note = await service.addNote(request.params.id, request.body.text, request.user!.id);
      return reply.status(201).send(note);
    },
  );
};
