import { DownloadIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { seoAnalyticsApi } from "#contracts/api/seo-analytics.ts";
import {
  type AnalyticsOverview,
  type AnalyticsReport,
  analyticsReportLabels,
  analyticsTopRows,
  deviceLabels,
} from "#contracts/seo-analytics.ts";
import { count, percent } from "./analytics-format.tsx";

type Range = AnalyticsOverview["range"];

/** The CSV of one table over the range: every row, not only the ten shown. */
export function CsvLink({ range, report }: { range: Range; report: AnalyticsReport }) {
  return (
    <a
      href={endpointUrl(seoAnalyticsApi.export, { query: { ...range, report } })}
      download
      className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
    >
      <DownloadIcon aria-hidden="true" className="size-4" />
      CSV<span className="sr-only"> of {analyticsReportLabels[report].toLowerCase()}</span>
    </a>
  );
}

type Row = { id: string; label: ReactNode; cells: ReactNode[] };

/** One ranked list: its title, its CSV link, up to ten rows, and what an empty one means. */
function Ranked({
  report,
  range,
  description,
  columns,
  rows,
  empty,
}: {
  report: AnalyticsReport;
  range: Range;
  description: string;
  columns: readonly TableColumn[];
  rows: Row[];
  empty: string;
}) {
  const title = analyticsReportLabels[report];
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {rows.length > 0 ? <CsvLink range={range} report={report} /> : null}
      </div>
      <p className="text-sm text-slate-600">{description}</p>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">{empty}</p>
      ) : (
        <Table caption={`${title}, ${rows.length} rows`} minWidth="min-w-[24rem]" columns={columns}>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={tableCell("max-w-[18rem] truncate font-medium text-slate-900")}>
                {row.label}
              </th>
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns.
                <td key={i} className={tableCell("text-right tabular-nums text-slate-800")}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}

const n = (value: number) => count.format(value);
const right = (label: string): TableColumn => ({ label, align: "right" });
const path = (value: string) => <span className="font-mono text-xs">{value}</span>;

/** Top pages, entry pages, referrers, UTM campaigns and devices. */
export function TrafficTables({ data }: { data: AnalyticsOverview }) {
  const range = data.range;
  const views = Math.max(1, data.totals.views);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Ranked
        report="pages"
        range={range}
        description={`The ${analyticsTopRows} most viewed pages.`}
        columns={[{ label: "Page" }, right("Views"), right("Visitors")]}
        rows={data.pages.map((row) => ({
          id: row.path,
          label: path(row.path),
          cells: [n(row.views), n(row.visitors)],
        }))}
        empty="No page was viewed in this range."
      />
      <Ranked
        report="entry-pages"
        range={range}
        description="Where visits start: the first page of a visit from outside the site."
        columns={[{ label: "Page" }, right("Visits"), right("Views")]}
        rows={data.entryPages.map((row) => ({
          id: row.path,
          label: path(row.path),
          cells: [n(row.entries), n(row.views)],
        }))}
        empty="No visit started in this range."
      />
      <Ranked
        report="referrers"
        range={range}
        description="Other sites whose links started a visit. Visits without one came direct or from an app."
        columns={[{ label: "Site" }, right("Visits"), right("Visitors")]}
        rows={data.referrers.map((row) => ({
          id: row.host,
          label: row.host,
          cells: [n(row.entries), n(row.visitors)],
        }))}
        empty="No visit came from another site's link in this range."
      />
      <Ranked
        report="campaigns"
        range={range}
        description="Visits that landed on a link with utm_source (and utm_medium, utm_campaign)."
        columns={[{ label: "Source / medium / campaign" }, right("Visits"), right("Visitors")]}
        rows={data.campaigns.map((row) => ({
          id: `${row.source}\n${row.medium}\n${row.campaign}`,
          label: [row.source, row.medium || "–", row.campaign || "–"].join(" / "),
          cells: [n(row.entries), n(row.visitors)],
        }))}
        empty="No visit came through a tagged link in this range. Add utm_source=... to the links you share."
      />
      <Ranked
        report="devices"
        range={range}
        description="By screen width: under 768 px a phone, under 1024 px a tablet."
        columns={[{ label: "Device" }, right("Views"), right("Share")]}
        rows={data.devices.map((row) => ({
          id: row.device,
          label: deviceLabels[row.device],
          cells: [n(row.views), percent.format(row.views / views)],
        }))}
        empty="No page was viewed in this range."
      />
    </div>
  );
}
