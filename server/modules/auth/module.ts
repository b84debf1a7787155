import type { Config } from "#server/config.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import type { CounterStores } from "#server/lib/counter-store.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { EmailVerificationService } from "#server/modules/account-email/verification-service.ts";
import type { CaptchaProvider } from "#server/providers/captcha/captcha-provider.ts";
import { createAttemptThrottle } from "./attempt-throttle.ts";
import { type AuthEventLogger, createAuthService } from "./auth-service.ts";
import { createDeviceCookies } from "./device-cookie.ts";
import { createLoginThrottle } from "./login-throttle.ts";
import type { PasswordHasher } from "./password-hasher.ts";
import { authRoutes } from "./routes.ts";
import type { SessionService } from "./session-service.ts";
import type { UsersRepository } from "./users-repository.ts";

type Deps = {
  config: Config;
  users: UsersRepository;
  sessions: SessionService;
  hasher: PasswordHasher;
  captcha: CaptchaProvider;
  emailVerification: EmailVerificationService;
  background: BackgroundTasks;
  authLog: AuthEventLogger;
  counters: CounterStores;
};

// Registration, sign-in and sign-out. The users and sessions it works on are core services (server/core.ts).
export const authModule = defineModule({
  name: "auth",
  create: ({
    config,
    users,
    sessions,
    hasher,
    captcha,
    emailVerification,
    background,
    authLog,
    counters,
  }: Deps) => ({
    auth: createAuthService({
      users,
      sessions,
      hasher,
      captcha,
      // Per account for unknown browsers, per device cookie for browsers that signed in before (OWASP).
      loginThrottle: createLoginThrottle({
        maxFailures: 5,
        windowMs: 15 * 60_000,
        stores: { untrusted: counters("login-untrusted"), devices: counters("login-device") },
      }),
      deviceCookies: createDeviceCookies(config.sessionSecret),
      registerThrottle: createAttemptThrottle({
        maxFailures: 5,
        windowMs: 15 * 60_000,
        store: counters("register"),
      }),
      accountMail: emailVerification,
      background,
      log: authLog,
    }),
  }),
  routes: async (app, { auth, sessions, config }) => {
    await app.register(authRoutes, { auth, sessions, secureCookies: config.secureCookies });
  },
});
