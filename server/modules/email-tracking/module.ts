import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import { createEmailTrackingRepository } from "./email-tracking-repository.ts";
import { emailTrackingRoutes } from "./email-tracking-routes.ts";
import { createEmailTrackingService } from "./email-tracking-service.ts";

type Deps = { db: Database; mail: MailService; audit: AuditTrail };

// The admin's Email Tracking page (decision 0046): the outbox as a list, one mail, resend.
export const emailTrackingModule = defineModule({
  name: "email-tracking",
  create: ({ db, mail, audit }: Deps) => ({
    emailTracking: createEmailTrackingService({
      repository: createEmailTrackingRepository(db),
      mail,
      audit,
    }),
  }),
  routes: async (app, { emailTracking }) => {
    await app.register(emailTrackingRoutes, { service: emailTracking });
  },
});
