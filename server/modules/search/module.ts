import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { createSearchRepository } from "./repository.ts";
import { searchRoutes } from "./routes.ts";
import { createSearchService } from "./service.ts";

export const searchModule = defineModule({
  name: "search",
  create: ({ db }: { db: Database }) => ({
    search: createSearchService({ repository: createSearchRepository(db) }),
  }),
  routes: async (app, { search }) => {
    await app.register(searchRoutes, { service: search });
  },
});
