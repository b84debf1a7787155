import type { SeoPagesQuery } from "#contracts/seo-pages.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { listSeoPages } from "./list-pages.ts";
import type { PageSource } from "./page-source.ts";
import { createSeoRepository } from "./repository.ts";
import { seoRoutes } from "./routes.ts";
import { createSeoService } from "./service.ts";

type Deps = { db: Database; config: Config; pageSources: PageSource[] };

// Page metadata, sitemap and robots.txt. It reads the page sources per request, so modules listed after it
// (careers, sandbox) that add theirs are asked too.
export const seoModule = defineModule({
  name: "seo",
  create: ({ db, config, pageSources }: Deps) => {
    const repository = createSeoRepository(db);
    const seo = createSeoService({ repository, sources: pageSources, publicUrl: config.publicUrl });
    return {
      seo,
      seoPages: (query: SeoPagesQuery) => listSeoPages({ seo, repository, now: () => new Date() }, query),
    };
  },
  routes: async (app, { seo, seoPages }) => {
    await app.register(seoRoutes, { service: seo, listPages: seoPages });
  },
});
