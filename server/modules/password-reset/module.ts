import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import type { CounterStores } from "#server/lib/counter-store.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { createAttemptThrottle } from "#server/modules/auth/attempt-throttle.ts";
import type { AuthEventLogger } from "#server/modules/auth/auth-service.ts";
import type { PasswordHasher } from "#server/modules/auth/password-hasher.ts";
import type { SessionService } from "#server/modules/auth/session-service.ts";
import type { UsersRepository } from "#server/modules/auth/users-repository.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import type { CaptchaProvider } from "#server/providers/captcha/captcha-provider.ts";
import { createPasswordResetRepository } from "./repository.ts";
import { passwordResetRoutes } from "./routes.ts";
import { createPasswordResetService } from "./service.ts";

type Deps = {
  db: Database;
  config: Config;
  users: UsersRepository;
  sessions: SessionService;
  hasher: PasswordHasher;
  captcha: CaptchaProvider;
  mail: MailService;
  background: BackgroundTasks;
  authLog: AuthEventLogger;
  counters: CounterStores;
};

export const passwordResetModule = defineModule({
  name: "password-reset",
  create: ({ db, config, users, sessions, hasher, captcha, mail, background, authLog, counters }: Deps) => ({
    passwordReset: createPasswordResetService({
      tokens: createPasswordResetRepository(db),
      users,
      sessions,
      hasher,
      captcha,
      mail,
      background,
      publicUrl: config.publicUrl,
      // At most 3 reset mails per address per 15 minutes; the 4th request answers 429 until the window ends.
      requestThrottle: createAttemptThrottle({
        maxFailures: 3,
        windowMs: 15 * 60_000,
        store: counters("password-reset-request"),
      }),
      tokenThrottle: createAttemptThrottle({
        maxFailures: 10,
        windowMs: 15 * 60_000,
        store: counters("password-reset-token"),
      }),
      log: authLog,
    }),
  }),
  routes: async (app, { passwordReset }) => {
    await app.register(passwordResetRoutes, { service: passwordReset });
  },
});
