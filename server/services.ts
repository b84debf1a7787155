import { type CoreDeps, createCore } from "./core.ts";
import { composeModules } from "./lib/server-module.ts";
import { accountEmailModule } from "./modules/account-email/module.ts";
import { adminCoursesModule } from "./modules/admin-courses/module.ts";
import { adminPaymentsModule } from "./modules/admin-payments/module.ts";
import { adminUsersModule } from "./modules/admin-users/module.ts";
import { admissionsModule } from "./modules/admissions/module.ts";
import { analyticsModule } from "./modules/analytics/module.ts";
import { assessmentsModule } from "./modules/assessments/module.ts";
import { assistantModule } from "./modules/assistant/module.ts";
import { auditModule } from "./modules/audit/module.ts";
import { authModule } from "./modules/auth/module.ts";
import { batchesModule } from "./modules/batches/module.ts";
import { captchaModule } from "./modules/captcha/module.ts";
import { careersModule } from "./modules/careers/module.ts";
import { catalogModule } from "./modules/catalog/module.ts";
import { certificatesModule } from "./modules/certificates/module.ts";
import { checkoutModule } from "./modules/checkout/module.ts";
import { communityModule } from "./modules/community/module.ts";
import { contentModule } from "./modules/content/module.ts";
import { contentStudioItemsModule } from "./modules/content-studio/items-module.ts";
import { contentStudioModule } from "./modules/content-studio/module.ts";
import { dashboardsModule } from "./modules/dashboards/module.ts";
import { emailTrackingModule } from "./modules/email-tracking/module.ts";
import { enrollmentsModule } from "./modules/enrollments/module.ts";
import { healthModule } from "./modules/health/module.ts";
import { homeModule } from "./modules/home/module.ts";
import { integrationsModule } from "./modules/integrations/module.ts";
import { leadsModule } from "./modules/leads/module.ts";
import { learningModule } from "./modules/learning/module.ts";
import { liveClassesModule } from "./modules/live-classes/module.ts";
import { mailModule } from "./modules/mail/module.ts";
import { mailEventsModule } from "./modules/mail-events/module.ts";
import { newsletterModule } from "./modules/newsletter/module.ts";
import { newsletterCampaignsModule } from "./modules/newsletter-campaigns/module.ts";
import { notificationsModule } from "./modules/notifications/module.ts";
import { pageBuilderModule } from "./modules/page-builder/module.ts";
import { pagesModule } from "./modules/pages/module.ts";
import { passwordResetModule } from "./modules/password-reset/module.ts";
import { profileModule } from "./modules/profile/module.ts";
import { sandboxModule } from "./modules/sandbox/module.ts";
import { searchModule } from "./modules/search/module.ts";
import { seoModule } from "./modules/seo/module.ts";
import { settingsModule } from "./modules/settings/module.ts";
import { testPaymentsModule } from "./modules/test-payments/module.ts";

/**
 * The server's modules, in order (decision 0025). Each module's `create` gets the core services
 * (server/core.ts) and those of the modules above it, so a module comes after every module it depends on;
 * the compiler says which one when it does not. server/app.ts registers their routes in this order too.
 */
export const serverModules = [
  mailModule,
  mailEventsModule,
  auditModule,
  healthModule,
  catalogModule,
  contentModule,
  homeModule,
  settingsModule,
  newsletterModule,
  newsletterCampaignsModule,
  // Before the leads: a lead sent from a landing page under an A/B test records the visitor's variant.
  analyticsModule,
  pageBuilderModule,
  leadsModule,
  admissionsModule,
  pagesModule,
  contentStudioModule,
  contentStudioItemsModule,
  assistantModule,
  captchaModule,
  accountEmailModule,
  authModule,
  enrollmentsModule,
  certificatesModule,
  learningModule,
  liveClassesModule,
  assessmentsModule,
  notificationsModule,
  communityModule,
  dashboardsModule,
  adminUsersModule,
  adminCoursesModule,
  profileModule,
  passwordResetModule,
  seoModule,
  searchModule,
  careersModule,
  sandboxModule,
  batchesModule,
  checkoutModule,
  testPaymentsModule,
  adminPaymentsModule,
  emailTrackingModule,
  integrationsModule,
] as const;

export type ServiceDeps = CoreDeps;

/** Every module created, and its routes ready to register (server/app.ts). */
export function composeServer(deps: ServiceDeps) {
  return composeModules(createCore(deps), serverModules);
}

/** The services alone, for scripts and tests that use them without an HTTP server. */
export function createServices(deps: ServiceDeps) {
  return composeServer(deps).services;
}
export type Services = ReturnType<typeof createServices>;
