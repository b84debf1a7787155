import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import { createPagesRepository } from "#server/modules/pages/repository.ts";
import type { PageSource } from "#server/modules/seo/page-source.ts";
import { createAdmissionsPageSource } from "./page-source.ts";
import { createAdmissionsRepository } from "./repository.ts";
import { admissionsRoutes } from "./routes.ts";
import { createAdmissionsService } from "./service.ts";

type Deps = {
  db: Database;
  config: Config;
  mail: MailService;
  pageSources: PageSource[];
  events: InstanceEvents;
};

// The bootcamp funnel: the application, its confirmation mail, and the /ai-bootcamp pages.
export const admissionsModule = defineModule({
  name: "admissions",
  create: ({ db, config, mail, pageSources, events }: Deps) => {
    const admissions = createAdmissionsService({
      repository: createAdmissionsRepository(db),
      events,
      mail,
      publicUrl: config.publicUrl,
    });
    // The overview and start pages' text is kept with the other site pages (a stateless repository).
    pageSources.push(createAdmissionsPageSource({ admissions, pages: createPagesRepository(db) }));
    return { admissions };
  },
  routes: async (app, { admissions }) => {
    await app.register(admissionsRoutes, { service: admissions });
  },
});
