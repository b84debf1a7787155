import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { AuthEventLogger } from "#server/modules/auth/auth-service.ts";
import type { SessionService } from "#server/modules/auth/session-service.ts";
import { createAdminUsersRepository } from "./repository.ts";
import { adminUsersRoutes } from "./routes.ts";
import { createAdminUsersService } from "./service.ts";

type Deps = { db: Database; sessions: SessionService; authLog: AuthEventLogger };

export const adminUsersModule = defineModule({
  name: "admin-users",
  create: ({ db, sessions, authLog }: Deps) => ({
    adminUsers: createAdminUsersService({
      repository: createAdminUsersRepository(db),
      sessions,
      log: authLog,
    }),
  }),
  routes: async (app, { adminUsers }) => {
    await app.register(adminUsersRoutes, { service: adminUsers });
  },
});
