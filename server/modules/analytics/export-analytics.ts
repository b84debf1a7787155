import {
  type AnalyticsOverview,
  type AnalyticsReport,
  addDays,
  deviceLabels,
  funnelStepLabels,
  goalLabels,
} from "#contracts/seo-analytics.ts";
import { type CsvCell, toCsv } from "#server/lib/csv.ts";

/** A rate as a spreadsheet reads it: a fraction with four places (0.0123 is 1.23 %). */
const fraction = (value: number) => Number(value.toFixed(4));

/**
 * One of the Analytics page's tables as CSV (issue 20): every row, not only the top ten the page shows. Goals
 * carry the funnel after them, each with the period before.
 */
export function analyticsCsv(report: AnalyticsReport, data: AnalyticsOverview): string {
  const rows = (header: string[], body: CsvCell[][]) => toCsv(header, body);
  switch (report) {
    case "daily":
      return rows(
        ["day", "views", "visitors", "visits", "previous_day", "previous_views", "previous_visitors"],
        data.days.map((day, i) => [
          day.day,
          day.views,
          day.visitors,
          day.entries,
          addDays(data.previousRange.from, i),
          day.previous.views,
          day.previous.visitors,
        ]),
      );
    case "pages":
      return rows(
        ["path", "views", "visitors", "entries"],
        data.pages.map((row) => [row.path, row.views, row.visitors, row.entries]),
      );
    case "entry-pages":
      return rows(
        ["path", "entries", "views", "visitors"],
        data.entryPages.map((row) => [row.path, row.entries, row.views, row.visitors]),
      );
    case "referrers":
      return rows(
        ["referrer", "visits", "visitors"],
        data.referrers.map((row) => [row.host, row.entries, row.visitors]),
      );
    case "campaigns":
      return rows(
        ["utm_source", "utm_medium", "utm_campaign", "visits", "visitors"],
        data.campaigns.map((row) => [row.source, row.medium, row.campaign, row.entries, row.visitors]),
      );
    case "devices":
      return rows(
        ["device", "views", "visitors"],
        data.devices.map((row) => [deviceLabels[row.device], row.views, row.visitors]),
      );
    case "goals":
      return rows(
        ["goal", "count", "conversion_rate", "previous_count", "previous_conversion_rate"],
        [
          ...data.goals.map((row): CsvCell[] => [
            goalLabels[row.goal],
            row.count,
            fraction(row.rate),
            row.previous,
            fraction(row.previousRate),
          ]),
          ...data.funnel.map((row): CsvCell[] => [
            `Funnel: ${funnelStepLabels[row.step]}`,
            row.count,
            "",
            "",
            "",
          ]),
        ],
      );
  }
}

/** The download's name: the report and its range. */
export function analyticsCsvName(report: AnalyticsReport, data: AnalyticsOverview): string {
  return `analytics-${report}-${data.range.from}-to-${data.range.to}.csv`;
}
