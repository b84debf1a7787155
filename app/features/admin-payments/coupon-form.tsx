import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { type CouponCreateInput, type CourseOption, couponCreateSchema } from "#contracts/admin-payments.ts";
import {
  adminPaymentsLimits,
  adminPaymentsMessages,
  couponKindLabels,
  couponKinds,
} from "#contracts/admin-payments-text.ts";
import { adminPaymentsApi } from "#contracts/api/admin-payments.ts";
import { couponFields, createBody, createChecks, emptyCoupon } from "./coupon-fields.ts";
import { adminCouponsQueryKey } from "./payments-filters.ts";

const schema = loadedModule(couponCreateSchema);

/** The create form. What was typed stays on any failure; each message sits under its field. */
export function CouponForm({ courses }: { courses: readonly CourseOption[] }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [active, setActive] = useState(true);
  const form = useForm({
    initialValues: emptyCoupon,
    fields: couponFields,
    schema,
    toInput: (values) => createBody(values, active),
    check: createChecks,
    unavailableMessage: adminPaymentsMessages.couponSaveFailed,
    failureMessage: adminPaymentsMessages.couponSaveFailed,
    resetOnSuccess: true,
    send: (body: CouponCreateInput) => apiRequest(adminPaymentsApi.createCoupon, { body }),
    onSuccess: async (coupon) => {
      setActive(true);
      toast({ title: adminPaymentsMessages.couponCreated, description: `${coupon.code} is ready to use.` });
      await queryClient.invalidateQueries({ queryKey: adminCouponsQueryKey });
    },
  });
  const { values, errors } = form;
  const percent = values.kind === "percent";

  return (
    <Form
      onSubmit={form.onSubmit}
      pending={form.isPending}
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        New coupon
      </h2>
      <FormAlert>{form.formError}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Code" error={errors.code}>
          <Input
            {...form.bind("code")}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            maxLength={adminPaymentsLimits.couponCodeMax}
            placeholder="SPRING-25"
          />
        </Field>
        <Field label="Discount type" error={errors.kind}>
          <Select {...form.bind("kind")}>
            {couponKinds.map((kind) => (
              <option key={kind} value={kind}>
                {couponKindLabels[kind]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={percent ? "Percent off" : "Amount off (USD)"} error={errors.value}>
          <Input
            {...form.bind("value")}
            inputMode={percent ? "numeric" : "decimal"}
            autoComplete="off"
            placeholder={percent ? "25" : "49.50"}
          />
        </Field>
        <Field label="Course" error={errors.course}>
          <Select {...form.bind("course")}>
            <option value="">Any course</option>
            {courses.map((course) => (
              <option key={course.slug} value={course.slug}>
                {course.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Valid from (UTC, optional)" error={errors.validFrom}>
          <Input {...form.bind("validFrom")} type="date" />
        </Field>
        <Field label="Valid until (UTC, optional)" error={errors.validUntil}>
          <Input {...form.bind("validUntil")} type="date" />
        </Field>
        <Field label="Maximum uses (optional)" error={errors.maxUses}>
          <Input {...form.bind("maxUses")} inputMode="numeric" autoComplete="off" placeholder="Unlimited" />
        </Field>
        <div className="flex items-center gap-2 self-end pb-2">
          <input
            id={`${id}-active`}
            type="checkbox"
            className="size-4 rounded border-slate-300 accent-indigo-600"
            checked={active}
            onChange={(event) => setActive(event.target.checked)}
          />
          <Label htmlFor={`${id}-active`}>Active</Label>
        </div>
      </div>
      <div>
        <SubmitButton size="default" pending={form.isPending} pendingLabel="Creating...">
          Create coupon
        </SubmitButton>
      </div>
    </Form>
  );
}
