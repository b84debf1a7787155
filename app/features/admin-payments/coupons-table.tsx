import { ActiveBadge } from "#app/components/ui/active-badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import type { AdminCoupon } from "#contracts/admin-payments.ts";
import { couponDiscountLabel } from "#contracts/admin-payments-text.ts";
import { formatDay } from "./format.ts";

export function validityLabel(coupon: Pick<AdminCoupon, "validFrom" | "validUntil">): string {
  const { validFrom: from, validUntil: until } = coupon;
  if (from && until) return `${formatDay(from)} – ${formatDay(until)}`;
  if (from) return `From ${formatDay(from)}`;
  if (until) return `Until ${formatDay(until)}`;
  return "No end date";
}

const columns: readonly TableColumn[] = [
  { label: "Code" },
  { label: "Discount" },
  { label: "Course" },
  { label: "Valid (UTC)" },
  { label: "Uses", align: "right" },
  { label: "Status" },
  { label: "Actions", srOnly: true },
];

type CouponsTableProps = {
  coupons: readonly AdminCoupon[];
  /** The coupon whose active flag is being switched, if any. */
  switching: string | null;
  onEdit: (coupon: AdminCoupon) => void;
  onToggleActive: (coupon: AdminCoupon) => void;
};

export function CouponsTable({ coupons, switching, onEdit, onToggleActive }: CouponsTableProps) {
  return (
    <Table caption="Coupons" minWidth="min-w-[52rem]" columns={columns}>
      {coupons.map((coupon) => (
        <tr key={coupon.id} className={tableRow({ inactive: !coupon.active })}>
          <th scope="row" className={tableCell("font-mono text-xs font-semibold text-slate-900")}>
            {coupon.code}
          </th>
          <td className={tableCell("whitespace-nowrap")}>{couponDiscountLabel(coupon.kind, coupon.value)}</td>
          <td className={tableCell()}>{coupon.course?.title ?? "Any course"}</td>
          <td className={tableCell()}>{validityLabel(coupon)}</td>
          <td className={tableCell("whitespace-nowrap text-right tabular-nums")}>
            {coupon.usedCount} / {coupon.maxUses ?? "unlimited"}
          </td>
          <td className={tableCell()}>
            <ActiveBadge active={coupon.active} />
          </td>
          <td className={tableCell()}>
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
    </Table>
  );
}
