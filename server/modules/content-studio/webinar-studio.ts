import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { sweepJob } from "#server/lib/periodic-job.ts";
import type { ModuleApp } from "#server/lib/server-module.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import type { FileStorage } from "#server/providers/storage/file-storage.ts";
import { publishDueWebinars } from "./publish-webinar.ts";
import { webinarCoverRoutes } from "./webinar-cover-routes.ts";
import { createWebinarCovers } from "./webinar-covers.ts";
import { webinarStudioRoutes } from "./webinar-routes.ts";
import { createWebinarStudioService } from "./webinar-service.ts";
import type { WebinarStudioDeps } from "./webinar-studio-deps.ts";
import { createWebinarStudioRepository } from "./webinars-repository.ts";

type Deps = {
  db: Database;
  audit: AuditTrail;
  background: BackgroundTasks;
  files: FileStorage;
  mail: Pick<MailService, "deliverPending">;
  config: Pick<Config, "publicUrl">;
  pagesChanged: () => void;
  log?: AppLogger | undefined;
};

/** A scheduled webinar appears on /webinars within this long of its time. */
const publisherEveryMs = 15_000;

/**
 * The content studio's webinars (issue 21, admins only), created by the content-studio module (module.ts):
 * the service, the covers and the scheduled publisher (a sweep server/main.ts starts, like `postPublisher`).
 * The public reads stay the content module's (/api/webinars: published webinars only).
 */
export function createWebinarStudio({ db, audit, background, files, mail, config, pagesChanged, log }: Deps) {
  const repository = createWebinarStudioRepository(db);
  const now = () => new Date();
  const deps: WebinarStudioDeps = {
    db,
    repository,
    audit,
    pagesChanged,
    deliverMail: () => background.run("mail.deliver", () => mail.deliverPending()),
    publicUrl: config.publicUrl,
    now,
  };
  const webinarCovers = createWebinarCovers({ repository, files, audit });
  const webinarPublisher = sweepJob(
    background,
    "content-studio.webinar-publisher",
    () => publishDueWebinars({ repository, now, pagesChanged }),
    publisherEveryMs,
    (count) =>
      log?.info({ event: "content-studio.webinars-published", count }, "scheduled webinars published"),
  );
  return {
    webinarStudio: createWebinarStudioService({ ...deps, removeCover: webinarCovers.remove }),
    webinarCovers,
    webinarPublisher,
  };
}
export type WebinarStudio = ReturnType<typeof createWebinarStudio>;

/** The webinar studio's routes (registered by module.ts). */
export async function registerWebinarStudioRoutes(
  app: ModuleApp,
  studio: Omit<WebinarStudio, "webinarPublisher">,
) {
  await app.register(webinarStudioRoutes, { service: studio.webinarStudio });
  await app.register(webinarCoverRoutes, { covers: studio.webinarCovers });
}
