import type { Database } from "#server/db/client.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { PageSource } from "#server/modules/seo/page-source.ts";
import { createCatalogPageSource } from "./page-source.ts";
import { createCatalogRepository } from "./repository.ts";
import { catalogRoutes } from "./routes.ts";
import { createCatalogService } from "./service.ts";

type Deps = { db: Database; pageSources: PageSource[]; events: InstanceEvents };

// The catalog: /courses and the course landing pages.
export const catalogModule = defineModule({
  name: "catalog",
  create: ({ db, pageSources, events }: Deps) => {
    const catalog = createCatalogService({ repository: createCatalogRepository(db), events });
    pageSources.push(createCatalogPageSource({ catalog }));
    return { catalog };
  },
  routes: async (app, { catalog }) => {
    await app.register(catalogRoutes, { service: catalog });
  },
});
