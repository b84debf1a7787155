import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  integrationParamsSchema,
  integrationsSchema,
  integrationTestResultSchema,
} from "#contracts/admin-settings.ts";
import { adminSettingsApi } from "#contracts/api/admin-settings.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { IntegrationsService } from "./integrations-service.ts";

export const integrationsRoutes: FastifyPluginAsyncZod<{ service: IntegrationsService }> = async (
  app,
  { service },
) => {
  app.get(
    adminSettingsApi.integrations.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(adminSettingsApi.integrations, {
        tags: ["admin"],
        summary:
          "Which provider is at work for mail, payments, meetings, the assistant's LLM and captcha (no secrets; at most a key's last 4 characters)",
        response: { 200: integrationsSchema },
      }),
    },
    async () => service.list(),
  );

  app.post(
    adminSettingsApi.testIntegration.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.integrationTest },
      schema: endpointSchema(adminSettingsApi.testIntegration, {
        tags: ["admin"],
        summary:
          "Test one integration (mail: a test mail to the admin; payments: the key; meetings: a Zoom token; assistant: an LLM call; captcha: the service): ok or the provider's error",
        params: integrationParamsSchema,
        response: { 200: integrationTestResultSchema },
      }),
    },
    async (request) => {
      const actor = auditActorOf(request);
      return service.test(request.params.name, Object.assign(actor, { email: request.user?.email ?? "" }));
    },
  );
};
