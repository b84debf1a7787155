import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminSiteSettingsSchema, adminSiteSettingsUpdateSchema } from "#contracts/admin-settings.ts";
import { adminSettingsApi } from "#contracts/api/admin-settings.ts";
import { settingsApi } from "#contracts/api/settings.ts";
import { siteSettingsSchema } from "#contracts/site-settings.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { AdminSiteSettingsService } from "./admin-site-settings.ts";
import type { SettingsService } from "./service.ts";

export const settingsRoutes: FastifyPluginAsyncZod<{
  service: SettingsService;
  admin: AdminSiteSettingsService;
}> = async (app, { service, admin }) => {
  app.get(
    settingsApi.siteSettings.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(settingsApi.siteSettings, {
        tags: ["site"],
        summary:
          "Public contact details shown on every page (phone, email), whether the promo banner shows, and how the site takes payments (PAYMENTS_PROVIDER)",
        response: { 200: siteSettingsSchema },
      }),
    },
    async () => service.publicSettings(),
  );

  app.get(
    adminSettingsApi.settings.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(adminSettingsApi.settings, {
        tags: ["admin"],
        summary:
          "The site's phone, email and promo banner as the Settings page edits them, with their version",
        response: { 200: adminSiteSettingsSchema },
      }),
    },
    async () => admin.read(),
  );

  app.put(
    adminSettingsApi.updateSettings.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(adminSettingsApi.updateSettings, {
        tags: ["admin"],
        summary:
          "Save the site's phone, email and promo banner (the version the form was opened with; 409 when someone saved since)",
        body: adminSiteSettingsUpdateSchema,
        response: { 200: adminSiteSettingsSchema },
      }),
    },
    async (request) => admin.update(request.body, auditActorOf(request)),
  );
};
