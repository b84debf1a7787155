import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { CounterStores } from "#server/lib/counter-store.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { createAttemptThrottle } from "#server/modules/auth/attempt-throttle.ts";
import type { AuthEventLogger } from "#server/modules/auth/auth-service.ts";
import type { PasswordHasher } from "#server/modules/auth/password-hasher.ts";
import type { SessionService } from "#server/modules/auth/session-service.ts";
import type { UsersRepository } from "#server/modules/auth/users-repository.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import { createEmailChangeRepository } from "./email-change-repository.ts";
import { createEmailChangeService } from "./email-change-service.ts";
import { accountEmailRoutes } from "./routes.ts";
import { createEmailVerificationRepository } from "./verification-repository.ts";
import { createEmailVerificationService } from "./verification-service.ts";

type Deps = {
  db: Database;
  config: Config;
  users: UsersRepository;
  hasher: PasswordHasher;
  mail: MailService;
  authLog: AuthEventLogger;
  sessions: SessionService;
  counters: CounterStores;
};

// Email verification and email changes (decision 0019). It comes before auth in server/services.ts:
// registration sends its mails through the verification service.
export const accountEmailModule = defineModule({
  name: "account-email",
  create: ({ db, config, users, hasher, mail, authLog, sessions, counters }: Deps) => {
    // Wrong current passwords count in one budget per account, whether typed to change the password
    // (profile) or the email (here).
    const currentPasswordThrottle = createAttemptThrottle({
      maxFailures: 5,
      windowMs: 15 * 60_000,
      store: counters("current-password"),
    });
    const emailVerification = createEmailVerificationService({
      tokens: createEmailVerificationRepository(db),
      users,
      mail,
      publicUrl: config.publicUrl,
      resendThrottle: createAttemptThrottle({
        maxFailures: 3,
        windowMs: 60 * 60_000,
        store: counters("verification-resend"),
      }),
      log: authLog,
      sessions,
    });
    const emailChanges = createEmailChangeService({
      changes: createEmailChangeRepository(db),
      users,
      hasher,
      passwordThrottle: currentPasswordThrottle,
      owners: emailVerification,
      mail,
      publicUrl: config.publicUrl,
      log: authLog,
      sessions,
    });
    return { emailVerification, emailChanges, currentPasswordThrottle };
  },
  routes: async (app, { emailVerification, emailChanges }) => {
    await app.register(accountEmailRoutes, { verification: emailVerification, changes: emailChanges });
  },
});
