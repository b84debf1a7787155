import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import { type AnalyticsOverview, funnelStepLabels, goalLabels } from "#contracts/seo-analytics.ts";
import { Change, count, percent } from "./analytics-format.tsx";
import { CsvLink } from "./analytics-tables.tsx";

const goalColumns = (compare: boolean): TableColumn[] => [
  { label: "Goal" },
  { label: "Completed", align: "right" },
  { label: "Conversion rate", align: "right" },
  ...(compare
    ? [
        { label: "Period before", align: "right" as const },
        { label: "Change", align: "right" as const },
      ]
    : []),
];

/**
 * Goals counted from the records they leave (a subscriber, a lead, an application, a paid order), over the range's
 * visitors; and the funnel from a visit to a payment. Visits and goals cannot be joined (no cookies), so a rate is
 * the goals over all visitors of the range.
 */
export function GoalsAndFunnel({ data, compare }: { data: AnalyticsOverview; compare: boolean }) {
  const top = Math.max(1, data.funnel[0]?.count ?? 0);
  return (
    <div className="grid gap-8 2xl:grid-cols-2">
      <section aria-labelledby="goals-heading" className="grid content-start gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="goals-heading" className="text-lg font-semibold text-slate-900">
            Goals
          </h2>
          <CsvLink range={data.range} report="goals" />
        </div>
        <p className="text-sm text-slate-600">Conversion rate: completed goals per visitor in the range.</p>
        <Table
          caption="Goals completed and their conversion rates"
          minWidth="min-w-[28rem]"
          columns={goalColumns(compare)}
        >
          {data.goals.map((row) => (
            <tr key={row.goal}>
              <th scope="row" className={tableCell("font-medium text-slate-900")}>
                {goalLabels[row.goal]}
              </th>
              <td className={tableCell("text-right tabular-nums")}>{count.format(row.count)}</td>
              <td className={tableCell("text-right tabular-nums")}>{percent.format(row.rate)}</td>
              {compare ? (
                <>
                  <td className={tableCell("text-right tabular-nums text-slate-700")}>
                    {count.format(row.previous)}
                  </td>
                  <td className={tableCell("text-right")}>
                    <Change now={row.count} before={row.previous} />
                  </td>
                </>
              ) : null}
            </tr>
          ))}
        </Table>
      </section>
      <section aria-labelledby="funnel-heading" className="grid content-start gap-2">
        <h2 id="funnel-heading" className="text-lg font-semibold text-slate-900">
          Funnel to purchase
        </h2>
        <p className="text-sm text-slate-600">
          Visitors of each day who went on to each step; payments are the orders paid in the range.
        </p>
        <ol className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          {data.funnel.map((step, i) => {
            const before = i > 0 ? data.funnel[i - 1]?.count : undefined;
            return (
              <li key={step.step} className="grid gap-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium text-slate-900">{funnelStepLabels[step.step]}</span>
                  <span className="tabular-nums text-slate-800">
                    {count.format(step.count)}
                    {before ? (
                      <span className="ml-2 text-xs text-slate-600">
                        {percent.format(step.count / before)} of the step before
                      </span>
                    ) : null}
                  </span>
                </div>
                <span aria-hidden="true" className="block h-2 rounded-full bg-slate-100">
                  <span
                    className="block h-full rounded-full bg-indigo-500"
                    style={{ width: `${Math.min(100, Math.round((step.count / top) * 100))}%` }}
                  />
                </span>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
