import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { SelectField } from "#app/features/admin-leads/select-field.tsx";
import { AuthField } from "#app/features/auth/auth-field.tsx";
import { FormAlert } from "#app/features/auth/form-alert.tsx";
import { PendingLabel } from "#app/features/auth/pending-label.tsx";
import { type FieldErrors, serverErrors } from "#app/features/profile/form-errors.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { useEarlyInput } from "#app/lib/early-input.ts";
import type { CouponCreateInput, CourseOption } from "#contracts/admin-payments.ts";
import {
  adminPaymentsLimits,
  adminPaymentsMessages,
  type CouponKind,
  couponKindLabels,
  couponKinds,
} from "#contracts/admin-payments-text.ts";
import { adminPaymentsApi } from "#contracts/api/admin-payments.ts";
import {
  type CouponField,
  type CouponFormValues,
  checkCreate,
  couponFields,
  emptyCoupon,
} from "./coupon-fields.ts";
import { FieldError } from "./field-error.tsx";
import { adminCouponsQueryKey } from "./payments-filters.ts";

/** The create form. What was typed stays on any failure; each message sits under its field. */
export function CouponForm({ courses }: { courses: readonly CourseOption[] }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [values, setValues] = useState<CouponFormValues>(emptyCoupon);
  const [errors, setErrors] = useState<FieldErrors<CouponField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const earlyInput = useEarlyInput();
  const form = earlyInput.ref;

  const focusFirst = (found: FieldErrors<CouponField>) => {
    const first = couponFields.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const create = useMutation({
    mutationFn: (body: CouponCreateInput) => apiRequest(adminPaymentsApi.createCoupon, { body }),
    onSuccess: async (coupon) => {
      setValues(emptyCoupon);
      toast({ title: adminPaymentsMessages.couponCreated, description: `${coupon.code} is ready to use.` });
      await queryClient.invalidateQueries({ queryKey: adminCouponsQueryKey });
    },
    onError: (error) => {
      const { fieldErrors, formError: message } = serverErrors(
        error,
        couponFields,
        adminPaymentsMessages.couponSaveFailed,
      );
      setErrors(fieldErrors);
      setFormError(message);
      focusFirst(fieldErrors);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    const checked = checkCreate(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.body);
  };

  const set = <K extends keyof CouponFormValues>(name: K, next: CouponFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: next }));
    if (name in errors) setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const describedBy = (field: CouponField) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form
      {...earlyInput}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      aria-busy={create.isPending}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        New coupon
      </h2>
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <AuthField
          id={`${id}-code`}
          name="code"
          label="Code"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={adminPaymentsLimits.couponCodeMax}
          placeholder="SPRING-25"
          value={values.code}
          onChange={(event) => set("code", event.target.value)}
          error={errors.code}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-kind`}>Discount type</Label>
          <SelectField
            id={`${id}-kind`}
            name="kind"
            value={values.kind}
            aria-invalid={errors.kind ? true : undefined}
            aria-describedby={describedBy("kind")}
            onChange={(event) => set("kind", event.target.value as CouponKind)}
          >
            {couponKinds.map((kind) => (
              <option key={kind} value={kind}>
                {couponKindLabels[kind]}
              </option>
            ))}
          </SelectField>
          <FieldError id={`${id}-kind-error`} message={errors.kind} />
        </div>
        <AuthField
          id={`${id}-value`}
          name="value"
          label={values.kind === "percent" ? "Percent off" : "Amount off (USD)"}
          inputMode={values.kind === "percent" ? "numeric" : "decimal"}
          autoComplete="off"
          placeholder={values.kind === "percent" ? "25" : "49.50"}
          value={values.value}
          onChange={(event) => set("value", event.target.value)}
          error={errors.value}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-course`}>Course</Label>
          <SelectField
            id={`${id}-course`}
            name="course"
            value={values.course}
            aria-invalid={errors.course ? true : undefined}
            aria-describedby={describedBy("course")}
            onChange={(event) => set("course", event.target.value)}
          >
            <option value="">Any course</option>
            {courses.map((course) => (
              <option key={course.slug} value={course.slug}>
                {course.title}
              </option>
            ))}
          </SelectField>
          <FieldError id={`${id}-course-error`} message={errors.course} />
        </div>
        <AuthField
          id={`${id}-from`}
          name="validFrom"
          label="Valid from (UTC, optional)"
          type="date"
          value={values.validFrom}
          onChange={(event) => set("validFrom", event.target.value)}
          error={errors.validFrom}
        />
        <AuthField
          id={`${id}-until`}
          name="validUntil"
          label="Valid until (UTC, optional)"
          type="date"
          value={values.validUntil}
          onChange={(event) => set("validUntil", event.target.value)}
          error={errors.validUntil}
        />
        <AuthField
          id={`${id}-max`}
          name="maxUses"
          label="Maximum uses (optional)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Unlimited"
          value={values.maxUses}
          onChange={(event) => set("maxUses", event.target.value)}
          error={errors.maxUses}
        />
        <div className="flex items-center gap-2 self-end pb-2">
          <input
            id={`${id}-active`}
            type="checkbox"
            className="size-4 rounded border-slate-300 accent-indigo-600"
            checked={values.active}
            onChange={(event) => set("active", event.target.checked)}
          />
          <Label htmlFor={`${id}-active`}>Active</Label>
        </div>
      </div>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <PendingLabel>Creating...</PendingLabel> : "Create coupon"}
        </Button>
      </div>
    </form>
  );
}
