import { type FieldErrors, schemaFieldErrors } from "#app/features/profile/form-errors.ts";
import {
  type CouponCreateInput,
  type CouponUpdateInput,
  couponCreateSchema,
  couponUpdateSchema,
} from "#contracts/admin-payments.ts";
import { adminPaymentsMessages, type CouponKind, dollarsToCents } from "#contracts/admin-payments-text.ts";
import { endOfDay, startOfDay } from "./format.ts";

// What the coupon forms hold (text, as typed) and how it becomes the API's body. The discount of a fixed
// coupon is typed in dollars and sent in cents; dates are whole UTC days.

export const couponFields = [
  "code",
  "kind",
  "value",
  "course",
  "validFrom",
  "validUntil",
  "maxUses",
] as const;
export type CouponField = (typeof couponFields)[number];

export type CouponFormValues = {
  code: string;
  kind: CouponKind;
  /** A percentage ("25") or dollars ("49.50"). */
  value: string;
  course: string;
  validFrom: string;
  validUntil: string;
  maxUses: string;
  active: boolean;
};

export const emptyCoupon: CouponFormValues = {
  code: "",
  kind: "percent",
  value: "",
  course: "",
  validFrom: "",
  validUntil: "",
  maxUses: "",
  active: true,
};

function maxUsesOf(text: string): number | null | "invalid" {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : "invalid";
}

export type Checked<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors<CouponField> };

export function checkCreate(values: CouponFormValues): Checked<CouponCreateInput> {
  const errors: FieldErrors<CouponField> = {};
  let value: number | null;
  if (values.value.trim() === "") {
    value = null;
    errors.value = adminPaymentsMessages.valueRequired;
  } else if (values.kind === "fixed") {
    value = dollarsToCents(values.value);
    if (value === null) errors.value = adminPaymentsMessages.fixedInvalid;
  } else {
    value = /^\s*\d+\s*$/.test(values.value) ? Number(values.value) : null;
    if (value === null) errors.value = adminPaymentsMessages.percentInvalid;
  }
  const maxUses = maxUsesOf(values.maxUses);
  if (maxUses === "invalid") errors.maxUses = adminPaymentsMessages.maxUsesInvalid;
  const body: CouponCreateInput = {
    code: values.code,
    kind: values.kind,
    value: value ?? 0,
    course: values.course || null,
    validFrom: startOfDay(values.validFrom),
    validUntil: endOfDay(values.validUntil),
    maxUses: maxUses === "invalid" ? null : maxUses,
    active: values.active,
  };
  const result = couponCreateSchema.safeParse(body);
  const found = result.success ? {} : schemaFieldErrors(result.error, couponFields);
  const all = { ...found, ...errors };
  return Object.values(all).some(Boolean) ? { ok: false, errors: all } : { ok: true, body };
}

export function checkUpdate(
  values: Pick<CouponFormValues, "validFrom" | "validUntil" | "maxUses" | "active">,
): Checked<CouponUpdateInput> {
  const maxUses = maxUsesOf(values.maxUses);
  if (maxUses === "invalid") return { ok: false, errors: { maxUses: adminPaymentsMessages.maxUsesInvalid } };
  const body: CouponUpdateInput = {
    active: values.active,
    validFrom: startOfDay(values.validFrom),
    validUntil: endOfDay(values.validUntil),
    maxUses,
  };
  const result = couponUpdateSchema.safeParse(body);
  return result.success
    ? { ok: true, body }
    : { ok: false, errors: schemaFieldErrors(result.error, couponFields) };
}
