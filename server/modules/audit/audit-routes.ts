import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditLogApi } from "#contracts/api/audit-log.ts";
import { auditLogPageSchema, auditLogQuerySchema } from "#contracts/audit-log.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { AuditTrail } from "./audit-trail.ts";

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditTrail }> = async (app, { audit }) => {
  app.get(
    auditLogApi.entries.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(auditLogApi.entries, {
        tags: ["admin"],
        summary: "Admin and instructor writes, newest first, filtered and paginated",
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema },
      }),
    },
    async (request) => audit.list(request.query),
  );
};
