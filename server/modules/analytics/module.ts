import type { AnalyticsReport } from "#contracts/seo-analytics.ts";
import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { sweepJob } from "#server/lib/periodic-job.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { cachedReportRepository } from "./cached-report-repository.ts";
import { analyticsCsv, analyticsCsvName } from "./export-analytics.ts";
import { type AnalyticsRange, readAnalytics } from "./read-analytics.ts";
import { createReportRepository } from "./report-repository.ts";
import { analyticsReportRoutes } from "./report-routes.ts";
import { createAnalyticsRepository } from "./repository.ts";
import { rollUpClosedDays } from "./roll-up-days.ts";
import { analyticsRoutes } from "./routes.ts";
import { createAnalyticsService } from "./service.ts";

type Deps = { db: Database; config: Config; background: BackgroundTasks; log?: AppLogger };

/** How often an instance looks for closed days to roll up (a claimed day is rolled up once, decision 0059). */
const rollUpEveryMs = 10 * 60_000;

export const analyticsModule = defineModule({
  name: "analytics",
  create: ({ db, background, log }: Deps) => {
    const reports = createReportRepository(db);
    const cached = cachedReportRepository(reports);
    const now = () => new Date();
    const deps = { repository: cached.repository, now };
    return {
      analytics: createAnalyticsService({ repository: createAnalyticsRepository(db) }),
      analyticsReports: {
        read: (range: AnalyticsRange) => readAnalytics(deps, range),
        exportCsv: async (range: AnalyticsRange, report: AnalyticsReport) => {
          const data = await readAnalytics(deps, range, Number.POSITIVE_INFINITY);
          return { name: analyticsCsvName(report, data), csv: analyticsCsv(report, data) };
        },
      },
      analyticsRollUp: sweepJob(
        background,
        "analytics.roll-up",
        async () => {
          const days = await rollUpClosedDays({ repository: reports, now });
          if (days > 0) cached.rolled();
          return days;
        },
        rollUpEveryMs,
        (count) => log?.info({ event: "analytics.rolled_up", days: count }, "Page views rolled up"),
      ),
    };
  },
  routes: async (app, { analytics, analyticsReports, config }) => {
    await app.register(analyticsRoutes, { service: analytics, siteHost: new URL(config.publicUrl).host });
    await app.register(analyticsReportRoutes, { reports: analyticsReports });
  },
});
