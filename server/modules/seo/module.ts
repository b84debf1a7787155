import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { PageSource } from "./page-source.ts";
import { createSeoRepository } from "./repository.ts";
import { seoRoutes } from "./routes.ts";
import { createSeoService } from "./service.ts";

type Deps = { db: Database; config: Config; pageSources: PageSource[] };

// Page metadata, sitemap and robots.txt. It reads the page sources per request, so modules listed after it
// (careers, sandbox) that add theirs are asked too.
export const seoModule = defineModule({
  name: "seo",
  create: ({ db, config, pageSources }: Deps) => ({
    seo: createSeoService({
      repository: createSeoRepository(db),
      sources: pageSources,
      publicUrl: config.publicUrl,
    }),
  }),
  routes: async (app, { seo }) => {
    await app.register(seoRoutes, { service: seo });
  },
});
