import type { FieldErrors } from "#app/lib/form-errors.ts";
import type { CouponCreateInput, CouponUpdateInput } from "#contracts/admin-payments.ts";
import { adminPaymentsMessages, type CouponKind, dollarsToCents } from "#contracts/admin-payments-text.ts";
import { endOfDay, startOfDay } from "./format.ts";

// What the coupon forms hold (text, as typed) and how it becomes the API's body, which the contract's
// schema then checks (useForm's toInput). The discount of a fixed coupon is typed in dollars and sent in
// cents; dates are whole UTC days. The active switch is a boolean beside the text values.

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
export type CouponFormValues = Record<CouponField, string>;

export const emptyCoupon: CouponFormValues = {
  code: "",
  kind: "percent",
  value: "",
  course: "",
  validFrom: "",
  validUntil: "",
  maxUses: "",
};

function maxUsesOf(text: string): number | null | "invalid" {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : "invalid";
}

/** The discount as the API counts it (percent or cents), or the message for text that is not one. */
function discountOf(values: Pick<CouponFormValues, "kind" | "value">): number | { error: string } {
  if (values.value.trim() === "") return { error: adminPaymentsMessages.valueRequired };
  if (values.kind === "fixed") {
    return dollarsToCents(values.value) ?? { error: adminPaymentsMessages.fixedInvalid };
  }
  return /^\s*\d+\s*$/.test(values.value)
    ? Number(values.value)
    : { error: adminPaymentsMessages.percentInvalid };
}

/**
 * The create body. Text that is no number is reported by `createChecks`; the schema then sees a valid
 * stand-in (1, or no limit) so that its own message does not replace the one that says how to type it.
 */
export function createBody(values: CouponFormValues, active: boolean): CouponCreateInput {
  const value = discountOf(values);
  const maxUses = maxUsesOf(values.maxUses);
  return {
    code: values.code,
    kind: values.kind as CouponKind,
    value: typeof value === "number" ? value : 1,
    course: values.course || null,
    validFrom: startOfDay(values.validFrom),
    validUntil: endOfDay(values.validUntil),
    maxUses: maxUses === "invalid" ? null : maxUses,
    active,
  };
}

/** What the schema cannot say about the typed text: a discount or a maximum that is not a number. */
export function createChecks(values: CouponFormValues): FieldErrors<CouponField> {
  const value = discountOf(values);
  return {
    value: typeof value === "number" ? undefined : value.error,
    maxUses: maxUsesOf(values.maxUses) === "invalid" ? adminPaymentsMessages.maxUsesInvalid : undefined,
  };
}

export type CouponUpdateValues = Pick<CouponFormValues, "validFrom" | "validUntil" | "maxUses">;

export function updateBody(values: CouponUpdateValues, active: boolean): CouponUpdateInput {
  const maxUses = maxUsesOf(values.maxUses);
  return {
    active,
    validFrom: startOfDay(values.validFrom),
    validUntil: endOfDay(values.validUntil),
    maxUses: maxUses === "invalid" ? null : maxUses,
  };
}

export function updateChecks(values: CouponUpdateValues): FieldErrors<keyof CouponUpdateValues> {
  return maxUsesOf(values.maxUses) === "invalid" ? { maxUses: adminPaymentsMessages.maxUsesInvalid } : {};
}
