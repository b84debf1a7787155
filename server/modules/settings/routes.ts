import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { settingsApi } from "#contracts/api/settings.ts";
import { siteSettingsSchema } from "#contracts/site-settings.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { SettingsService } from "./service.ts";

export const settingsRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (
  app,
  { service },
) => {
  app.get(
    settingsApi.siteSettings.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(settingsApi.siteSettings, {
        tags: ["site"],
        summary:
          "Public contact details shown on every page (phone, email) and how the site takes payments (PAYMENTS_PROVIDER)",
        response: { 200: siteSettingsSchema },
      }),
    },
    async () => service.publicSettings(),
  );
};
