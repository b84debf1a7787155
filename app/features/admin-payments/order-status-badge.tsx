import { cn } from "#app/lib/cn.ts";
import { type OrderStatus, orderStatusLabels } from "#contracts/checkout-text.ts";

const tone: Record<OrderStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  paid: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
  expired: "bg-slate-200 text-slate-800",
  refunded: "bg-sky-100 text-sky-900",
  cancelled: "bg-slate-200 text-slate-800",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={cn(
        "inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium",
        tone[status],
      )}
    >
      {orderStatusLabels[status]}
    </span>
  );
}
