import type { SeoMetadataSave } from "#contracts/seo-metadata.ts";
import type { SeoPagesQuery } from "#contracts/seo-pages.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { listSeoPages } from "./list-pages.ts";
import type { PageSource } from "./page-source.ts";
import { readPageMetadata } from "./read-page-metadata.ts";
import { createSeoRepository } from "./repository.ts";
import { seoRoutes } from "./routes.ts";
import { savePageMetadata } from "./save-page-metadata.ts";
import { createSeoService } from "./service.ts";

type Deps = { db: Database; config: Config; pageSources: PageSource[]; audit: AuditTrail };

// Page metadata, sitemap and robots.txt. It reads the page sources per request, so modules listed after it
// (careers, sandbox) that add theirs are asked too.
export const seoModule = defineModule({
  name: "seo",
  create: ({ db, config, pageSources, audit }: Deps) => {
    const repository = createSeoRepository(db);
    const seo = createSeoService({ repository, sources: pageSources, publicUrl: config.publicUrl });
    const now = () => new Date();
    return {
      seo,
      seoWorkbench: {
        listPages: (query: SeoPagesQuery) => listSeoPages({ seo, repository, now }, query),
        readMetadata: (path: string) => readPageMetadata({ seo, repository }, path),
        saveMetadata: (input: SeoMetadataSave, by: AuditActor) =>
          savePageMetadata({ seo, repository, audit, now }, input, by),
      },
    };
  },
  routes: async (app, { seo, seoWorkbench }) => {
    await app.register(seoRoutes, { service: seo, workbench: seoWorkbench });
  },
});
