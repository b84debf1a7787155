import { formatBatchDate } from "#app/features/banner/batch-labels.ts";
import { formatPrice } from "#app/features/catalog/course-price.ts";

export type ScheduleItem = {
  number: number;
  dueDate: string;
  amountCents: number;
  status?: "due" | "paid" | "refunded";
};

const statusLabels = { due: "Due", paid: "Paid", refunded: "Refunded" } as const;

/** What is charged when: the instalment plan's payments, the first one today. */
export function InstalmentSchedule({
  items,
  currency,
  caption = "Payment schedule",
}: {
  items: ScheduleItem[];
  currency: string;
  caption?: string;
}) {
  const withStatus = items.some((item) => item.status);
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Instalment</th>
          <th scope="col">Due date</th>
          <th scope="col">Amount</th>
          {withStatus ? <th scope="col">Status</th> : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 rounded-lg bg-slate-50">
        {items.map((item) => (
          <tr key={item.number}>
            <td className="px-3 py-2 text-slate-700">
              {item.number} of {items.length}
            </td>
            <td className="px-3 py-2 text-slate-800">
              {item.number === 1 && !item.status ? "Today" : formatBatchDate(item.dueDate)}
            </td>
            <td className="px-3 py-2 text-right font-medium text-slate-900">
              {formatPrice(item.amountCents, currency)}
            </td>
            {withStatus ? (
              <td className="px-3 py-2 text-right">
                <span
                  className={
                    item.status === "paid"
                      ? "rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800"
                      : "rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700"
                  }
                >
                  {statusLabels[item.status ?? "due"]}
                </span>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
