import { Link } from "react-router";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { formatBatchDate } from "#app/features/banner/batch-labels.ts";
import { AuditHighlights } from "#app/features/seo-audit/audit-highlights.tsx";
import { leadKinds, marketerLeadDays, marketerOverviewDays } from "#contracts/dashboards.ts";
import { leadKindLabels } from "#contracts/leads.ts";
import { useOverview } from "./dashboard-queries.ts";
import { OverviewQueryState } from "./overview-query-state.tsx";
import { StatCard } from "./stat-card.tsx";

const trafficColumns: readonly TableColumn[] = [
  { label: "Day" },
  { label: "Page views" },
  { label: "Unique visitors", align: "right" },
];

export function MarketerOverview() {
  const { user } = useAuth();
  const overview = useOverview("digitalMarketer", user);
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Overview</h1>
      <p className="mt-1 text-slate-700">
        Site traffic of the last {marketerOverviewDays} days, today included.
      </p>
      <p className="mt-2 text-slate-700">
        Landing pages and blog posts are written in the{" "}
        <Link
          to="/dashboard/admin/page-builder"
          className="font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
        >
          Page Builder
        </Link>
        : draft landing pages for an admin to publish, and publish blog posts yourself.
      </p>
      <OverviewQueryState query={overview}>
        {(data) => {
          const totalViews = data.days.reduce((sum, day) => sum + day.views, 0);
          const today = data.days.at(-1);
          const busiest = Math.max(1, ...data.days.map((day) => day.views));
          return (
            <>
              <dl className="mt-6 grid gap-4 sm:grid-cols-2">
                <StatCard label={`Page views, last ${marketerOverviewDays} days`} value={totalViews} />
                <StatCard label="Unique visitors today" value={today?.visitors ?? 0} />
              </dl>
              <AuditHighlights />
              <section aria-labelledby="traffic-heading" className="mt-8">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id="traffic-heading" className="text-lg font-semibold text-slate-900">
                    Daily traffic
                  </h2>
                  <Link
                    to="/dashboard/digital-marketer/analytics"
                    className="text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
                  >
                    Referrers, campaigns and goals in Analytics
                  </Link>
                </div>
                <Table
                  className="mt-3"
                  caption="Page views and unique visitors per day"
                  minWidth="min-w-[30rem]"
                  columns={trafficColumns}
                >
                  {data.days.map((day) => (
                    <tr key={day.day}>
                      <th scope="row" className={tableCell("whitespace-nowrap font-medium text-slate-900")}>
                        {formatBatchDate(day.day)}
                      </th>
                      <td className={tableCell()}>
                        <div className="flex items-center gap-3">
                          <span aria-hidden="true" className="h-2 w-32 rounded-full bg-slate-100">
                            <span
                              className="block h-full rounded-full bg-indigo-500"
                              style={{ width: `${Math.round((day.views / busiest) * 100)}%` }}
                            />
                          </span>
                          <span className="tabular-nums text-slate-900">{day.views}</span>
                        </div>
                      </td>
                      <td className={tableCell("text-right tabular-nums text-slate-700")}>{day.visitors}</td>
                    </tr>
                  ))}
                </Table>
              </section>
              <section aria-labelledby="leads-by-source-heading" className="mt-8">
                <h2 id="leads-by-source-heading" className="text-lg font-semibold text-slate-900">
                  Leads by source, last {marketerLeadDays} days
                </h2>
                <dl className="mt-3 grid gap-4 sm:grid-cols-3">
                  {leadKinds.map((kind) => (
                    <StatCard
                      key={kind}
                      label={`${leadKindLabels[kind]}s`}
                      value={data.leadsBySource[kind]}
                    />
                  ))}
                </dl>
              </section>
              <section aria-labelledby="top-paths-heading" className="mt-8">
                <h2 id="top-paths-heading" className="text-lg font-semibold text-slate-900">
                  Top pages
                </h2>
                {data.topPaths.length === 0 ? (
                  <EmptyState className="mt-3" title="No page views recorded in these days." />
                ) : (
                  <ol className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                    {data.topPaths.map((entry) => (
                      <li
                        key={entry.path}
                        className="flex items-center justify-between gap-4 px-4 py-2 text-sm"
                      >
                        <span className="truncate font-mono text-slate-900">{entry.path}</span>
                        <span className="shrink-0 tabular-nums text-slate-700">
                          {entry.views === 1 ? "1 view" : `${entry.views} views`}
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            </>
          );
        }}
      </OverviewQueryState>
    </div>
  );
}
