import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import { formatPrice } from "#app/features/catalog/course-price.ts";
import type { AdminRevenue } from "#contracts/admin-payments.ts";
import { formatMonth } from "./format.ts";

const columns: readonly TableColumn[] = [
  { label: "Month" },
  { label: "Paid orders", align: "right" },
  { label: "Charged", align: "right" },
  { label: "Refunded", align: "right" },
  { label: "Net", align: "right" },
  // The bars are decoration; the header names the column for a screen reader that reaches it anyway.
  { label: "Net as a bar", srOnly: true, className: "hidden w-40 sm:table-cell" },
];

/**
 * Revenue by month as a table (the numbers are the content; a screen reader reads them as any table),
 * with a bar per month beside the net figure so the trend shows at a glance. Bars are decoration.
 */
export function RevenueTable({ revenue }: { revenue: AdminRevenue }) {
  const money = (cents: number) => formatPrice(cents, revenue.currency);
  const highest = Math.max(1, ...revenue.months.map((month) => month.netCents));
  // Newest first: the month an admin looks for is usually this one.
  const months = [...revenue.months].reverse();
  return (
    <Table
      caption="Revenue by month"
      description="The last 12 months (UTC). Net is what was charged minus what was refunded that month."
      minWidth="min-w-[34rem]"
      columns={columns}
      footer={
        <tr>
          <th scope="row" className={tableCell()}>
            12 months
          </th>
          <td className={tableCell("text-right tabular-nums")}>{revenue.totals.paidOrders}</td>
          <td className={tableCell("text-right tabular-nums")}>{money(revenue.totals.grossCents)}</td>
          <td className={tableCell("text-right tabular-nums")}>
            {revenue.totals.refundedCents > 0 ? `−${money(revenue.totals.refundedCents)}` : money(0)}
          </td>
          <td className={tableCell("text-right tabular-nums")}>{money(revenue.totals.netCents)}</td>
          <td aria-hidden="true" className="hidden sm:table-cell" />
        </tr>
      }
    >
      {months.map((month) => (
        <tr key={month.month}>
          <th scope="row" className={tableCell("whitespace-nowrap font-medium text-slate-900")}>
            {formatMonth(month.month)}
          </th>
          <td className={tableCell("text-right tabular-nums")}>{month.paidOrders}</td>
          <td className={tableCell("text-right tabular-nums")}>{money(month.grossCents)}</td>
          <td className={tableCell("text-right tabular-nums")}>
            {month.refundedCents > 0 ? `−${money(month.refundedCents)}` : money(0)}
          </td>
          <td className={tableCell("text-right font-medium tabular-nums text-slate-900")}>
            {money(month.netCents)}
          </td>
          <td aria-hidden="true" className={tableCell("hidden sm:table-cell")}>
            <div className="h-2 w-full rounded-full bg-slate-100">
              <div
                className="h-2 rounded-full bg-indigo-500"
                style={{ width: `${Math.max(0, (month.netCents / highest) * 100)}%` }}
              />
            </div>
          </td>
        </tr>
      ))}
    </Table>
  );
}
