import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { createLeadsRepository } from "./repository.ts";
import { leadsRoutes } from "./routes.ts";
import { createLeadsService } from "./service.ts";

export const leadsModule = defineModule({
  name: "leads",
  create: ({ db }: { db: Database }) => ({
    leads: createLeadsService({ repository: createLeadsRepository(db) }),
  }),
  routes: async (app, { leads }) => {
    await app.register(leadsRoutes, { service: leads });
  },
});
