import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { createLeadsRepository } from "#server/modules/leads/repository.ts";
import type { PageSource } from "#server/modules/seo/page-source.ts";
import type { SettingsService } from "#server/modules/settings/service.ts";
import { createPagesPageSource } from "./page-source.ts";
import { createPagesRepository } from "./repository.ts";
import { pagesRoutes } from "./routes.ts";
import { createPagesService } from "./service.ts";

type Deps = { db: Database; settings: SettingsService; pageSources: PageSource[] };

// The fixed content pages (about, privacy, community, investors, corporate, contact); their forms are leads.
export const pagesModule = defineModule({
  name: "pages",
  create: ({ db, settings, pageSources }: Deps) => {
    const repository = createPagesRepository(db);
    pageSources.push(createPagesPageSource({ pages: repository }));
    return {
      pages: createPagesService({
        repository,
        leads: createLeadsRepository(db),
        settings: () => settings.publicSettings(),
      }),
    };
  },
  routes: async (app, { pages }) => {
    await app.register(pagesRoutes, { service: pages });
  },
});
