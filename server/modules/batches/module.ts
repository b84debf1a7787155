import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import { createBatchesRepository } from "./batches-repository.ts";
import { createOfferLinks } from "./offer-link.ts";
import { batchesRoutes } from "./routes.ts";
import { createBatchesService } from "./service.ts";
import { createWaitlistRepository } from "./waitlist-repository.ts";

type Deps = {
  db: Database;
  config: Config;
  mail: MailService;
  audit: AuditTrail;
  background: BackgroundTasks;
  log?: AppLogger;
};

// Bootcamp Batches and waitlists (issue 17, decision 0045). Comes before checkout, which checks the
// waitlist's offer links with `batches.offers`.
export const batchesModule = defineModule({
  name: "batches",
  create: ({ db, config, mail, audit, background, log }: Deps) => ({
    batches: createBatchesService({
      batches: createBatchesRepository(db),
      waitlist: createWaitlistRepository(db),
      links: createOfferLinks(config.sessionSecret),
      audit,
      publicUrl: config.publicUrl,
      enqueueMail: (message) => mail.enqueue(message),
      // After the offers' transaction committed; the request does not wait for the mail server.
      deliverMail: async () => background.run("mail.deliver", () => mail.deliverPending()),
      background,
      log: (event, details) => log?.info({ event, ...details }, "batches event"),
    }),
  }),
  routes: async (app, { batches }) => {
    await app.register(batchesRoutes, { service: batches });
  },
});
