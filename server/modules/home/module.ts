import type { Database } from "#server/db/client.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { createHomeRepository } from "./repository.ts";
import { homeRoutes } from "./routes.ts";
import { createHomeService } from "./service.ts";

export const homeModule = defineModule({
  name: "home",
  create: ({ db, events }: { db: Database; events: InstanceEvents }) => ({
    home: createHomeService({ repository: createHomeRepository(db), events }),
  }),
  routes: async (app, { home }) => {
    await app.register(homeRoutes, { service: home });
  },
});
