import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import { createSuppressionRepository } from "#server/modules/mail/suppression-repository.ts";
import { createNewsletterAdminRepository } from "./admin-repository.ts";
import { newsletterAdminRoutes } from "./admin-routes.ts";
import { createNewsletterAdminService } from "./admin-service.ts";
import { createNewsletterLinks } from "./newsletter-links.ts";
import { createNewsletterRepository } from "./repository.ts";
import { newsletterOneClickRoutes, newsletterRoutes } from "./routes.ts";
import { createNewsletterService } from "./service.ts";

type Deps = {
  db: Database;
  config: Config;
  mail: MailService;
  background: BackgroundTasks;
  audit: AuditTrail;
};

export const newsletterModule = defineModule({
  name: "newsletter",
  create: ({ db, config, mail, background, audit }: Deps) => ({
    newsletter: createNewsletterService({
      repository: createNewsletterRepository(db),
      suppressions: createSuppressionRepository(db),
      links: createNewsletterLinks(config.sessionSecret),
      publicUrl: config.publicUrl,
      deliverMail: () => background.run("mail.deliver", () => mail.deliverPending()),
    }),
    newsletterAdmin: createNewsletterAdminService({ repository: createNewsletterAdminRepository(db), audit }),
  }),
  routes: async (app, { newsletter, newsletterAdmin }) => {
    await app.register(newsletterRoutes, { service: newsletter });
    await app.register(newsletterOneClickRoutes, { service: newsletter });
    await app.register(newsletterAdminRoutes, { service: newsletterAdmin });
  },
});
