import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { createAnalyticsRepository } from "./modules/analytics/repository.ts";
import { createAnalyticsService } from "./modules/analytics/service.ts";
import { createAttemptThrottle } from "./modules/auth/attempt-throttle.ts";
import { type AuthEventLogger, createAuthService } from "./modules/auth/auth-service.ts";
import type { PasswordHasher } from "./modules/auth/password-hasher.ts";
import { createSessionService } from "./modules/auth/session-service.ts";
import { createSessionsRepository } from "./modules/auth/sessions-repository.ts";
import { createUsersRepository } from "./modules/auth/users-repository.ts";
import { createCaptchaRepository } from "./modules/captcha/repository.ts";
import { createCatalogRepository } from "./modules/catalog/repository.ts";
import { createCatalogService } from "./modules/catalog/service.ts";
import { createLeadsRepository } from "./modules/leads/repository.ts";
import { createLeadsService } from "./modules/leads/service.ts";
import { createNewsletterRepository } from "./modules/newsletter/repository.ts";
import { createNewsletterService } from "./modules/newsletter/service.ts";
import { createSettingsRepository } from "./modules/settings/repository.ts";
import { createSettingsService } from "./modules/settings/service.ts";
import { createCaptchaProvider } from "./providers/captcha/create-captcha-provider.ts";

// The composition root: every service gets its dependencies here, explicitly.
export type ServiceDeps = { db: Database; config: Config; hasher: PasswordHasher; authLog: AuthEventLogger };

export function createServices({ db, config, hasher, authLog }: ServiceDeps) {
  // One provider for the challenge route and every form that checks a token (sign-in, password reset).
  const captcha = createCaptchaProvider(config, { uses: createCaptchaRepository(db) });
  const users = createUsersRepository(db);
  const sessions = createSessionService({ repository: createSessionsRepository(db) });
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
      log: authLog,
    }),
    catalog: createCatalogService({ repository: createCatalogRepository(db) }),
    settings: createSettingsService({ repository: createSettingsRepository(db) }),
    newsletter: createNewsletterService({ repository: createNewsletterRepository(db) }),
    leads: createLeadsService({ repository: createLeadsRepository(db) }),
    analytics: createAnalyticsService({ repository: createAnalyticsRepository(db) }),
  };
}
export type Services = ReturnType<typeof createServices>;
