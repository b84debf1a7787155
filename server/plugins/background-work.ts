import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import type { SweepJob } from "#server/lib/periodic-job.ts";
import type { CheckoutService } from "#server/modules/checkout/service.ts";
import type { ResumableUploads } from "#server/modules/learning/resumable-uploads.ts";
import type { SessionRemindersJob } from "#server/modules/live-classes/session-reminders-job.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import type { CommunityDigestJob } from "#server/modules/notifications/digest-job.ts";
import type { ActiveMeetingProvider } from "#server/providers/meetings/create-meeting-provider.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Work started by requests and not awaited by them; `settled()` waits for all of it. */
    background: Pick<BackgroundTasks, "settled">;
    /** The outbox: server/main.ts starts its retry worker; tests deliver due mail on demand. */
    mail: Pick<MailService, "deliverPending" | "startWorker">;
    /** Checkout's timer: server/main.ts starts the sweeper that expires lapsed seat holds; tests sweep on demand. */
    checkout: Pick<CheckoutService, "startHoldSweeper" | "expireHolds">;
    /** Resumable uploads' timer: server/main.ts starts the sweep of expired staged uploads; tests sweep on demand. */
    uploads: Pick<ResumableUploads, "startSweeper" | "sweepExpired">;
    /** Live-class reminders' timer: server/main.ts starts it (every minute); tests send due reminders on demand. */
    liveClassReminders: SessionRemindersJob;
    /** Quiz attempts left open past their deadline: server/main.ts starts the sweep (every minute); tests sweep on demand. */
    quizDeadlines: SweepJob;
    /** Certificates whose rule is met without a write (attendance): server/main.ts starts the sweep (every 10 minutes). */
    certificateSweep: SweepJob;
    /** Waitlist offers for freed seats (decision 0045): server/main.ts starts the sweep (every minute); tests sweep on demand. */
    waitlistOffers: SweepJob;
    /** The daily community digest (issue 18): server/main.ts starts it (every hour); tests send on demand. */
    communityDigest: CommunityDigestJob;
    /** Sitemap URLs new or changed since their last IndexNow submission (issue 20): every minute with INDEXNOW_KEY. */
    indexNow: SweepJob;
    /** Search Console's daily rows for Keywords (issue 20): every six hours with SEARCH_CONSOLE_CREDENTIALS. */
    searchConsole: SweepJob;
    /** Closed days' page views rolled up for the Analytics page (issue 20, decision 0059): every 10 minutes. */
    analyticsRollUp: SweepJob;
    /** Newsletter campaigns (issue 22, decision 0066): every second; tests run a turn on demand. */
    campaignSender: SweepJob;
    /** Scheduled landing pages going live (issue 21): every 15 s; tests run a pass on demand. */
    pagePublisher: SweepJob;
    /** Scheduled blog posts going live (issue 21, content studio): every 15 s; tests run a pass on demand. */
    postPublisher: SweepJob;
    /** Scheduled webinars going live (issue 21, content studio): every 15 s; tests run a pass on demand. */
    webinarPublisher: SweepJob;
    /** Scheduled podcast episodes and job openings going live (issue 21, content studio): every 15 s. */
    episodeOpeningPublisher: SweepJob;
    /** Which meeting provider hosts live classes (the start-up log line names it). */
    meetings: Pick<ActiveMeetingProvider, "name">;
  }
}

type Options = {
  background: BackgroundTasks;
  mail: MailService;
  checkout: CheckoutService;
  uploads: ResumableUploads;
  liveClassReminders: SessionRemindersJob;
  quizDeadlines: SweepJob;
  certificateSweep: SweepJob;
  waitlistOffers: SweepJob;
  communityDigest: CommunityDigestJob;
  indexNow: SweepJob;
  searchConsole: SweepJob;
  analyticsRollUp: SweepJob;
  campaignSender: SweepJob;
  pagePublisher: SweepJob;
  postPublisher: SweepJob;
  webinarPublisher: SweepJob;
  episodeOpeningPublisher: SweepJob;
  meetings: Pick<ActiveMeetingProvider, "name">;
};

// On close (SIGTERM, tests) every started task finishes before the database is closed: a reset
// requested just before shutdown still gets its token stored and its mail queued.
export const backgroundWorkPlugin = fp(
  async (
    app: FastifyInstance,
    {
      background,
      mail,
      checkout,
      uploads,
      liveClassReminders,
      quizDeadlines,
      certificateSweep,
      waitlistOffers,
      communityDigest,
      indexNow,
      searchConsole,
      analyticsRollUp,
      campaignSender,
      pagePublisher,
      postPublisher,
      webinarPublisher,
      episodeOpeningPublisher,
      meetings,
    }: Options,
  ) => {
    app.decorate("background", background);
    app.decorate("mail", mail);
    app.decorate("checkout", checkout);
    app.decorate("uploads", uploads);
    app.decorate("liveClassReminders", liveClassReminders);
    app.decorate("quizDeadlines", quizDeadlines);
    app.decorate("certificateSweep", certificateSweep);
    app.decorate("waitlistOffers", waitlistOffers);
    app.decorate("communityDigest", communityDigest);
    app.decorate("indexNow", indexNow);
    app.decorate("searchConsole", searchConsole);
    app.decorate("analyticsRollUp", analyticsRollUp);
    app.decorate("campaignSender", campaignSender);
    app.decorate("pagePublisher", pagePublisher);
    app.decorate("postPublisher", postPublisher);
    app.decorate("webinarPublisher", webinarPublisher);
    app.decorate("episodeOpeningPublisher", episodeOpeningPublisher);
    app.decorate("meetings", { name: meetings.name });
    app.addHook("onClose", async () => {
      await background.settled();
      mail.close();
    });
  },
);
