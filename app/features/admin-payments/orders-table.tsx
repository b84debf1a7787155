import { Button } from "#app/components/ui/button.tsx";
import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import { formatPrice } from "#app/features/catalog/course-price.ts";
import type { AdminOrder } from "#contracts/admin-payments.ts";
import { paymentPlanLabels } from "#contracts/checkout-text.ts";
import { formatDay } from "./format.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";

const columns: readonly TableColumn[] = [
  { label: "Order" },
  { label: "Status" },
  { label: "Total", align: "right" },
  { label: "Buyer" },
  { label: "Course" },
  { label: "Plan" },
  { label: "Actions", srOnly: true },
];

type OrdersTableProps = {
  orders: readonly AdminOrder[];
  onRefund: (order: AdminOrder) => void;
};

export function OrdersTable({ orders, onRefund }: OrdersTableProps) {
  return (
    <Table caption="Orders" minWidth="min-w-[56rem]" columns={columns}>
      {orders.map((order) => (
        <tr key={order.id}>
          <th scope="row" className={tableCell("align-top font-medium text-slate-900")}>
            <span className="whitespace-nowrap font-mono text-xs">{order.number}</span>
            <span className="block text-xs font-normal text-slate-600">
              <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
            </span>
          </th>
          <td className={tableCell("align-top")}>
            <OrderStatusBadge status={order.status} />
            {order.provider === "test" ? (
              <span className="mt-1 block text-xs text-slate-600">Test provider</span>
            ) : null}
          </td>
          <td className={tableCell("text-right align-top tabular-nums")}>
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
          <td className={tableCell("max-w-[14rem] align-top")}>
            <span className="block truncate text-slate-900">{order.buyer.name}</span>
            <span className="block truncate text-xs text-slate-600" title={order.buyer.email}>
              {order.buyer.email}
            </span>
          </td>
          <td className={tableCell("max-w-[16rem] align-top")}>
            <span className="block text-slate-900">{order.course.title}</span>
            <span className="block text-xs text-slate-600">
              {order.batchStartDate ? `Batch starts ${formatDay(order.batchStartDate)}` : "Self-paced"}
            </span>
          </td>
          <td className={tableCell("align-top text-slate-700")}>{paymentPlanLabels[order.plan]}</td>
          <td className={tableCell("text-right align-top")}>
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
    </Table>
  );
}
