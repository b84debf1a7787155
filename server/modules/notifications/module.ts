import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import { createCommunityDigestJob } from "./digest-job.ts";
import { createDigestRepository } from "./digest-repository.ts";
import { createNotificationsRepository } from "./notifications-repository.ts";
import { oneClickUnsubscribeRoutes } from "./one-click-unsubscribe-routes.ts";
import { notificationsRoutes } from "./routes.ts";
import { createCommunityDigest } from "./send-digests.ts";
import { createNotificationsService } from "./service.ts";
import { createUnsubscribeLinks } from "./unsubscribe-links.ts";

type Deps = { db: Database; config: Config; mail: MailService; background: BackgroundTasks; log?: AppLogger };

// Portal notifications (issue 18): a general store other modules write to (`notifications.record`), each
// person's list and settings, and the daily community digest mailed through the outbox. Comes before the
// community module, which records its mentions, replies and accepted answers here.
export const notificationsModule = defineModule({
  name: "notifications",
  create: ({ db, config, mail, background, log }: Deps) => {
    const links = createUnsubscribeLinks(config.sessionSecret);
    const digest = createCommunityDigest({
      repository: createDigestRepository(db),
      links,
      publicUrl: config.publicUrl,
      deliverMail: () => mail.deliverPending(),
    });
    return {
      notifications: createNotificationsService({ repository: createNotificationsRepository(db), links }),
      communityDigest: createCommunityDigestJob({
        background,
        sendDue: digest.sendDue,
        log: (event, details) => log?.info({ event, ...details }, "notifications event"),
      }),
    };
  },
  routes: async (app, { notifications }) => {
    await app.register(notificationsRoutes, { service: notifications });
    await app.register(oneClickUnsubscribeRoutes, { service: notifications });
  },
});
