import { defineModule } from "#server/lib/server-module.ts";
import type { AttemptThrottle } from "#server/modules/auth/attempt-throttle.ts";
import type { AuthEventLogger } from "#server/modules/auth/auth-service.ts";
import type { PasswordHasher } from "#server/modules/auth/password-hasher.ts";
import type { SessionService } from "#server/modules/auth/session-service.ts";
import type { UsersRepository } from "#server/modules/auth/users-repository.ts";
import { profileRoutes } from "./routes.ts";
import { createProfileService } from "./service.ts";

type Deps = {
  users: UsersRepository;
  sessions: SessionService;
  hasher: PasswordHasher;
  /** Shared with the email change (account-email): one budget of wrong current passwords per account. */
  currentPasswordThrottle: AttemptThrottle;
  authLog: AuthEventLogger;
};

export const profileModule = defineModule({
  name: "profile",
  create: ({ users, sessions, hasher, currentPasswordThrottle, authLog }: Deps) => ({
    profile: createProfileService({
      users,
      sessions,
      hasher,
      passwordThrottle: currentPasswordThrottle,
      log: authLog,
    }),
  }),
  routes: async (app, { profile }) => {
    await app.register(profileRoutes, { service: profile });
  },
});
