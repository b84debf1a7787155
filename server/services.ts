import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { createBackgroundTasks } from "./lib/background-tasks.ts";
import { createAdminUsersRepository } from "./modules/admin-users/repository.ts";
import { createAdminUsersService } from "./modules/admin-users/service.ts";
import { createAnalyticsRepository } from "./modules/analytics/repository.ts";
import { createAnalyticsService } from "./modules/analytics/service.ts";
import { createAssistant } from "./modules/assistant/create-assistant.ts";
import { createAttemptThrottle } from "./modules/auth/attempt-throttle.ts";
import { type AuthEventLogger, createAuthService } from "./modules/auth/auth-service.ts";
import type { PasswordHasher } from "./modules/auth/password-hasher.ts";
import { createSessionService } from "./modules/auth/session-service.ts";
import { createSessionsRepository } from "./modules/auth/sessions-repository.ts";
import { createUsersRepository } from "./modules/auth/users-repository.ts";
import { createCaptchaRepository } from "./modules/captcha/repository.ts";
import { createCatalogRepository } from "./modules/catalog/repository.ts";
import { createCatalogService } from "./modules/catalog/service.ts";
import { createDashboardsRepository } from "./modules/dashboards/repository.ts";
import { createDashboardsService } from "./modules/dashboards/service.ts";
import { createEnrollmentsRepository } from "./modules/enrollments/repository.ts";
import { createEnrollmentsService } from "./modules/enrollments/service.ts";
import { createLeadsRepository } from "./modules/leads/repository.ts";
import { createLeadsService } from "./modules/leads/service.ts";
import { createMailRepository } from "./modules/mail/repository.ts";
import { createMailService } from "./modules/mail/service.ts";
import { createNewsletterRepository } from "./modules/newsletter/repository.ts";
import { createNewsletterService } from "./modules/newsletter/service.ts";
import { createPasswordResetRepository } from "./modules/password-reset/repository.ts";
import { createPasswordResetService } from "./modules/password-reset/service.ts";
import { createProfileService } from "./modules/profile/service.ts";
import { createSettingsRepository } from "./modules/settings/repository.ts";
import { createSettingsService } from "./modules/settings/service.ts";
import { createCaptchaProvider } from "./providers/captcha/create-captcha-provider.ts";
import { createMailTransport } from "./providers/mail/create-mail-transport.ts";

// The composition root: every service gets its dependencies here, explicitly.
export type ServiceDeps = {
  db: Database;
  config: Config;
  hasher: PasswordHasher;
  authLog: AuthEventLogger;
  /** The app's logger (mail delivery, background failures); silent when absent. */
  log?: AppLogger;
};
type AppLogger = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

export function createServices({ db, config, hasher, authLog, log }: ServiceDeps) {
  // One provider for the challenge route and every form that checks a token (sign-in, password reset).
  const captcha = createCaptchaProvider(config, { uses: createCaptchaRepository(db) });
  const users = createUsersRepository(db);
  const sessions = createSessionService({ repository: createSessionsRepository(db) });
  // Work requests start but do not wait for (mail delivery, the reset link's lookup); awaited at shutdown.
  const background = createBackgroundTasks((error, task) =>
    log?.error({ err: error, task }, "background task failed"),
  );
  const mail = createMailService({
    repository: createMailRepository(db),
    transport: createMailTransport(config, (details, message) => log?.info(details, message)),
    background,
    log: (event, details) => log?.info({ event, ...details }, "mail event"),
  });
  const settings = createSettingsService({ repository: createSettingsRepository(db) });
  return {
    captcha,
    users,
    sessions,
    auth: createAuthService({
      users,
      sessions,
      hasher,
      captcha,
      loginThrottle: createAttemptThrottle({ maxFailures: 5, windowMs: 15 * 60_000 }),
      registerThrottle: createAttemptThrottle({ maxFailures: 5, windowMs: 15 * 60_000 }),
      log: authLog,
    }),
    catalog: createCatalogService({ repository: createCatalogRepository(db) }),
    settings,
    newsletter: createNewsletterService({ repository: createNewsletterRepository(db) }),
    leads: createLeadsService({ repository: createLeadsRepository(db) }),
    assistant: createAssistant({
      db,
      config,
      contact: () => settings.publicSettings(),
      onLlmFallback: (error) => log?.error({ err: error }, "LLM engine failed; answered by retrieval"),
    }),
    analytics: createAnalyticsService({ repository: createAnalyticsRepository(db) }),
    enrollments: createEnrollmentsService({ repository: createEnrollmentsRepository(db) }),
    dashboards: createDashboardsService({ repository: createDashboardsRepository(db) }),
    adminUsers: createAdminUsersService({
      repository: createAdminUsersRepository(db),
      sessions,
      log: authLog,
    }),
    profile: createProfileService({
      users,
      sessions,
      hasher,
      passwordThrottle: createAttemptThrottle({ maxFailures: 5, windowMs: 15 * 60_000 }),
      log: authLog,
    }),
    background,
    mail,
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
      requestThrottle: createAttemptThrottle({ maxFailures: 3, windowMs: 15 * 60_000 }),
      tokenThrottle: createAttemptThrottle({ maxFailures: 10, windowMs: 15 * 60_000 }),
      log: authLog,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
