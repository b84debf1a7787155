import { useId } from "react";
import type { AdminOrder } from "../../../contracts/admin-payments.ts";
import { paymentPlanLabels } from "../../../contracts/checkout-text.ts";
import { Button } from "../../components/ui/button.tsx";
import { formatPrice } from "../catalog/course-price.ts";
import { formatDay } from "./format.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";

type OrdersTableProps = {
  orders: readonly AdminOrder[];
  onRefund: (order: AdminOrder) => void;
};

export function OrdersTable({ orders, onRefund }: OrdersTableProps) {
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          Orders
        </caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              Order
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Total
            </th>
            <th scope="col" className="px-4 py-3">
              Buyer
            </th>
            <th scope="col" className="px-4 py-3">
              Course
            </th>
            <th scope="col" className="px-4 py-3">
              Plan
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className="px-4 py-3 align-top font-medium text-slate-900">
                <span className="whitespace-nowrap font-mono text-xs">{order.number}</span>
                <span className="block text-xs font-normal text-slate-600">
                  <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
                </span>
              </th>
              <td className="px-4 py-3 align-top">
                <OrderStatusBadge status={order.status} />
                {order.provider === "test" ? (
                  <span className="mt-1 block text-xs text-slate-600">Test provider</span>
                ) : null}
              </td>
              <td className="px-4 py-3 text-right align-top tabular-nums">
                <span className="block text-slate-900">
                  {formatPrice(order.price.totalCents, order.price.currency)}
                </span>
                {order.couponCode ? (
                  <span className="block text-xs text-slate-600">Coupon {order.couponCode}</span>
                ) : null}
                {order.refundedCents > 0 ? (
                  <span className="block text-xs text-slate-600">
                    {formatPrice(order.refundedCents, order.price.currency)} refunded
                  </span>
                ) : null}
              </td>
              <td className="max-w-[14rem] px-4 py-3 align-top">
                <span className="block truncate text-slate-900">{order.buyer.name}</span>
                <span className="block truncate text-xs text-slate-600" title={order.buyer.email}>
                  {order.buyer.email}
                </span>
              </td>
              <td className="max-w-[16rem] px-4 py-3 align-top">
                <span className="block text-slate-900">{order.course.title}</span>
                <span className="block text-xs text-slate-600">
                  {order.batchStartDate ? `Batch starts ${formatDay(order.batchStartDate)}` : "Self-paced"}
                </span>
              </td>
              <td className="px-4 py-3 align-top text-slate-700">{paymentPlanLabels[order.plan]}</td>
              <td className="px-4 py-3 text-right align-top">
                {order.status === "paid" ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onRefund(order)}
                    aria-label={`Refund order ${order.number}`}
                  >
                    Refund
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
