import { type FormEvent, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { AuthField } from "#app/features/auth/auth-field.tsx";
import { FormAlert } from "#app/features/auth/form-alert.tsx";
import { PendingLabel } from "#app/features/auth/pending-label.tsx";
import type { FieldErrors } from "#app/features/profile/form-errors.ts";
import { useEarlyInput } from "#app/lib/early-input.ts";
import type { AdminCoupon, CouponUpdateInput } from "#contracts/admin-payments.ts";
import { couponDiscountLabel } from "#contracts/admin-payments-text.ts";
import { type CouponField, checkUpdate } from "./coupon-fields.ts";
import { dayInputOf } from "./format.ts";

type CouponEditDialogProps = {
  coupon: AdminCoupon;
  pending: boolean;
  /** The server's answer to the last save: messages per field, or one for the form. */
  serverFieldErrors: FieldErrors<CouponField>;
  serverError: string | null;
  onSave: (change: CouponUpdateInput) => void;
  onClose: () => void;
};

/** Changes what may change after creation: the window, the maximum uses and the active flag. */
export function CouponEditDialog({
  coupon,
  pending,
  serverFieldErrors,
  serverError,
  onSave,
  onClose,
}: CouponEditDialogProps) {
  const id = useId();
  const earlyInput = useEarlyInput();
  const [values, setValues] = useState({
    validFrom: dayInputOf(coupon.validFrom),
    validUntil: dayInputOf(coupon.validUntil),
    maxUses: coupon.maxUses === null ? "" : String(coupon.maxUses),
    active: coupon.active,
  });
  const [localErrors, setLocalErrors] = useState<FieldErrors<CouponField>>({});
  const errors = { ...serverFieldErrors, ...localErrors };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = checkUpdate(values);
    if (!checked.ok) {
      setLocalErrors(checked.errors);
      return;
    }
    setLocalErrors({});
    onSave(checked.body);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit {coupon.code}</DialogTitle>
          <DialogDescription>
            {couponDiscountLabel(coupon.kind, coupon.value)}, {coupon.course?.title ?? "any course"}; used{" "}
            {coupon.usedCount} {coupon.usedCount === 1 ? "time" : "times"}. The code and discount stay as they
            are.
          </DialogDescription>
        </DialogHeader>
        <form
          {...earlyInput}
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4"
          aria-busy={pending}
        >
          {serverError ? <FormAlert tone="error">{serverError}</FormAlert> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <AuthField
              id={`${id}-from`}
              name="validFrom"
              label="Valid from (UTC)"
              type="date"
              value={values.validFrom}
              onChange={(event) => setValues((v) => ({ ...v, validFrom: event.target.value }))}
              error={errors.validFrom}
            />
            <AuthField
              id={`${id}-until`}
              name="validUntil"
              label="Valid until (UTC)"
              type="date"
              value={values.validUntil}
              onChange={(event) => setValues((v) => ({ ...v, validUntil: event.target.value }))}
              error={errors.validUntil}
            />
          </div>
          <AuthField
            id={`${id}-max`}
            name="maxUses"
            label="Maximum uses (empty for unlimited)"
            inputMode="numeric"
            autoComplete="off"
            value={values.maxUses}
            onChange={(event) => setValues((v) => ({ ...v, maxUses: event.target.value }))}
            error={errors.maxUses}
          />
          <div className="flex items-center gap-2">
            <input
              id={`${id}-active`}
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-indigo-600"
              checked={values.active}
              onChange={(event) => setValues((v) => ({ ...v, active: event.target.checked }))}
            />
            <Label htmlFor={`${id}-active`}>Active</Label>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? <PendingLabel>Saving...</PendingLabel> : "Save changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
