import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeftIcon, TicketPercentIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import type { AdminCoupon, CouponUpdateInput } from "#contracts/admin-payments.ts";
import { adminPaymentsMessages } from "#contracts/admin-payments-text.ts";
import { adminPaymentsApi } from "#contracts/api/admin-payments.ts";
import { CouponEditDialog } from "./coupon-edit-dialog.tsx";
import { CouponForm } from "./coupon-form.tsx";
import { CouponsTable } from "./coupons-table.tsx";
import { adminCouponsQueryKey } from "./payments-filters.ts";

type Change = { coupon: AdminCoupon; change: CouponUpdateInput; from: "dialog" | "toggle" };

// /dashboard/admin/coupons: the create form above the list; edits in a dialog, on/off straight from the row.
export function CouponsScreen() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: adminCouponsQueryKey,
    queryFn: ({ signal }) => apiRequest(adminPaymentsApi.coupons, { signal }),
  });
  const [editing, setEditing] = useState<AdminCoupon | null>(null);

  const update = useMutation({
    mutationFn: ({ coupon, change }: Change) =>
      apiRequest(adminPaymentsApi.updateCoupon, {
        params: { id: coupon.id },
        body: change,
      }),
    onSuccess: async (saved, { from }) => {
      if (from === "dialog") setEditing(null);
      toast({
        title: adminPaymentsMessages.couponSaved,
        description:
          from === "toggle"
            ? `${saved.code} is now ${saved.active ? "active" : "inactive"}.`
            : `${saved.code} saved.`,
      });
      await queryClient.invalidateQueries({ queryKey: adminCouponsQueryKey });
    },
    onError: (error, { from }) => {
      // A dialog's failure shows inside it (its input stays); a row's switch reports in a toast.
      if (from === "toggle") {
        toast({
          variant: "destructive",
          title: adminPaymentsMessages.couponSaveFailed,
          description: error instanceof Error ? error.message : undefined,
        });
      }
    },
  });

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <TicketPercentIcon aria-hidden="true" className="size-6 text-indigo-700" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Coupons</h1>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard/admin/payments">
            <ArrowLeftIcon aria-hidden="true" />
            Payments
          </Link>
        </Button>
      </div>
      <p className="max-w-3xl text-sm text-slate-700">
        Buyers type a code at checkout; the server checks it against its window, its uses and its course, and
        takes the discount off after any early-bird price.
      </p>

      <AdminQueryGate
        query={list}
        loadingLabel="Loading coupons..."
        loadFailed={adminPaymentsMessages.loadCouponsFailed}
      >
        {(data) => (
          <>
            <CouponForm courses={data.courses} />
            <section aria-labelledby="coupons-list-heading" className="grid grid-cols-1 gap-3">
              <h2 id="coupons-list-heading" className="text-lg font-semibold text-slate-900">
                All coupons
              </h2>
              {data.items.length === 0 ? (
                <EmptyState title={adminPaymentsMessages.noCoupons} />
              ) : (
                <CouponsTable
                  coupons={data.items}
                  switching={
                    update.isPending && update.variables?.from === "toggle"
                      ? update.variables.coupon.id
                      : null
                  }
                  onEdit={(coupon) => {
                    update.reset();
                    setEditing(coupon);
                  }}
                  onToggleActive={(coupon) =>
                    update.mutate({ coupon, change: { active: !coupon.active }, from: "toggle" })
                  }
                />
              )}
            </section>
          </>
        )}
      </AdminQueryGate>

      {editing ? (
        <CouponEditDialog
          key={editing.id}
          coupon={editing}
          onClose={() => setEditing(null)}
          // The dialog's form shows a failure under its fields; its input stays for another try.
          onSave={(change) => update.mutateAsync({ coupon: editing, change, from: "dialog" })}
        />
      ) : null}
    </div>
  );
}
