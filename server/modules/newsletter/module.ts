import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import { createSuppressionRepository } from "#server/modules/mail/suppression-repository.ts";
import { createNewsletterLinks } from "./newsletter-links.ts";
import { createNewsletterRepository } from "./repository.ts";
import { newsletterOneClickRoutes, newsletterRoutes } from "./routes.ts";
import { createNewsletterService } from "./service.ts";

type Deps = { db: Database; config: Config; mail: MailService; background: BackgroundTasks };

export const newsletterModule = defineModule({
  name: "newsletter",
  create: ({ db, config, mail, background }: Deps) => ({
    newsletter: createNewsletterService({
      repository: createNewsletterRepository(db),
      suppressions: createSuppressionRepository(db),
      links: createNewsletterLinks(config.sessionSecret),
      publicUrl: config.publicUrl,
      deliverMail: () => background.run("mail.deliver", () => mail.deliverPending()),
    }),
  }),
  routes: async (app, { newsletter }) => {
    await app.register(newsletterRoutes, { service: newsletter });
    await app.register(newsletterOneClickRoutes, { service: newsletter });
  },
});
