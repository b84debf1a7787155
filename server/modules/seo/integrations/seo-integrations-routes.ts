import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { seoIntegrationsApi as api } from "#contracts/api/seo-integrations.ts";
import {
  type SeoIntegrationStatus,
  type SeoIntegrationTestResult,
  seoIntegrationParamsSchema,
  seoIntegrationsSchema,
  seoIntegrationTestResultSchema,
} from "#contracts/seo-integrations.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { type AuditActor, auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { workbenchAccess } from "../workbench-access.ts";

/** SEO Settings' integrations (seo-integration-status.ts, test-seo-integration.ts). */
export type SeoIntegrations = {
  list: () => { items: SeoIntegrationStatus[] };
  test: (name: string, by: AuditActor) => Promise<SeoIntegrationTestResult>;
};

export const seoIntegrationsRoutes: FastifyPluginAsyncZod<{ integrations: SeoIntegrations }> = async (
  app,
  { integrations },
) => {
  app.get(
    api.list.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(api.list, {
        tags: ["seo"],
        summary:
          "Search Console, Semrush and IndexNow as the server is configured (no secrets; at most a key's last 4 characters)",
        response: { 200: seoIntegrationsSchema },
      }),
    },
    async () => integrations.list(),
  );

  app.post(
    api.test.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.integrationTest },
      schema: endpointSchema(api.test, {
        tags: ["seo"],
        summary:
          "Test one SEO integration through its provider (Search Console: sign in and read the property; Semrush: the units left; IndexNow: submit the home page): ok or the provider's error",
        params: seoIntegrationParamsSchema,
        response: { 200: seoIntegrationTestResultSchema },
      }),
    },
    async (request) => integrations.test(request.params.name, auditActorOf(request)),
  );
};
