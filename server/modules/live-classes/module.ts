import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import { createMeetingProvider } from "#server/providers/meetings/create-meeting-provider.ts";
import { createMeetingWebhookHandler } from "./apply-meeting-webhook.ts";
import { createCalendarFeedsRepository } from "./calendar-feeds-repository.ts";
import { createLiveClassesRepository } from "./live-classes-repository.ts";
import { createLiveClassesService } from "./live-classes-service.ts";
import { createMeetingSyncRepository } from "./meeting-sync-repository.ts";
import { createMeetingWebhookRepository } from "./meeting-webhook-repository.ts";
import { meetingWebhookRoutes } from "./meeting-webhook-routes.ts";
import { providerRoutes } from "./provider-routes.ts";
import { createRemindersRepository } from "./reminders-repository.ts";
import { createSessionReminders } from "./send-session-reminders.ts";
import { createSessionRemindersJob } from "./session-reminders-job.ts";
import { staffRoutes } from "./staff-routes.ts";
import { studentRoutes } from "./student-routes.ts";
import { createMeetingSync } from "./sync-meetings.ts";

type Deps = {
  db: Database;
  config: Config;
  mail: MailService;
  background: BackgroundTasks;
  log?: AppLogger;
};

// Live classes (issue 15, decision 0034): sessions of batches and their schedule, joining and attendance,
// calendars, reminders, and the meeting provider (manual links by default, Zoom when ZOOM_* are set;
// server/providers/meetings) with its webhook and "sync now".
export const liveClassesModule = defineModule({
  name: "live-classes",
  create: ({ db, config, mail, background, log }: Deps) => {
    const meetings = createMeetingProvider(config);
    const event = (name: string, details: Record<string, unknown>) =>
      log?.info({ event: name, ...details }, "live classes event");
    const deliverMail = () => background.run("mail.deliver", () => mail.deliverPending());
    const liveClasses = createLiveClassesService({
      repository: createLiveClassesRepository(db),
      feeds: createCalendarFeedsRepository(db),
      meetings,
      publicUrl: config.publicUrl,
      now: () => new Date(),
      deliverMail,
    });
    const reminders = createSessionReminders({
      repository: createRemindersRepository(db),
      publicUrl: config.publicUrl,
      deliverMail: () => mail.deliverPending(),
      log: event,
    });
    return {
      liveClasses,
      meetings,
      meetingSync: createMeetingSync({
        repository: createMeetingSyncRepository(db),
        meetings,
        publicUrl: config.publicUrl,
        log: event,
      }),
      meetingWebhook: createMeetingWebhookHandler({ repository: createMeetingWebhookRepository(db) }),
      liveClassReminders: createSessionRemindersJob({ background, sendDue: reminders.sendDue, log: event }),
    };
  },
  routes: async (app, { liveClasses, meetings, meetingSync, meetingWebhook }) => {
    await app.register(staffRoutes, { service: liveClasses });
    await app.register(studentRoutes, { service: liveClasses });
    await app.register(providerRoutes, { sync: meetingSync });
    // Only Zoom posts events; with manual links the path is an unknown /api route (404).
    if (meetings.readWebhook)
      await app.register(meetingWebhookRoutes, {
        readWebhook: meetings.readWebhook,
        handler: meetingWebhook,
      });
  },
});
