import { useState } from "react";
import { lazyModule, usePreload } from "#app/lib/lazy-module.ts";
import { useSubmission } from "#app/lib/use-submission.ts";
import type { PaymentPlan } from "#contracts/checkout-text.ts";
import { type CreatedOrder, createOrder } from "./checkout-api.ts";

/** The order's fields the server may name in a refusal (a closed cohort, a plan, a spent coupon). */
const orderFields = ["batchId", "plan", "couponCode", "offer"] as const;

// The mapper of a refusal to those fields is only needed once an order has failed: it loads after the
// page's first render, not with the page (issue 12 bundle figures).
const formCheck = lazyModule(() => import("#app/lib/form-check.ts"));

export type StartPaymentInput = {
  course: string;
  batchId: string | null;
  couponCode?: string;
  plan: PaymentPlan;
  /** A waitlist offer's token: the order takes the seat held for its holder. */
  offer?: string;
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
  usePreload(formCheck);
  const submission = useSubmission<StartPaymentInput, CreatedOrder>({
    mutationFn: (input) => createOrder(input),
    onSuccess: (created) => redirect(created.redirectUrl),
    onError: (error) => {
      const show = ({ serverFieldErrors }: typeof import("#app/lib/form-check.ts")) =>
        setFieldErrors(serverFieldErrors(error, orderFields));
      const loaded = formCheck.get();
      // Normally here since the first render; if its download failed, the error above the form remains.
      if (loaded) show(loaded);
      else void formCheck.load().then(show, () => undefined);
    },
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
