import { lazy, Suspense } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Table, tableCell } from "#app/components/ui/table.tsx";
import type { NewsletterAnalytics } from "#contracts/newsletter-analytics.ts";
import { formatCount, formatRate, longDay, shortDay } from "./analytics-format.ts";
import { analyticsText } from "./analytics-text.ts";
import { CsvLink } from "./csv-link.tsx";

const GrowthChart = lazy(() => import("./growth-chart.tsx"));

type Growth = NewsletterAnalytics["growth"];

const sum = (growth: Growth, key: "subscribed" | "confirmed" | "unsubscribed") =>
  growth.reduce((total, day) => total + day[key], 0);

const number = "text-right tabular-nums text-slate-800";

/** The days of the range, newest first: the chart's numbers for the keyboard and screen readers. */
function DayTable({ growth }: { growth: Growth }) {
  const newestFirst = [...growth].reverse();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer rounded font-medium text-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
        The numbers by day
      </summary>
      <Table
        className="mt-2"
        caption="Sign-ups, confirmations and unsubscribes by day"
        minWidth="min-w-[28rem]"
        columns={[
          { label: "Day (UTC)" },
          { label: "Subscribed", align: "right" },
          { label: "Confirmed", align: "right" },
          { label: "Unsubscribed", align: "right" },
        ]}
        footer={
          <tr>
            <th scope="row" className={tableCell()}>
              Total
            </th>
            <td className={tableCell("text-right tabular-nums")}>{formatCount(sum(growth, "subscribed"))}</td>
            <td className={tableCell("text-right tabular-nums")}>{formatCount(sum(growth, "confirmed"))}</td>
            <td className={tableCell("text-right tabular-nums")}>
              {formatCount(sum(growth, "unsubscribed"))}
            </td>
          </tr>
        }
      >
        {newestFirst.map((day) => (
          <tr key={day.day}>
            <th scope="row" className={tableCell("font-medium whitespace-nowrap text-slate-900")}>
              {shortDay(day.day)}
            </th>
            <td className={tableCell(number)}>{formatCount(day.subscribed)}</td>
            <td className={tableCell(number)}>{formatCount(day.confirmed)}</td>
            <td className={tableCell(number)}>{formatCount(day.unsubscribed)}</td>
          </tr>
        ))}
      </Table>
    </details>
  );
}

/** Sign-ups by the form or import they came through, with each one's share. */
function Sources({ data }: { data: NewsletterAnalytics }) {
  const total = data.sources.reduce((all, row) => all + row.count, 0);
  return (
    <section aria-labelledby="newsletter-sources-heading" className="grid max-w-2xl content-start gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="newsletter-sources-heading" className="text-base font-semibold text-slate-900">
          Sign-up sources
        </h3>
        {data.sources.length > 0 ? <CsvLink report="sources" days={data.days} /> : null}
      </div>
      <p className="text-sm text-slate-600">Sign-ups in the range by the form or import they came through.</p>
      {data.sources.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          {analyticsText.noSources}
        </p>
      ) : (
        <Table
          caption={`Sign-up sources, ${data.sources.length} rows`}
          minWidth="min-w-[18rem]"
          columns={[
            { label: "Source" },
            { label: "Sign-ups", align: "right" },
            { label: "Share", align: "right" },
          ]}
        >
          {data.sources.map((row) => (
            <tr key={row.source}>
              <th
                scope="row"
                title={row.source}
                className={tableCell("max-w-[16rem] truncate font-medium text-slate-900")}
              >
                {row.source}
              </th>
              <td className={tableCell(number)}>{formatCount(row.count)}</td>
              <td className={tableCell(number)}>{formatRate(row.count, total)}</td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}

/** The list over the range: the daily chart (lazy), its day table, and where sign-ups came from. */
export function ListGrowth({ data }: { data: NewsletterAnalytics }) {
  const growth = data.growth;
  const totals = {
    subscribed: sum(growth, "subscribed"),
    confirmed: sum(growth, "confirmed"),
    unsubscribed: sum(growth, "unsubscribed"),
  };
  const quiet = totals.subscribed + totals.confirmed + totals.unsubscribed === 0;
  const first = growth[0]?.day;
  const last = growth.at(-1)?.day;
  return (
    <section aria-labelledby="newsletter-growth-heading" className="grid gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="newsletter-growth-heading" className="text-lg font-semibold text-slate-900">
          List growth
        </h2>
        {quiet ? null : <CsvLink report="growth" days={data.days} />}
      </div>
      <div className="grid gap-8 2xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 content-start gap-2">
          <p className="text-sm text-slate-600">
            Per UTC day: new sign-ups (pending until confirmed), confirmations of the mailed link, and people
            who left.
          </p>
          {quiet ? (
            <EmptyState
              title={analyticsText.noGrowth(data.days)}
              description={analyticsText.noGrowthHint}
              className="py-8"
            />
          ) : (
            <>
              <div
                role="img"
                aria-label={`Sign-ups per day${first && last ? ` from ${longDay(first)} to ${longDay(last)}` : ""}: ${formatCount(totals.subscribed)} subscribed, ${formatCount(totals.confirmed)} confirmed, ${formatCount(totals.unsubscribed)} unsubscribed in all; the numbers are in the table below the chart.`}
                className="h-72 rounded-lg border border-slate-200 bg-white p-2 text-slate-600 shadow-sm"
              >
                <Suspense fallback={<div className="h-full animate-pulse rounded bg-slate-50" />}>
                  <GrowthChart growth={growth} />
                </Suspense>
              </div>
              <DayTable growth={growth} />
            </>
          )}
        </div>
        <Sources data={data} />
      </div>
    </section>
  );
}
