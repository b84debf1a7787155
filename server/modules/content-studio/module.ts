import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import type { PageMoves } from "#server/lib/page-moves.ts";
import { sweepJob } from "#server/lib/periodic-job.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import type { FileStorage } from "#server/providers/storage/file-storage.ts";
import { createBlogCovers } from "./blog-covers.ts";
import type { ContentStudioDeps } from "./content-studio-deps.ts";
import { blogCoverRoutes } from "./cover-routes.ts";
import { createPostsRepository } from "./posts-repository.ts";
import { publishDuePosts } from "./publish-post.ts";
import { contentStudioRoutes } from "./routes.ts";
import { createContentStudioService } from "./service.ts";
import { createWebinarStudio, registerWebinarStudioRoutes } from "./webinar-studio.ts";

type Deps = {
  db: Database;
  audit: AuditTrail;
  events: InstanceEvents;
  background: BackgroundTasks;
  files: FileStorage;
  pageMoves: PageMoves;
  mail: MailService;
  config: Config;
  log?: AppLogger;
};

/** A scheduled post goes live within this long of its time. */
const publisherEveryMs = 15_000;

// The content studio's blog posts (issue 21): admins and marketers write them in Markdown (the live preview
// renders with the public page's sanitiser), upload covers, publish now or at a time (once across instances),
// unpublish, and restore versions. The public blog stays the content module's (/api/blog, page-source.ts):
// it shows what is published and dated, so a post appears there, in search and in the sitemap once live.
export const contentStudioModule = defineModule({
  name: "content-studio",
  create: ({ db, audit, events, background, files, pageMoves, mail, config, log }: Deps) => {
    const repository = createPostsRepository(db);
    const pagesChanged = () => events.publish({ kind: "pages-changed" });
    const now = () => new Date();
    const deps: ContentStudioDeps = { db, repository, audit, pageMoves, pagesChanged, now };
    const blogCovers = createBlogCovers({ repository, files, audit });
    const postPublisher = sweepJob(
      background,
      "content-studio.publisher",
      () => publishDuePosts({ repository, now, pagesChanged }),
      publisherEveryMs,
      (count) => log?.info({ event: "content-studio.published", count }, "scheduled blog posts published"),
    );
    return {
      contentStudio: createContentStudioService({ ...deps, removeCover: blogCovers.remove }),
      blogCovers,
      postPublisher,
      // Webinars (admins only): webinar-studio.ts and its `*webinar*` files.
      ...createWebinarStudio({ db, audit, background, files, mail, config, pagesChanged, log }),
    };
  },
  routes: async (app, { contentStudio, blogCovers, webinarStudio, webinarCovers }) => {
    await app.register(contentStudioRoutes, { service: contentStudio });
    await app.register(blogCoverRoutes, { covers: blogCovers });
    await registerWebinarStudioRoutes(app, { webinarStudio, webinarCovers });
  },
});
