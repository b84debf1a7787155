import { useId } from "react";
import { formatPrice } from "#app/features/catalog/course-price.ts";
import type { AdminRevenue } from "#contracts/admin-payments.ts";
import { formatMonth } from "./format.ts";

/**
 * Revenue by month as a table (the numbers are the content; a screen reader reads them as any table),
 * with a bar per month beside the net figure so the trend shows at a glance. Bars are decoration.
 */
export function RevenueTable({ revenue }: { revenue: AdminRevenue }) {
  const captionId = useId();
  const money = (cents: number) => formatPrice(cents, revenue.currency);
  const highest = Math.max(1, ...revenue.months.map((month) => month.netCents));
  // Newest first: the month an admin looks for is usually this one.
  const months = [...revenue.months].reverse();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <table className="w-full min-w-[34rem] border-collapse text-left text-sm">
        <caption id={captionId} className="px-4 pt-4 pb-2 text-left text-base font-semibold text-slate-900">
          Revenue by month
          <span className="block text-xs font-normal text-slate-600">
            The last 12 months (UTC). Net is what was charged minus what was refunded that month.
          </span>
        </caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2">
              Month
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Paid orders
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Charged
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Refunded
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Net
            </th>
            <th scope="col" className="hidden w-40 px-4 py-2 sm:table-cell">
              <span className="sr-only">Net as a bar</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row" className="whitespace-nowrap px-4 py-2 font-medium text-slate-900">
                {formatMonth(month.month)}
              </th>
              <td className="px-4 py-2 text-right tabular-nums">{month.paidOrders}</td>
              <td className="px-4 py-2 text-right tabular-nums">{money(month.grossCents)}</td>
              <td className="px-4 py-2 text-right tabular-nums">
                {month.refundedCents > 0 ? `−${money(month.refundedCents)}` : money(0)}
              </td>
              <td className="px-4 py-2 text-right font-medium tabular-nums text-slate-900">
                {money(month.netCents)}
              </td>
              <td aria-hidden="true" className="hidden px-4 py-2 sm:table-cell">
                <div className="h-2 w-full rounded-full bg-slate-100">
                  <div
                    className="h-2 rounded-full bg-indigo-500"
                    style={{ width: `${Math.max(0, (month.netCents / highest) * 100)}%` }}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900">
          <tr>
            <th scope="row" className="px-4 py-2">
              12 months
            </th>
            <td className="px-4 py-2 text-right tabular-nums">{revenue.totals.paidOrders}</td>
            <td className="px-4 py-2 text-right tabular-nums">{money(revenue.totals.grossCents)}</td>
            <td className="px-4 py-2 text-right tabular-nums">
              {revenue.totals.refundedCents > 0 ? `−${money(revenue.totals.refundedCents)}` : money(0)}
            </td>
            <td className="px-4 py-2 text-right tabular-nums">{money(revenue.totals.netCents)}</td>
            <td aria-hidden="true" className="hidden sm:table-cell" />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
