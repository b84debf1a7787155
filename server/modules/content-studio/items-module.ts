import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import { sweepJob } from "#server/lib/periodic-job.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { FileStorage } from "#server/providers/storage/file-storage.ts";
import { episodeCoverRoutes } from "./episode-cover-routes.ts";
import { createEpisodeCovers } from "./episode-covers.ts";
import { episodeStudioRoutes } from "./episode-routes.ts";
import { createEpisodesRepository } from "./episodes-repository.ts";
import { createEpisodesStudioService } from "./episodes-service.ts";
import { createItemVersionsRepository } from "./item-versions-repository.ts";
import type { ItemsDeps } from "./items-deps.ts";
import { openingStudioRoutes } from "./opening-routes.ts";
import { createOpeningsRepository } from "./openings-repository.ts";
import { createOpeningsStudioService } from "./openings-service.ts";
import { publishDueItems } from "./publish-due-items.ts";

type Deps = {
  db: Database;
  audit: AuditTrail;
  events: InstanceEvents;
  background: BackgroundTasks;
  files: FileStorage;
  log?: AppLogger;
};

/** A scheduled episode or opening goes live within this long of its time. */
const publisherEveryMs = 15_000;

// The content studio's podcast episodes and job openings (issue 21), admins only: written in Markdown (the
// posts' live preview), published now or at a time (once across instances), unpublished, versions restored
// (the shared content_versions table); episodes get covers. The public reads stay the content module's
// (/api/podcast) and the careers module's (/api/careers/openings): they show only what is published.
export const contentStudioItemsModule = defineModule({
  name: "content-studio",
  create: ({ db, audit, events, background, files, log }: Deps) => {
    const deps: ItemsDeps = {
      db,
      episodes: createEpisodesRepository(db),
      openings: createOpeningsRepository(db),
      versions: createItemVersionsRepository(db),
      audit,
      pagesChanged: () => events.publish({ kind: "pages-changed" }),
      now: () => new Date(),
    };
    const episodeCovers = createEpisodeCovers({ episodes: deps.episodes, files, audit });
    const episodeOpeningPublisher = sweepJob(
      background,
      "content-studio.items-publisher",
      () => publishDueItems(deps),
      publisherEveryMs,
      (count) =>
        log?.info(
          { event: "content-studio.items-published", count },
          "scheduled episodes and openings published",
        ),
    );
    return {
      episodesStudio: createEpisodesStudioService({ ...deps, removeCover: episodeCovers.remove }),
      openingsStudio: createOpeningsStudioService(deps),
      episodeCovers,
      episodeOpeningPublisher,
    };
  },
  routes: async (app, { episodesStudio, openingsStudio, episodeCovers }) => {
    await app.register(episodeStudioRoutes, { service: episodesStudio });
    await app.register(openingStudioRoutes, { service: openingsStudio });
    await app.register(episodeCoverRoutes, { covers: episodeCovers });
  },
});
