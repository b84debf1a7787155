import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { createAnalyticsRepository } from "./repository.ts";
import { analyticsRoutes } from "./routes.ts";
import { createAnalyticsService } from "./service.ts";

type Deps = { db: Database; config: Config };

export const analyticsModule = defineModule({
  name: "analytics",
  create: ({ db }: Deps) => ({
    analytics: createAnalyticsService({ repository: createAnalyticsRepository(db) }),
  }),
  routes: async (app, { analytics, config }) => {
    await app.register(analyticsRoutes, { service: analytics, siteHost: new URL(config.publicUrl).host });
  },
});
