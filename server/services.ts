import { type Config, isLoopbackUrl } from "./config.ts";
import type { Database } from "./db/client.ts";
import { createBackgroundTasks } from "./lib/background-tasks.ts";
import { createEmailChangeRepository } from "./modules/account-email/email-change-repository.ts";
import { createEmailChangeService } from "./modules/account-email/email-change-service.ts";
import { createEmailVerificationRepository } from "./modules/account-email/verification-repository.ts";
import { createEmailVerificationService } from "./modules/account-email/verification-service.ts";
import { createAdminPaymentsRepository } from "./modules/admin-payments/repository.ts";
import { createAdminPaymentsService } from "./modules/admin-payments/service.ts";
import { createAdminUsersRepository } from "./modules/admin-users/repository.ts";
import { createAdminUsersService } from "./modules/admin-users/service.ts";
import { createAdmissionsPageSource } from "./modules/admissions/page-source.ts";
import { createAdmissionsRepository } from "./modules/admissions/repository.ts";
import { createAdmissionsService } from "./modules/admissions/service.ts";
import { createAnalyticsRepository } from "./modules/analytics/repository.ts";
import { createAnalyticsService } from "./modules/analytics/service.ts";
import { createAssistant } from "./modules/assistant/create-assistant.ts";
import { createAttemptThrottle } from "./modules/auth/attempt-throttle.ts";
import { type AuthEventLogger, createAuthService } from "./modules/auth/auth-service.ts";
import { createDeviceCookies } from "./modules/auth/device-cookie.ts";
import { createLoginThrottle } from "./modules/auth/login-throttle.ts";
import type { PasswordHasher } from "./modules/auth/password-hasher.ts";
import { createSessionService } from "./modules/auth/session-service.ts";
import { createSessionsRepository } from "./modules/auth/sessions-repository.ts";
import { createUsersRepository } from "./modules/auth/users-repository.ts";
import { createCaptchaRepository } from "./modules/captcha/repository.ts";
import { createCvStorage } from "./modules/careers/cv-storage.ts";
import { createCareersPageSource } from "./modules/careers/page-source.ts";
import { createCareersRepository } from "./modules/careers/repository.ts";
import { createCareersService } from "./modules/careers/service.ts";
import { createCatalogPageSource } from "./modules/catalog/page-source.ts";
import { createCatalogRepository } from "./modules/catalog/repository.ts";
import { createCatalogService } from "./modules/catalog/service.ts";
import { createCheckout } from "./modules/checkout/create-checkout.ts";
import { renderReceiptPdf } from "./modules/checkout/receipt-pdf.ts";
import { createBlogRepository } from "./modules/content/blog-repository.ts";
import { createBlogService } from "./modules/content/blog-service.ts";
import { createContentPageSource } from "./modules/content/page-source.ts";
import { createPodcastRepository } from "./modules/content/podcast-repository.ts";
import { createPodcastService } from "./modules/content/podcast-service.ts";
import { createWebinarsRepository } from "./modules/content/webinars-repository.ts";
import { createWebinarsService } from "./modules/content/webinars-service.ts";
import { createDashboardsRepository } from "./modules/dashboards/repository.ts";
import { createDashboardsService } from "./modules/dashboards/service.ts";
import { createEnrollmentsRepository } from "./modules/enrollments/repository.ts";
import { createEnrollmentsService } from "./modules/enrollments/service.ts";
import { createHomeRepository } from "./modules/home/repository.ts";
import { createHomeService } from "./modules/home/service.ts";
import { createLeadsRepository } from "./modules/leads/repository.ts";
import { createLeadsService } from "./modules/leads/service.ts";
import { createMailRepository } from "./modules/mail/repository.ts";
import { createMailService } from "./modules/mail/service.ts";
import { createNewsletterRepository } from "./modules/newsletter/repository.ts";
import { createNewsletterService } from "./modules/newsletter/service.ts";
import { createPagesPageSource } from "./modules/pages/page-source.ts";
import { createPagesRepository } from "./modules/pages/repository.ts";
import { createPagesService } from "./modules/pages/service.ts";
import { createPasswordResetRepository } from "./modules/password-reset/repository.ts";
import { createPasswordResetService } from "./modules/password-reset/service.ts";
import { createProfileService } from "./modules/profile/service.ts";
import { createSandboxPageSource } from "./modules/sandbox/page-source.ts";
import { createSandboxRepository } from "./modules/sandbox/repository.ts";
import { createSandboxService } from "./modules/sandbox/service.ts";
import { createSearchRepository } from "./modules/search/repository.ts";
import { createSearchService } from "./modules/search/service.ts";
import type { PageSource } from "./modules/seo/page-source.ts";
import { createSeoRepository } from "./modules/seo/repository.ts";
import { createSeoService } from "./modules/seo/service.ts";
import { createStaticPageSource } from "./modules/seo/static-page-source.ts";
import { createSettingsRepository } from "./modules/settings/repository.ts";
import { createSettingsService } from "./modules/settings/service.ts";
import { createTestPaymentsRepository } from "./modules/test-payments/repository.ts";
import { createCaptchaProvider } from "./providers/captcha/create-captcha-provider.ts";
import { chatCompletionsFromConfig } from "./providers/llm/chat-completions.ts";
import { createMailTransport } from "./providers/mail/create-mail-transport.ts";
import { createPaymentProvider } from "./providers/payments/create-payment-provider.ts";
import type { WebhookDelivery } from "./providers/payments/test-provider.ts";

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
  const settings = createSettingsService({
    repository: createSettingsRepository(db),
    payments: {
      provider: config.paymentsProvider,
      testModeNotice: config.paymentsProvider === "test" && !isLoopbackUrl(config.publicUrl),
    },
  });
  // pageSources for createSeoService: every module that serves public pages appends its PageSource here.
  // The SEO service asks them in order; the first that knows a path describes it.
  // Content sections (blog, webinars, podcast).
  const blog = createBlogService({ repository: createBlogRepository(db) });
  const webinars = createWebinarsService({
    repository: createWebinarsRepository(db),
    mail,
    publicUrl: config.publicUrl,
  });
  const podcast = createPodcastService({ repository: createPodcastRepository(db) });
  const pageSources: PageSource[] = [createStaticPageSource()];
  // The bootcamp funnel and the fixed content pages (about, privacy, community, investors, corporate, contact).
  const pagesRepository = createPagesRepository(db);
  const admissions = createAdmissionsService({
    repository: createAdmissionsRepository(db),
    mail,
    publicUrl: config.publicUrl,
  });
  const pages = createPagesService({
    repository: pagesRepository,
    leads: createLeadsRepository(db),
    settings: () => settings.publicSettings(),
  });
  pageSources.push(
    createAdmissionsPageSource({ admissions, pages: pagesRepository }),
    createPagesPageSource({ pages: pagesRepository }),
  );
  pageSources.push(createContentPageSource({ blog, webinars, podcast }));
  // Checkout and payments: the provider PAYMENTS_PROVIDER names (decisions 0014 and 0018) and the core.
  // The test provider posts its events to our own webhook route; server/app.ts connects that loop.
  const webhookLoopback: { deliver: WebhookDelivery | null } = { deliver: null };
  const payment = createPaymentProvider(config, {
    testStore: createTestPaymentsRepository(db),
    deliver: async (payload, signature) => {
      if (!webhookLoopback.deliver) throw new Error("webhook loopback not connected");
      await webhookLoopback.deliver(payload, signature);
    },
  });
  const checkout = createCheckout({
    db,
    latestBootcampApplication: (user) => admissions.latestApplicationOf(user),
    openAdmission: () => settings.bootcampOpenAdmission(),
    provider: payment.provider,
    renderReceipt: renderReceiptPdf,
    deliverMail: () => mail.deliverPending(),
    background,
    publicUrl: config.publicUrl,
    seller: async () => ({ email: (await settings.publicSettings()).email }),
    log: (event, details) => log?.info({ event, ...details }, "checkout event"),
  });
  // The catalog: /courses and the course landing pages.
  const catalog = createCatalogService({ repository: createCatalogRepository(db) });
  pageSources.push(createCatalogPageSource({ catalog }));
  // Careers and internships (CVs stored under DATA_DIR/uploads/cv) and the prompt sandbox.
  const careersRepository = createCareersRepository(db);
  const cvStorage = createCvStorage(config.DATA_DIR);
  const careers = createCareersService({
    repository: careersRepository,
    storage: cvStorage,
    mail,
    publicUrl: config.publicUrl,
    onMailFailure: (error) => log?.error({ err: error }, "job application confirmation mail not queued"),
  });
  const sandboxRepository = createSandboxRepository(db);
  const sandbox = createSandboxService({
    repository: sandboxRepository,
    llm: chatCompletionsFromConfig(config),
    onRunFailure: (error) => log?.error({ err: error }, "sandbox run failed at the LLM provider"),
  });
  pageSources.push(
    createCareersPageSource({ repository: careersRepository }),
    createSandboxPageSource({ repository: sandboxRepository }),
  );
  // Email verification and email changes (decision 0019). Wrong current passwords count in one budget
  // per account, whether typed to change the password or the email.
  const profilePasswordThrottle = createAttemptThrottle({ maxFailures: 5, windowMs: 15 * 60_000 });
  const emailVerification = createEmailVerificationService({
    tokens: createEmailVerificationRepository(db),
    users,
    mail,
    publicUrl: config.publicUrl,
    resendThrottle: createAttemptThrottle({ maxFailures: 3, windowMs: 60 * 60_000 }),
    log: authLog,
  });
  const emailChanges = createEmailChangeService({
    changes: createEmailChangeRepository(db),
    users,
    hasher,
    passwordThrottle: profilePasswordThrottle,
    owners: emailVerification,
    mail,
    publicUrl: config.publicUrl,
    log: authLog,
  });
  return {
    captcha,
    users,
    sessions,
    emailVerification,
    emailChanges,
    auth: createAuthService({
      users,
      sessions,
      hasher,
      captcha,
      // Per account for unknown browsers, per device cookie for browsers that signed in before (OWASP).
      loginThrottle: createLoginThrottle({ maxFailures: 5, windowMs: 15 * 60_000 }),
      deviceCookies: createDeviceCookies(config.sessionSecret),
      registerThrottle: createAttemptThrottle({ maxFailures: 5, windowMs: 15 * 60_000 }),
      accountMail: emailVerification,
      background,
      log: authLog,
    }),
    catalog,
    pageSources,
    careers,
    cvStorage,
    sandbox,
    admissions,
    pages,
    seo: createSeoService({
      repository: createSeoRepository(db),
      sources: pageSources,
      publicUrl: config.publicUrl,
    }),
    search: createSearchService({ repository: createSearchRepository(db) }),
    home: createHomeService({ repository: createHomeRepository(db) }),
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
    // The admin's Payments and Coupons screens; refunds go through the checkout core.
    adminPayments: createAdminPaymentsService({
      repository: createAdminPaymentsRepository(db),
      refunds: checkout,
    }),
    profile: createProfileService({
      users,
      sessions,
      hasher,
      passwordThrottle: profilePasswordThrottle,
      log: authLog,
    }),
    background,
    mail,
    checkout,
    payment,
    webhookLoopback,
    blog,
    webinars,
    podcast,
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
