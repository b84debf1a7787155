import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { databaseOptionsFromConfig, openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { seedDatabase } from "./db/seed.ts";
import { seedDemoData } from "./db/seed-demo.ts";
import { seedLessonMedia } from "./db/seed-lesson-media.ts";
import { withStartupLock } from "./db/startup-lock.ts";
import { ensureBootstrapAdmin } from "./modules/auth/bootstrap-admin.ts";
import { createPasswordHasher } from "./modules/auth/password-hasher.ts";
import { createUsersRepository } from "./modules/auth/users-repository.ts";
import { describeMeetingProvider } from "./providers/meetings/create-meeting-provider.ts";
import { describePaymentsProvider } from "./providers/payments/create-payment-provider.ts";
import { createFileStorage, describeFileStorage } from "./providers/storage/create-file-storage.ts";

// Process entry: config -> database (migrate, seed) -> app -> listen; graceful shutdown on signals.
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const shutdownGraceMs = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const startedAt = performance.now();
  const database = await openDatabase(databaseOptionsFromConfig(config));
  let dbReadyMs = 0;
  // One instance at a time on a shared PostgreSQL (several started together would race).
  await withStartupLock(database.kind === "postgres" ? config.DATABASE_URL : undefined, async () => {
    await migrateDatabase(database);
    await seedDatabase(database.db, { phone: config.SITE_PHONE, email: config.SITE_EMAIL });
    // The seeded lesson video and captions go to the file storage the app will serve them from.
    const storage = createFileStorage(config);
    try {
      await seedLessonMedia(database.db, storage);
    } finally {
      storage.close();
    }
    dbReadyMs = Math.round(performance.now() - startedAt);
    await ensureBootstrapAdmin(
      { users: createUsersRepository(database.db), hasher: await createPasswordHasher() },
      {
        username: config.ADMIN_USERNAME,
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
        // Printed to the console, not the JSON log: a generated password must not end up in log storage.
        announce: (message) => console.log(message),
      },
    );

    // After the bootstrap admin: demo-admin must not stand in for the configured (ADMIN_*) account.
    if (config.SEED_DEMO_DATA) {
      const hasher = await createPasswordHasher();
      await seedDemoData(database.db, { hashPassword: hasher.hash });
      // Known passwords: a reminder in every log that this database must not face the internet.
      console.warn("SEED_DEMO_DATA=true: demo accounts with documented passwords exist (see README.md).");
    }
  });

  // Several instances must sign with one secret: a secret generated into each DATA_DIR makes a sign-in,
  // a form token or a solved challenge from one instance worthless on the next (README: "Running
  // several instances").
  if ((config.REDIS_URL || config.DATABASE_URL) && !process.env.SESSION_SECRET) {
    console.warn(
      "SESSION_SECRET is not set: this instance signs with the secret in its DATA_DIR. Behind a load balancer, give every instance the same SESSION_SECRET.",
    );
  }

  const app = await buildApp({
    config,
    database,
    ssr: {
      mode: config.NODE_ENV === "development" ? "development" : "production",
      buildDir: path.join(rootDir, "build"),
      renderThreads: config.RENDER_THREADS,
    },
  });

  let stopping = false;
  let stopMailWorker: (() => void) | undefined;
  let stopHoldSweeper: (() => void) | undefined;
  let stopUploadSweeper: (() => void) | undefined;
  let stopSessionReminders: (() => void) | undefined;
  let stopQuizDeadlines: (() => void) | undefined;
  let stopCertificateSweep: (() => void) | undefined;
  let stopWaitlistOffers: (() => void) | undefined;
  let stopCommunityDigest: (() => void) | undefined;
  let stopIndexNow: (() => void) | undefined;
  let stopSearchConsole: (() => void) | undefined;
  let stopAnalyticsRollUp: (() => void) | undefined;
  let stopCampaignSender: (() => void) | undefined;
  let stopPagePublisher: (() => void) | undefined;
  let stopPostPublisher: (() => void) | undefined;
  let stopWebinarPublisher: (() => void) | undefined;
  let stopEpisodeOpeningPublisher: (() => void) | undefined;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: no new connections, finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, shutdownGraceMs);
    force.unref();
    try {
      stopMailWorker?.();
      stopHoldSweeper?.();
      stopUploadSweeper?.();
      stopSessionReminders?.();
      stopQuizDeadlines?.();
      stopCertificateSweep?.();
      stopWaitlistOffers?.();
      stopCommunityDigest?.();
      stopIndexNow?.();
      stopSearchConsole?.();
      stopAnalyticsRollUp?.();
      stopCampaignSender?.();
      stopPagePublisher?.();
      stopPostPublisher?.();
      stopWebinarPublisher?.();
      stopEpisodeOpeningPublisher?.();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Retries of mail a failed SMTP attempt left pending (and mail queued just before a restart).
  stopMailWorker = app.mail.startWorker();
  // Pending checkouts whose 30-minute seat hold ran out are marked expired.
  stopHoldSweeper = app.checkout.startHoldSweeper();
  // Resumable uploads left unfinished for a day are removed from the staging directory (decision 0033).
  stopUploadSweeper = app.uploads.startSweeper();
  // Live-class reminders 24 hours and 1 hour before each session, claimed so one instance sends each (decision 0034).
  stopSessionReminders = app.liveClassReminders.start();
  // Quiz attempts left open past their time limit are closed with what was saved (decision 0036).
  stopQuizDeadlines = app.quizDeadlines.start();
  // Certificates whose rule a live session's end met without any write (decision 0040).
  stopCertificateSweep = app.certificateSweep.start();
  // Seats freed by a lapsed hold, a refund or a lapsed offer go to the first in a waitlist (decision 0045).
  stopWaitlistOffers = app.waitlistOffers.start();
  // The daily community digest, each person's day claimed once so several instances never send twice.
  stopCommunityDigest = app.communityDigest.start();
  // Sitemap URLs new or changed since their last submission go to IndexNow (with INDEXNOW_KEY; issue 20).
  stopIndexNow = app.indexNow.start();
  // Search Console's numbers per day, page and query for Keywords (with SEARCH_CONSOLE_CREDENTIALS; issue 20).
  stopSearchConsole = app.searchConsole.start();
  // Closed days' page views summed per page, referrer, campaign and device for Analytics (decision 0059).
  stopAnalyticsRollUp = app.analyticsRollUp.start();
  // Newsletter campaigns due or sending: each turn claimed, so instances share one rate and never mail twice.
  stopCampaignSender = app.campaignSender.start();
  stopPagePublisher = app.pagePublisher.start();
  // Blog posts scheduled in the content studio go live, each claimed once across instances (issue 21).
  stopPostPublisher = app.postPublisher.start();
  // Webinars scheduled in the content studio appear on /webinars, each claimed once (issue 21).
  stopWebinarPublisher = app.webinarPublisher.start();
  // Podcast episodes and job openings scheduled in the content studio, each claimed once (issue 21).
  stopEpisodeOpeningPublisher = app.episodeOpeningPublisher.start();
  app.log.info({ paymentsProvider: config.paymentsProvider }, describePaymentsProvider(config));
  app.log.info(describeFileStorage(config));
  app.log.info(describeMeetingProvider(app.meetings));
  app.log.info(
    { database: database.kind, dbReadyMs, url: config.publicUrl, mode: config.NODE_ENV },
    `AI Labs is up at ${config.publicUrl}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
