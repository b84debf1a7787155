import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { sweepJob } from "#server/lib/periodic-job.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { CatalogService } from "#server/modules/catalog/service.ts";
import type { MailTracking } from "#server/modules/mail/mail-tracking.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import type { MailEventsService } from "#server/modules/mail-events/service.ts";
import type { NewsletterService } from "#server/modules/newsletter/service.ts";
import { createAnalyticsCountsRepository } from "./analytics-counts-repository.ts";
import { createAnalyticsRepository } from "./analytics-repository.ts";
import { newsletterAnalyticsRoutes } from "./analytics-routes.ts";
import { createCampaignAnalyticsService } from "./analytics-service.ts";
import { runCampaignSender } from "./campaign-sender.ts";
import { createCampaignsRepository } from "./campaigns-repository.ts";
import { countProviderEvents, countTrackingEvent } from "./count-campaign-events.ts";
import { newsletterCampaignRoutes } from "./routes.ts";
import { createSendingRepository } from "./sending-repository.ts";
import { createCampaignsService } from "./service.ts";
import { createTrackingSettingRepository } from "./tracking-setting-repository.ts";

type Deps = {
  db: Database;
  config: Config;
  mail: MailService;
  mailTracking: MailTracking;
  mailEvents: MailEventsService;
  audit: AuditTrail;
  catalog: CatalogService;
  newsletter: NewsletterService;
  background: BackgroundTasks;
  log?: AppLogger;
};

/** The campaign sender's beat: each run queues what the rate allows since the last one. */
const senderEveryMs = 1000;

// Newsletter campaigns (issue 22, decision 0066): the admin's calls, and the sender every instance runs (a
// campaign's turn is claimed, so they never send twice and share one rate).
export const newsletterCampaignsModule = defineModule({
  name: "newsletter-campaigns",
  create: ({
    db,
    config,
    mail,
    mailTracking,
    mailEvents,
    audit,
    catalog,
    newsletter,
    background,
    log,
  }: Deps) => {
    const repository = createCampaignsRepository(db);
    const tracking = createTrackingSettingRepository(db);
    // The campaigns' counts follow the mails' opens and clicks and the provider's events (decision 0067).
    const counts = createAnalyticsCountsRepository(db);
    mailTracking.onTracked((event) => countTrackingEvent(counts, event));
    mailEvents.onRecorded((events) => countProviderEvents(counts, events));
    const senderDeps = {
      sending: createSendingRepository(db),
      catalog,
      newsletter,
      publicUrl: config.publicUrl,
      ratePerMinute: config.NEWSLETTER_SEND_RATE,
      perSubscriberTracking: () => tracking.perSubscriber(),
      decorateAs: (id: string, html: string) => mailTracking.decorateAs(id, html),
      now: () => new Date(),
      deliverMail: () => background.run("mail.deliver", () => mail.deliverPending()),
      log: (event: string, details: Record<string, unknown>) =>
        log?.info({ event, ...details }, "newsletter campaign"),
    };
    const campaignSender = sweepJob(
      background,
      "newsletter.campaign-sender",
      () => runCampaignSender(senderDeps),
      senderEveryMs,
    );
    return {
      campaigns: createCampaignsService({
        db,
        repository,
        audit,
        catalog,
        mail,
        publicUrl: config.publicUrl,
        tracking,
        wake: () => background.run("newsletter.campaign-sender", () => campaignSender.sweep()),
      }),
      campaignSender,
      campaignAnalytics: createCampaignAnalyticsService({ repository: createAnalyticsRepository(db) }),
    };
  },
  routes: async (app, { campaigns, campaignAnalytics }) => {
    await app.register(newsletterCampaignRoutes, { service: campaigns });
    await app.register(newsletterAnalyticsRoutes, { service: campaignAnalytics });
  },
});
