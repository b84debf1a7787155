import { useId } from "react";
import type { AdminCoupon } from "../../../contracts/admin-payments.ts";
import { couponDiscountLabel } from "../../../contracts/admin-payments-text.ts";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { formatDay } from "./format.ts";

export function validityLabel(coupon: Pick<AdminCoupon, "validFrom" | "validUntil">): string {
  const { validFrom: from, validUntil: until } = coupon;
  if (from && until) return `${formatDay(from)} – ${formatDay(until)}`;
  if (from) return `From ${formatDay(from)}`;
  if (until) return `Until ${formatDay(until)}`;
  return "No end date";
}

type CouponsTableProps = {
  coupons: readonly AdminCoupon[];
  /** The coupon whose active flag is being switched, if any. */
  switching: string | null;
  onEdit: (coupon: AdminCoupon) => void;
  onToggleActive: (coupon: AdminCoupon) => void;
};

export function CouponsTable({ coupons, switching, onEdit, onToggleActive }: CouponsTableProps) {
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <table className="w-full min-w-[52rem] border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          Coupons
        </caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              Code
            </th>
            <th scope="col" className="px-4 py-3">
              Discount
            </th>
            <th scope="col" className="px-4 py-3">
              Course
            </th>
            <th scope="col" className="px-4 py-3">
              Valid (UTC)
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Uses
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {coupons.map((coupon) => (
            <tr key={coupon.id} className={cn(!coupon.active && "bg-slate-50 text-slate-600")}>
              <th scope="row" className="px-4 py-3 font-mono text-xs font-semibold text-slate-900">
                {coupon.code}
              </th>
              <td className="whitespace-nowrap px-4 py-3">
                {couponDiscountLabel(coupon.kind, coupon.value)}
              </td>
              <td className="px-4 py-3">{coupon.course?.title ?? "Any course"}</td>
              <td className="px-4 py-3">{validityLabel(coupon)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
                {coupon.usedCount} / {coupon.maxUses ?? "unlimited"}
              </td>
              <td className="px-4 py-3">
                <span
                  className={cn(
                    "inline-flex rounded-full px-2 py-0.5 text-xs font-medium",
                    coupon.active ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800",
                  )}
                >
                  {coupon.active ? "Active" : "Inactive"}
                </span>
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Edit ${coupon.code}`}
                    onClick={() => onEdit(coupon)}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={switching === coupon.id}
                    aria-label={`${coupon.active ? "Deactivate" : "Activate"} ${coupon.code}`}
                    onClick={() => onToggleActive(coupon)}
                  >
                    {coupon.active ? "Deactivate" : "Activate"}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
