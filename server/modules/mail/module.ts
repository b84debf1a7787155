import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { createMailTransport } from "#server/providers/mail/create-mail-transport.ts";
import { createMailRepository } from "./repository.ts";
import { createMailService } from "./service.ts";

type Deps = { db: Database; config: Config; background: BackgroundTasks; log?: AppLogger };

// The outbox every mail goes through (decision 0009); no routes of its own.
export const mailModule = defineModule({
  name: "mail",
  create: ({ db, config, background, log }: Deps) => ({
    mail: createMailService({
      repository: createMailRepository(db),
      transport: createMailTransport(config, (details, message) => log?.info(details, message)),
      background,
      log: (event, details) => log?.info({ event, ...details }, "mail event"),
    }),
  }),
});
