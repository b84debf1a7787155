import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import { sweepJob } from "#server/lib/periodic-job.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { AnalyticsService } from "#server/modules/analytics/service.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { CatalogService } from "#server/modules/catalog/service.ts";
import type { PageSource } from "#server/modules/seo/page-source.ts";
import type { FileStorage } from "#server/providers/storage/file-storage.ts";
import { pageImageRoutes } from "./image-routes.ts";
import type { PageBuilderDeps } from "./page-builder-deps.ts";
import { createPageImages } from "./page-images.ts";
import { createLandingPageSource } from "./page-source.ts";
import { createPagesRepository } from "./pages-repository.ts";
import { createPreviewLinks } from "./preview-links.ts";
import { publishDuePages } from "./publish-page.ts";
import { createRedirectsLookup } from "./redirects-repository.ts";
import { pageBuilderRoutes } from "./routes.ts";
import { createRunningTests } from "./running-tests.ts";
import { createPageBuilderService } from "./service.ts";

type Deps = {
  db: Database;
  config: Config;
  audit: AuditTrail;
  catalog: CatalogService;
  events: InstanceEvents;
  background: BackgroundTasks;
  pageSources: PageSource[];
  files: FileStorage;
  analytics: AnalyticsService;
  log?: AppLogger;
};

/** A scheduled page goes live within this long of its time. */
const publisherEveryMs = 15_000;

// The page builder (issue 21, decision 0068): landing pages made of blocks, drafts, publishing (now or at a
// time, once across instances), versions, and the public and preview reads.
export const pageBuilderModule = defineModule({
  name: "page-builder",
  create: ({ db, config, audit, catalog, events, background, pageSources, files, analytics, log }: Deps) => {
    const repository = createPagesRepository(db);
    // The paths with a running A/B test, for the page render's cache key and the lead forms' bucket.
    const pageVariants = createRunningTests({
      runningTestPaths: () => repository.runningTestPaths(),
      visitorHashOf: (visitor) => analytics.visitorHashOf(visitor),
      onError: (error) => log?.error({ err: error }, "page-builder: reading running A/B tests failed"),
    });
    events.subscribe((event) => {
      if (event.kind === "pages-changed" || event.kind === "resync") void pageVariants.refresh();
    });
    pageSources.push(createLandingPageSource({ repository }));
    const pagesChanged = () => events.publish({ kind: "pages-changed" });
    const now = () => new Date();
    const pagePublisher = sweepJob(
      background,
      "page-builder.publisher",
      () => publishDuePages({ repository, now, pagesChanged }),
      publisherEveryMs,
      (count) => log?.info({ event: "page-builder.published", count }, "scheduled pages published"),
    );
    const deps: PageBuilderDeps = {
      db,
      repository,
      redirects: createRedirectsLookup(db),
      audit,
      previewLinks: createPreviewLinks(config.sessionSecret),
      publicUrl: config.publicUrl,
      courseSlugs: async () =>
        new Set(
          (await catalog.listCourses({ level: undefined, format: undefined, sort: undefined })).map(
            (course) => course.slug,
          ),
        ),
      pagesChanged,
      testsChanged: () => pageVariants.reload(),
      now,
    };
    return {
      pageBuilder: createPageBuilderService({ ...deps, catalog }),
      pagePublisher,
      pageImages: createPageImages({ files, audit }),
      pageVariants,
    };
  },
  routes: async (app, { pageBuilder, pageImages }) => {
    await app.register(pageBuilderRoutes, { service: pageBuilder });
    // Its own plugin: the image body parser must not reach the JSON routes.
    await app.register(pageImageRoutes, { images: pageImages });
  },
});
