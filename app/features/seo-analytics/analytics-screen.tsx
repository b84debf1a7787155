import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { BarChart3Icon } from "lucide-react";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { Table, tableCell } from "#app/components/ui/table.tsx";
import { StatCard } from "#app/features/dashboards/stat-card.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { seoAnalyticsApi } from "#contracts/api/seo-analytics.ts";
import { type AnalyticsOverview, analyticsMessages, type Traffic } from "#contracts/seo-analytics.ts";
import { Change, count, longDay, shortDay } from "./analytics-format.tsx";
import {
  analyticsKey,
  type RangeChoice,
  rangeChoiceToParams,
  rangeDates,
  readRangeChoice,
  utcToday,
} from "./analytics-range.ts";
import { CsvLink, TrafficTables } from "./analytics-tables.tsx";
import { GoalsAndFunnel } from "./goals-funnel.tsx";
import { RangePicker } from "./range-picker.tsx";

const TrafficChart = lazy(() => import("./traffic-chart.tsx"));

const figures: Array<{ key: keyof Traffic; label: string; hint: string }> = [
  { key: "views", label: "Page views", hint: "Every page shown, route changes included." },
  { key: "visitors", label: "Visitors", hint: "Counted per day: days cannot be linked without cookies." },
  { key: "entries", label: "Visits", hint: "Arrivals from outside the site." },
];

function Figures({ data, compare }: { data: AnalyticsOverview; compare: boolean }) {
  const perVisit = data.totals.entries > 0 ? data.totals.views / data.totals.entries : 0;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {figures.map(({ key, label, hint }) => (
        <StatCard
          key={key}
          label={label}
          value={count.format(data.totals[key])}
          hint={
            compare ? (
              <>
                <Change now={data.totals[key]} before={data.previousTotals[key]} />{" "}
                <span className="text-xs">
                  ({count.format(data.previousTotals[key])} in the period before)
                </span>
              </>
            ) : (
              <span className="text-xs">{hint}</span>
            )
          }
        />
      ))}
      <StatCard
        label="Pages per visit"
        value={perVisit.toFixed(1)}
        hint={<span className="text-xs">Views over visits.</span>}
      />
    </dl>
  );
}

function Trend({ data, compare }: { data: AnalyticsOverview; compare: boolean }) {
  return (
    <section aria-labelledby="trend-heading" className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="trend-heading" className="text-lg font-semibold text-slate-900">
          Traffic by day
        </h2>
        <CsvLink range={data.range} report="daily" />
      </div>
      <div
        role="img"
        aria-label={`Views and visitors per day from ${longDay(data.range.from)} to ${longDay(data.range.to)}${compare ? ", with the period before's views" : ""}; the numbers are in the table below the chart.`}
        className="h-72 rounded-lg border border-slate-200 bg-white p-2 text-slate-600 shadow-sm"
      >
        <Suspense fallback={<div className="h-full animate-pulse rounded bg-slate-50" />}>
          <TrafficChart days={data.days} compare={compare} />
        </Suspense>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-indigo-700">The numbers by day</summary>
        <Table
          className="mt-2"
          caption="Views and visitors by day"
          minWidth="min-w-[28rem]"
          columns={[
            { label: "Day" },
            { label: "Views", align: "right" },
            { label: "Visitors", align: "right" },
            { label: "Visits", align: "right" },
            ...(compare ? [{ label: "Views, period before", align: "right" as const }] : []),
          ]}
        >
          {data.days.map((day) => (
            <tr key={day.day}>
              <th scope="row" className={tableCell("font-medium text-slate-900")}>
                {shortDay(day.day)}
              </th>
              <td className={tableCell("text-right tabular-nums")}>{count.format(day.views)}</td>
              <td className={tableCell("text-right tabular-nums")}>{count.format(day.visitors)}</td>
              <td className={tableCell("text-right tabular-nums")}>{count.format(day.entries)}</td>
              {compare ? (
                <td className={tableCell("text-right tabular-nums text-slate-700")}>
                  {count.format(day.previous.views)}
                </td>
              ) : null}
            </tr>
          ))}
        </Table>
      </details>
    </section>
  );
}

function Report({ data, compare }: { data: AnalyticsOverview; compare: boolean }) {
  return (
    <div className="grid gap-8">
      <p className="text-sm text-slate-700">
        {longDay(data.range.from)} to {longDay(data.range.to)} (UTC days)
        {compare ? `, beside ${longDay(data.previousRange.from)} to ${longDay(data.previousRange.to)}` : ""}.
        {data.includesToday ? " Today's numbers are still growing." : ""}
      </p>
      <Figures data={data} compare={compare} />
      <Trend data={data} compare={compare} />
      <GoalsAndFunnel data={data} compare={compare} />
      <TrafficTables data={data} />
    </div>
  );
}

/**
 * /dashboard/digital-marketer/analytics: the cookieless page views over a date range beside the period before,
 * goals and the funnel to purchase, each table downloadable as CSV (issue 20, decision 0059).
 */
export function AnalyticsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const choice = readRangeChoice(searchParams);
  const range = rangeDates(choice, utcToday());
  const report = useQuery({
    queryKey: [...analyticsKey, range],
    queryFn: ({ signal }) => apiRequest(seoAnalyticsApi.overview, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
  const choose = (next: RangeChoice) =>
    setSearchParams(rangeChoiceToParams(next), { replace: true, preventScrollReset: true });
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-1">
        <div className="flex items-center gap-3">
          <BarChart3Icon aria-hidden="true" className="size-6 text-indigo-700" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Analytics</h1>
        </div>
        <p className="text-sm text-slate-700">
          Who comes, from where, to which pages, and how many of them sign up, apply and buy. No cookies: a
          visitor is counted per day.
        </p>
      </div>
      <RangePicker choice={choice} onChange={choose} />
      <div aria-busy={report.isFetching} aria-live="polite">
        <AdminQueryGate
          query={report}
          loadingLabel="Loading the analytics..."
          loadFailed={analyticsMessages.loadFailed}
        >
          {(data) => <Report data={data} compare={choice.compare} />}
        </AdminQueryGate>
      </div>
    </div>
  );
}
