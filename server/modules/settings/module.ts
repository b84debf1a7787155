import { type Config, isLoopbackUrl } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { createSettingsRepository } from "./repository.ts";
import { settingsRoutes } from "./routes.ts";
import { createSettingsService } from "./service.ts";

type Deps = { db: Database; config: Config; events: InstanceEvents };

export const settingsModule = defineModule({
  name: "settings",
  create: ({ db, config, events }: Deps) => ({
    settings: createSettingsService({
      repository: createSettingsRepository(db),
      events,
      payments: {
        provider: config.paymentsProvider,
        testModeNotice: config.paymentsProvider === "test" && !isLoopbackUrl(config.publicUrl),
      },
    }),
  }),
  routes: async (app, { settings }) => {
    await app.register(settingsRoutes, { service: settings });
  },
});
