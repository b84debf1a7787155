import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { seoSearchConsoleApi } from "#contracts/api/seo-search-console.ts";
import {
  type PageSearch,
  type SearchNumbers,
  searchConsoleMessages,
  searchPerformanceDays,
} from "#contracts/seo-search-console.ts";

const count = new Intl.NumberFormat("en");
const percent = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 });
// UTC, so the server's and the browser's rendering agree; the days are Search Console's own.
const dayFormat = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", timeZone: "UTC" });
const day = (value: string) => dayFormat.format(new Date(`${value}T00:00:00Z`));
const position = (value: number | null) => (value === null ? "–" : value.toFixed(1));

const weekColumns: readonly TableColumn[] = [
  { label: "Week of" },
  { label: "Clicks", align: "right" },
  { label: "Impressions", align: "right" },
  { label: "CTR", align: "right" },
  { label: "Avg. position", align: "right" },
];
const queryColumns: readonly TableColumn[] = [{ label: "Query" }, ...weekColumns.slice(1)];

/** One number beside the 28 days before: the change, green where it is better (a lower position is better). */
function Stat({
  label,
  value,
  now,
  before,
  lowerIsBetter = false,
}: {
  label: string;
  value: string;
  now: number | null;
  before: number | null;
  lowerIsBetter?: boolean;
}) {
  const change = now !== null && before !== null && before !== 0 ? (now - before) / before : null;
  const better = change !== null && (lowerIsBetter ? change < 0 : change > 0);
  return (
    <div className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums text-slate-900">{value}</dd>
      <dd
        className={cn(
          "text-xs",
          change === null ? "text-slate-600" : better ? "text-emerald-700" : "text-red-700",
        )}
      >
        {change === null
          ? "No earlier numbers"
          : `${change > 0 ? "+" : ""}${percent.format(change)} on the 28 days before`}
      </dd>
    </div>
  );
}

function NumberCells({ numbers }: { numbers: SearchNumbers }) {
  return (
    <>
      <td className={tableCell("text-right tabular-nums")}>{count.format(numbers.clicks)}</td>
      <td className={tableCell("text-right tabular-nums")}>{count.format(numbers.impressions)}</td>
      <td className={tableCell("text-right tabular-nums")}>{percent.format(numbers.ctr)}</td>
      <td className={tableCell("text-right tabular-nums")}>{position(numbers.position)}</td>
    </>
  );
}

function Numbers({ data }: { data: PageSearch }) {
  if (!data.configured) {
    return (
      <p className="text-sm text-slate-700">
        Connect Google Search Console to see this page's clicks, impressions and positions here: set{" "}
        <code className="font-mono text-xs">SEARCH_CONSOLE_CREDENTIALS</code> on the server, then test it in{" "}
        <Link to="/dashboard/digital-marketer/seo-settings" className="font-medium text-indigo-700 underline">
          SEO Settings
        </Link>
        .
      </p>
    );
  }
  const error = data.lastError ? (
    <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      The last reading of Search Console failed: {data.lastError}
    </p>
  ) : null;
  if (!data.period) {
    return (
      <div className="grid gap-2">
        {error}
        <p className="text-sm text-slate-700">
          Search Console has not been read yet: it is read every six hours.
        </p>
      </div>
    );
  }
  const { totals, previous } = data;
  return (
    <div className="grid gap-4">
      {error}
      <p className="text-sm text-slate-700">
        {day(data.period.from)} to {day(data.period.to)} ({searchPerformanceDays} days; Google settles a day's
        numbers two to three days later).
      </p>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat
          label="Clicks"
          value={count.format(totals.clicks)}
          now={totals.clicks}
          before={previous.clicks}
        />
        <Stat
          label="Impressions"
          value={count.format(totals.impressions)}
          now={totals.impressions}
          before={previous.impressions}
        />
        <Stat label="CTR" value={percent.format(totals.ctr)} now={totals.ctr} before={previous.ctr} />
        <Stat
          label="Avg. position"
          value={position(totals.position)}
          now={totals.position}
          before={previous.position}
          lowerIsBetter
        />
      </dl>
      {data.keyphrase ? (
        <p className="text-sm text-slate-800">
          The focus keyphrase <span className="font-medium">“{data.keyphrase.phrase}”</span> and its synonyms:{" "}
          {count.format(data.keyphrase.clicks)} clicks from {count.format(data.keyphrase.impressions)}{" "}
          impressions, average position {position(data.keyphrase.position)}.
        </p>
      ) : null}
      {data.weeks.length > 0 ? (
        <Table caption="Week by week" minWidth="min-w-[36rem]" columns={weekColumns}>
          {data.weeks.map((week) => (
            <tr key={week.week} className={tableRow({})}>
              <th scope="row" className={tableCell("font-normal whitespace-nowrap")}>
                {day(week.week)}
              </th>
              <NumberCells numbers={week} />
            </tr>
          ))}
        </Table>
      ) : null}
      {data.queries.length > 0 ? (
        <Table caption="Queries" minWidth="min-w-[36rem]" columns={queryColumns}>
          {data.queries.map((query) => (
            <tr key={query.query} className={tableRow({})}>
              <th scope="row" className={tableCell("font-normal")}>
                {query.query}
                {query.isKeyphrase ? (
                  <span className="ml-2 rounded bg-indigo-50 px-1.5 py-0.5 text-xs text-indigo-800">
                    keyphrase
                  </span>
                ) : null}
              </th>
              <NumberCells numbers={query} />
            </tr>
          ))}
        </Table>
      ) : (
        <p className="text-sm text-slate-600">No searches showed this page in these 28 days.</p>
      )}
    </div>
  );
}

/** Keywords' Google Search Console numbers of one page (issue 20): read from the rows the sync stores. */
export function SearchPerformance({ path }: { path: string }) {
  const search = useQuery({
    queryKey: ["seo-page-search", path],
    queryFn: ({ signal }) => apiRequest(seoSearchConsoleApi.page, { query: { path }, signal }),
  });
  return (
    <section aria-labelledby="search-performance" className="grid max-w-5xl content-start gap-3">
      <h2 id="search-performance" className="text-lg font-semibold text-slate-900">
        Google Search
      </h2>
      <AdminQueryGate
        query={search}
        loadingLabel="Loading Search Console's numbers..."
        loadFailed={searchConsoleMessages.loadFailed}
      >
        {(data) => <Numbers data={data} />}
      </AdminQueryGate>
    </section>
  );
}
