import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { createDashboardsRepository } from "./repository.ts";
import { dashboardsRoutes } from "./routes.ts";
import { createDashboardsService } from "./service.ts";

export const dashboardsModule = defineModule({
  name: "dashboards",
  create: ({ db }: { db: Database }) => ({
    dashboards: createDashboardsService({ repository: createDashboardsRepository(db) }),
  }),
  routes: async (app, { dashboards }) => {
    await app.register(dashboardsRoutes, { service: dashboards });
  },
});
