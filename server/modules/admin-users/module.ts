import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { AuthEventLogger } from "#server/modules/auth/auth-service.ts";
import type { SessionService } from "#server/modules/auth/session-service.ts";
import { createAdminUsersRepository } from "./repository.ts";
import { adminUsersRoutes } from "./routes.ts";
import { createAdminUsersService } from "./service.ts";

type Deps = { db: Database; sessions: SessionService; authLog: AuthEventLogger; audit: AuditTrail };

export const adminUsersModule = defineModule({
  name: "admin-users",
  create: ({ db, sessions, authLog, audit }: Deps) => ({
    adminUsers: createAdminUsersService({
      repository: createAdminUsersRepository(db),
      sessions,
      log: authLog,
      audit,
    }),
  }),
  routes: async (app, { adminUsers }) => {
    await app.register(adminUsersRoutes, { service: adminUsers });
  },
});
