import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emailTrackingApi } from "#contracts/api/email-tracking.ts";
import {
  emailTrackingPageSchema,
  emailTrackingQuerySchema,
  mailResendResultSchema,
  trackedMailDetailSchema,
  trackedMailParamsSchema,
} from "#contracts/email-tracking.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { EmailTrackingService } from "./email-tracking-service.ts";

const tags = ["admin"];

export const emailTrackingRoutes: FastifyPluginAsyncZod<{ service: EmailTrackingService }> = async (
  app,
  { service },
) => {
  app.get(
    emailTrackingApi.mails.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(emailTrackingApi.mails, {
        tags,
        summary:
          "Every mail of the outbox, newest first: search by recipient or subject, filter by kind, status and dates; paginated",
        querystring: emailTrackingQuerySchema,
        response: { 200: emailTrackingPageSchema },
      }),
    },
    async (request) => service.list(request.query),
  );

  app.get(
    emailTrackingApi.mail.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(emailTrackingApi.mail, {
        tags,
        summary: "One mail with its text and HTML parts as written, its delivery, opens and clicks",
        params: trackedMailParamsSchema,
        response: { 200: trackedMailDetailSchema },
      }),
    },
    async (request) => service.detail(request.params.id),
  );

  app.post(
    emailTrackingApi.resendMail.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(emailTrackingApi.resendMail, {
        tags,
        summary: "Queue a copy of a mail through the outbox (409 for password and security mails)",
        params: trackedMailParamsSchema,
        response: { 200: mailResendResultSchema },
      }),
    },
    async (request) => service.resend(request.params.id, auditActorOf(request)),
  );
};
