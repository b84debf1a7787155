import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import { createMeetingProvider } from "#server/providers/meetings/create-meeting-provider.ts";
import { createCalendarFeedsRepository } from "./calendar-feeds-repository.ts";
import { createLiveClassesRepository } from "./live-classes-repository.ts";
import { createLiveClassesService } from "./live-classes-service.ts";
import { staffRoutes } from "./staff-routes.ts";
import { studentRoutes } from "./student-routes.ts";

type Deps = {
  db: Database;
  config: Config;
  mail: MailService;
  background: BackgroundTasks;
  log?: AppLogger;
};

// Live classes (issue 15): sessions of batches, their schedule, joining and attendance, calendars, and the
// meeting provider (manual links by default, Zoom when ZOOM_* are set; server/providers/meetings).
export const liveClassesModule = defineModule({
  name: "live-classes",
  create: ({ db, config, mail, background }: Deps) => {
    const meetings = createMeetingProvider(config);
    const liveClasses = createLiveClassesService({
      repository: createLiveClassesRepository(db),
      feeds: createCalendarFeedsRepository(db),
      meetings,
      publicUrl: config.publicUrl,
      now: () => new Date(),
      deliverMail: () => background.run("mail.deliver", () => mail.deliverPending()),
    });
    return { liveClasses, meetings };
  },
  routes: async (app, { liveClasses }) => {
    await app.register(staffRoutes, { service: liveClasses });
    await app.register(studentRoutes, { service: liveClasses });
  },
});
