import { useState } from "react";
import { apiFieldIssues, fieldErrorsFrom } from "#app/lib/form-errors.ts";
import { useSubmission } from "#app/lib/use-submission.ts";
import type { PaymentPlan } from "#contracts/checkout-text.ts";
import { type CreatedOrder, createOrder } from "./checkout-api.ts";

/** The order's fields the server may name in a refusal (a closed cohort, a plan, a spent coupon). */
const orderFields = ["batchId", "plan", "couponCode"] as const;

export type StartPaymentInput = {
  course: string;
  batchId: string | null;
  couponCode?: string;
  plan: PaymentPlan;
};

/** Leaves for the provider's page (a full page load: it may be another site). */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}

/**
 * Creates the pending order (its seat is held from now on) and hands the buyer to the payment page.
 * The button stays busy until the browser has left; errors keep the page as it was.
 */
export function useStartPayment(redirect: (url: string) => void = goToPaymentPage) {
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<(typeof orderFields)[number], string>>>({});
  const submission = useSubmission<StartPaymentInput, CreatedOrder>({
    mutationFn: (input) => createOrder(input),
    onSuccess: (created) => redirect(created.redirectUrl),
    onError: (error) => setFieldErrors(fieldErrorsFrom(apiFieldIssues(error), orderFields)),
  });
  return {
    start: (input: StartPaymentInput) => {
      setFieldErrors({});
      submission.mutate(input);
    },
    // Still "busy" after success: the browser is on its way to the payment page.
    isPending: submission.isPending || submission.isSuccess,
    error: submission.error,
    fieldErrors,
  };
}
