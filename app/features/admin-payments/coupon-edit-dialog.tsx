import { useId, useState } from "react";
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
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { type AdminCoupon, type CouponUpdateInput, couponUpdateSchema } from "#contracts/admin-payments.ts";
import { adminPaymentsMessages, couponDiscountLabel } from "#contracts/admin-payments-text.ts";
import { updateBody, updateChecks } from "./coupon-fields.ts";
import { dayInputOf } from "./format.ts";

const schema = loadedModule(couponUpdateSchema);

type CouponEditDialogProps = {
  coupon: AdminCoupon;
  /** Saves the change; the screen closes the dialog on success, a failure shows in here. */
  onSave: (change: CouponUpdateInput) => Promise<unknown>;
  onClose: () => void;
};

/** Changes what may change after creation: the window, the maximum uses and the active flag. */
export function CouponEditDialog({ coupon, onSave, onClose }: CouponEditDialogProps) {
  const id = useId();
  const [active, setActive] = useState(coupon.active);
  const form = useForm({
    initialValues: {
      validFrom: dayInputOf(coupon.validFrom),
      validUntil: dayInputOf(coupon.validUntil),
      maxUses: coupon.maxUses === null ? "" : String(coupon.maxUses),
    },
    fields: ["validFrom", "validUntil", "maxUses"],
    schema,
    toInput: (values) => updateBody(values, active),
    check: updateChecks,
    unavailableMessage: adminPaymentsMessages.couponSaveFailed,
    failureMessage: adminPaymentsMessages.couponSaveFailed,
    send: onSave,
  });
  const { errors } = form;
  const pending = form.isPending;

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
        <Form onSubmit={form.onSubmit} pending={pending} className="grid gap-4">
          <FormAlert>{form.formError}</FormAlert>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Valid from (UTC)" error={errors.validFrom}>
              <Input {...form.bind("validFrom")} type="date" />
            </Field>
            <Field label="Valid until (UTC)" error={errors.validUntil}>
              <Input {...form.bind("validUntil")} type="date" />
            </Field>
          </div>
          <Field label="Maximum uses (empty for unlimited)" error={errors.maxUses}>
            <Input {...form.bind("maxUses")} inputMode="numeric" autoComplete="off" />
          </Field>
          <div className="flex items-center gap-2">
            <input
              id={`${id}-active`}
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-indigo-600"
              checked={active}
              onChange={(event) => setActive(event.target.checked)}
            />
            <Label htmlFor={`${id}-active`}>Active</Label>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton size="default" pending={pending} pendingLabel="Saving...">
              Save changes
            </SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
