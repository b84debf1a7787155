import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { RunningTests } from "#server/modules/page-builder/running-tests.ts";
import { createLeadsRepository } from "./repository.ts";
import { leadsRoutes } from "./routes.ts";
import { createLeadsService } from "./service.ts";

export const leadsModule = defineModule({
  name: "leads",
  create: ({ db }: { db: Database; pageVariants: RunningTests }) => ({
    leads: createLeadsService({ repository: createLeadsRepository(db) }),
  }),
  routes: async (app, { leads, pageVariants }) => {
    await app.register(leadsRoutes, { service: leads, pageVariants });
  },
});
