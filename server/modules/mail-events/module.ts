import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { createMailEventsRepository } from "./repository.ts";
import { mailEventsRoutes } from "./routes.ts";
import { createMailEventsService } from "./service.ts";

type Deps = { db: Database; config: Config; log?: AppLogger };

// The mail provider's webhooks (issue 22, decision 0065): delivery events recorded, hard bounces and
// complaints put on the suppression list the mail outbox reads before each send.
export const mailEventsModule = defineModule({
  name: "mail-events",
  create: ({ db, config, log }: Deps) => ({
    mailEvents: createMailEventsService({
      repository: createMailEventsRepository(db),
      genericSecret: config.MAIL_EVENTS_SECRET,
      sesTopicArns: config.SES_SNS_TOPIC_ARNS ?? [],
      snsTestPrefix: config.SNS_URL_PREFIX,
      onListenerError: (error) => log?.error({ err: error }, "mail events listener failed"),
    }),
  }),
  routes: async (app, { mailEvents }) => {
    await app.register(mailEventsRoutes, { service: mailEvents });
  },
});
