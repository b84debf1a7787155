import { bootcampCourseSlug } from "#contracts/admissions-text.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import { createPagesRepository } from "#server/modules/pages/repository.ts";
import type { PageSource } from "#server/modules/seo/page-source.ts";
import { createAdmissionsPageSource } from "./page-source.ts";
import { createPipelineRepository } from "./pipeline-repository.ts";
import { pipelineRoutes } from "./pipeline-routes.ts";
import { createPipelineService } from "./pipeline-service.ts";
import { createAdmissionsRepository } from "./repository.ts";
import { admissionsRoutes } from "./routes.ts";
import { createAdmissionsService } from "./service.ts";

type Deps = {
  db: Database;
  config: Config;
  mail: MailService;
  pageSources: PageSource[];
  events: InstanceEvents;
  audit: AuditTrail;
  background: BackgroundTasks;
};

// The bootcamp funnel: the application, its confirmation mail, and the /ai-bootcamp pages; the admin's
// applications pipeline (decision 0043).
export const admissionsModule = defineModule({
  name: "admissions",
  create: ({ db, config, mail, pageSources, events, audit, background }: Deps) => {
    const repository = createAdmissionsRepository(db);
    const admissions = createAdmissionsService({
      repository,
      events,
      mail,
      publicUrl: config.publicUrl,
    });
    // The overview and start pages' text is kept with the other site pages (a stateless repository).
    pageSources.push(createAdmissionsPageSource({ admissions, pages: createPagesRepository(db) }));
    const applicationPipeline = createPipelineService({
      repository: createPipelineRepository(db),
      courseTitle: async () =>
        (await repository.findCourse(bootcampCourseSlug))?.title ?? "the AI Labs bootcamp",
      publicUrl: config.publicUrl,
      audit,
      deliverMail: () => background.run("mail.deliver", () => mail.deliverPending()),
    });
    return { admissions, applicationPipeline };
  },
  routes: async (app, { admissions, applicationPipeline }) => {
    await app.register(admissionsRoutes, { service: admissions });
    await app.register(pipelineRoutes, { service: applicationPipeline });
  },
});
