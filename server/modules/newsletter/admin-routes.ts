import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { newsletterAdminApi } from "#contracts/api/newsletter-admin.ts";
import {
  importProblemField,
  newsletterAdminLimits,
  newsletterAdminMessages,
  type SubscriberImportRefusal,
  subscriberFiltersSchema,
  subscriberImportRefusalSchema,
  subscriberImportResultSchema,
  subscriberImportSchema,
  subscriberListQuerySchema,
  subscriberListSchema,
  subscriberParamsSchema,
} from "#contracts/newsletter-admin.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { NewsletterAdminService } from "./admin-service.ts";

const tags = ["admin", "newsletter"];
const read = { access: access.roles("admin"), rateLimit: rateLimitPresets.adminRead };
const write = { access: access.roles("admin"), rateLimit: rateLimitPresets.adminWrite };

export const newsletterAdminRoutes: FastifyPluginAsyncZod<{ service: NewsletterAdminService }> = async (
  app,
  { service },
) => {
  app.get(
    newsletterAdminApi.subscribers.path,
    {
      config: read,
      schema: endpointSchema(newsletterAdminApi.subscribers, {
        tags,
        summary: "Search subscribers by address; filter by status, source and topic; newest first, paginated",
        querystring: subscriberListQuerySchema,
        response: { 200: subscriberListSchema },
      }),
    },
    async (request) => service.list(request.query),
  );

  app.post(
    newsletterAdminApi.importSubscribers.path,
    {
      // The JSON string of a file of up to 5 MB, escaped.
      bodyLimit: newsletterAdminLimits.csvChars * 2 + 1024,
      config: write,
      schema: endpointSchema(newsletterAdminApi.importSubscribers, {
        tags,
        summary:
          "Import subscribers from CSV under an attestation of consent: every row checked first, all applied in one transaction or none (400 listing each problem's row and column); suppressed addresses skipped",
        body: subscriberImportSchema,
        response: { 200: subscriberImportResultSchema, 400: subscriberImportRefusalSchema },
      }),
    },
    async (request, reply) => {
      const outcome = await service.importCsv(request.body.csv, auditActorOf(request));
      if (outcome.kind === "imported") return outcome.result;
      const error = newsletterAdminMessages.rowsInvalid(outcome.problemCount);
      // The summary first, so that `error` and `errors[0].message` read the same (ARCHITECTURE.md section 4).
      const body: SubscriberImportRefusal = {
        error,
        errors: [
          { message: error },
          ...outcome.problems.map((problem) => ({
            message:
              problem.row === 0
                ? problem.message
                : `Row ${problem.row}, ${problem.column}: ${problem.message}`,
            field: importProblemField(problem),
          })),
        ],
        problems: outcome.problems,
        problemCount: outcome.problemCount,
      };
      return reply.code(400).send(body);
    },
  );

  app.get(
    newsletterAdminApi.exportSubscribers.path,
    {
      config: read,
      schema: endpointSchema(newsletterAdminApi.exportSubscribers, {
        tags,
        summary: "The filtered subscribers as CSV (RFC 4180, formula-like cells defused); audited",
        querystring: subscriberFiltersSchema,
      }),
    },
    async (request, reply) => {
      const { fileName, csv } = await service.exportCsv(request.query, auditActorOf(request));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );

  app.delete(
    newsletterAdminApi.eraseSubscriber.path,
    {
      config: write,
      schema: endpointSchema(newsletterAdminApi.eraseSubscriber, {
        tags,
        summary:
          "Erase a subscriber on request: the row and the newsletter mails to the address deleted, the address's hash kept on the suppression list (404 when unknown)",
        params: subscriberParamsSchema,
      }),
    },
    async (request, reply) => {
      await service.erase(request.params.id, auditActorOf(request));
      return reply.code(204).send();
    },
  );
};
