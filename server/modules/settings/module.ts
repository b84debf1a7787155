import { type Config, isLoopbackUrl } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { createAdminSiteSettings } from "./admin-site-settings.ts";
import { createSettingsRepository } from "./repository.ts";
import { settingsRoutes } from "./routes.ts";
import { createSettingsService } from "./service.ts";

type Deps = { db: Database; config: Config; events: InstanceEvents; audit: AuditTrail };

export const settingsModule = defineModule({
  name: "settings",
  create: ({ db, config, events, audit }: Deps) => {
    const repository = createSettingsRepository(db);
    const settings = createSettingsService({
      repository,
      events,
      payments: {
        provider: config.paymentsProvider,
        testModeNotice: config.paymentsProvider === "test" && !isLoopbackUrl(config.publicUrl),
      },
    });
    return {
      settings,
      adminSiteSettings: createAdminSiteSettings({
        repository,
        audit,
        invalidate: () => settings.invalidate(),
      }),
    };
  },
  routes: async (app, { settings, adminSiteSettings }) => {
    await app.register(settingsRoutes, { service: settings, admin: adminSiteSettings });
  },
});
