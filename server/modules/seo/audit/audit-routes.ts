import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { seoAuditApi } from "#contracts/api/seo-audit.ts";
import {
  type AuditFindingsPage,
  type AuditFindingsQuery,
  type AuditOverview,
  type AuditRun,
  auditFindingsPageSchema,
  auditFindingsQuerySchema,
  auditOverviewSchema,
  auditRunSchema,
} from "#contracts/seo-audit.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { type AuditActor, auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { workbenchAccess } from "../workbench-access.ts";

/** The content audit's use cases (start-audit.ts, audit-overview.ts, list-audit-findings.ts). */
export type ContentAudit = {
  start: (by: AuditActor) => Promise<AuditRun>;
  overview: () => Promise<AuditOverview>;
  findings: (query: AuditFindingsQuery) => Promise<AuditFindingsPage>;
};

export const auditRoutes: FastifyPluginAsyncZod<{ audit: ContentAudit }> = async (app, { audit }) => {
  app.get(
    seoAuditApi.overview.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(seoAuditApi.overview, {
        tags: ["seo"],
        summary:
          "The content audit running or last run, the last finished run, score history, findings per check",
        response: { 200: auditOverviewSchema },
      }),
    },
    async () => audit.overview(),
  );

  app.post(
    seoAuditApi.start.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(seoAuditApi.start, {
        tags: ["seo"],
        summary: "Start a content audit of every public page in the background (409 while one runs)",
        response: { 202: auditRunSchema },
      }),
    },
    async (request, reply) => reply.code(202).send(await audit.start(auditActorOf(request))),
  );

  app.get(
    seoAuditApi.findings.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(seoAuditApi.findings, {
        tags: ["seo"],
        summary: "The last finished audit's findings, most impact first; searched, filtered, paged",
        querystring: auditFindingsQuerySchema,
        response: { 200: auditFindingsPageSchema },
      }),
    },
    async (request) => audit.findings(request.query),
  );
};
