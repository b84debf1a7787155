import { DownloadIcon } from "lucide-react";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { newsletterAnalyticsApi } from "#contracts/api/newsletter-analytics.ts";
import type { newsletterAnalyticsReports } from "#contracts/newsletter-analytics.ts";

export type AnalyticsReport = (typeof newsletterAnalyticsReports)[number];

const reportNames: Record<AnalyticsReport, string> = {
  campaigns: "the campaigns",
  growth: "the list's growth by day",
  sources: "the sign-up sources",
};

/** The CSV of one report over the range: a download, named for screen readers by what it holds. */
export function CsvLink({ report, days }: { report: AnalyticsReport; days: number }) {
  return (
    <a
      href={endpointUrl(newsletterAnalyticsApi.exportCsv, { query: { report, days } })}
      download
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <DownloadIcon aria-hidden="true" className="size-4" />
      CSV<span className="sr-only"> of {reportNames[report]}</span>
    </a>
  );
}
