import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { createMailTransport } from "#server/providers/mail/create-mail-transport.ts";
import { createMailTracking } from "./mail-tracking.ts";
import { createMailRepository } from "./repository.ts";
import { createMailService } from "./service.ts";
import { createSuppressionRepository } from "./suppression-repository.ts";
import { mailTrackingRoutes } from "./tracking-routes.ts";
import { createTrackingSigner } from "./tracking-signature.ts";

type Deps = { db: Database; config: Config; background: BackgroundTasks; log?: AppLogger };

// The outbox every mail goes through (decision 0009), with the open pixel and signed links of the kinds that
// allow them (decision 0046) and their public routes.
export const mailModule = defineModule({
  name: "mail",
  create: ({ db, config, background, log }: Deps) => {
    const repository = createMailRepository(db);
    const mailTracking = createMailTracking({
      repository,
      signer: createTrackingSigner(config.sessionSecret),
      publicUrl: config.publicUrl,
      onListenerError: (error) => log?.error({ err: error }, "mail tracking listener failed"),
    });
    return {
      mail: createMailService({
        repository,
        transport: createMailTransport(config, (details, message) => log?.info(details, message)),
        background,
        suppressions: createSuppressionRepository(db),
        track: (mail) => mailTracking.decorate(mail),
        log: (event, details) => log?.info({ event, ...details }, "mail event"),
      }),
      mailTracking,
    };
  },
  routes: async (app, { mailTracking }) => {
    await app.register(mailTrackingRoutes, { tracking: mailTracking });
  },
});
