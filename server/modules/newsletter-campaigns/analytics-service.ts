import type { newsletterAnalyticsReports } from "#contracts/newsletter-analytics.ts";
import type { AnalyticsRepository } from "./analytics-repository.ts";
import { exportAnalytics, readAnalytics, readCampaignAnalytics } from "./read-analytics.ts";

/** The newsletter analytics' reads (decision 0067). */
export function createCampaignAnalyticsService(input: { repository: AnalyticsRepository; now?: () => Date }) {
  const deps = { repository: input.repository, now: input.now ?? (() => new Date()) };
  return {
    overview: (days: number) => readAnalytics(deps, days),
    campaign: (id: string) => readCampaignAnalytics(deps, id),
    exportCsv: (days: number, report: (typeof newsletterAnalyticsReports)[number]) =>
      exportAnalytics(deps, days, report),
  };
}
export type CampaignAnalyticsService = ReturnType<typeof createCampaignAnalyticsService>;
