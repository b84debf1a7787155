import { testCards, testPaymentMessages } from "./test-payments-text.ts";

// Checkout and payments: constants, labels and messages without zod, so the checkout pages, the success
// pages and the payments tables stay light. The zod schemas of the same calls are in checkout.ts.

export { testCards };

export const paymentPlans = ["full", "instalments"] as const;
export type PaymentPlan = (typeof paymentPlans)[number];

export const orderStatuses = ["pending", "paid", "failed", "expired", "refunded", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const checkoutLimits = {
  /** A pending checkout holds its seat this long, then releases it. */
  seatHoldMinutes: 30,
  /** The bootcamp's instalment plan: this many monthly payments, the first at checkout. */
  instalmentCount: 3,
  couponCodeMax: 40,
  /** Outgoing payment provider calls give up after this long (the buyer gets a clear error). */
  providerTimeoutMs: 10_000,
  /** A provider webhook's signed timestamp may be this old (or this far ahead). */
  webhookToleranceSeconds: 300,
} as const;

export const paymentPlanLabels: Record<PaymentPlan, string> = {
  full: "Pay in full",
  instalments: "3 monthly instalments",
};

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  failed: "Payment failed",
  expired: "Expired",
  refunded: "Refunded",
  cancelled: "Cancelled",
};

/** PAYMENTS_PROVIDER=none: checkout's 503 and what the course and checkout pages say instead of selling. */
export function paymentsUnavailableMessage(email: string): string {
  return `Online payment is not available yet: please contact admissions at ${email}`;
}

/**
 * The messages written in the browser, by the checkout and payment pages and by the schemas of
 * checkout.ts; the others reach the pages in the API's answers. A set of its own, so those pages' first
 * load does not carry every message of checkoutMessages (issue 12 bundle figures).
 */
export const checkoutPageMessages = {
  courseNotFound: "We couldn't find that course.",
  batchNotFound: "That batch is not open for enrollment. Please pick another date.",
  couponTooLong: "Coupon codes are at most 40 characters.",
  holdExpired: "Your seat reservation expired. Please start the checkout again.",
  orderNotFound: "We couldn't find that order.",
  orderNotPayable: "This order can no longer be paid. Please start a new checkout.",
  cardDeclined: "Your card was declined. Nothing was charged; try another card.",
} as const;

/**
 * Every checkout message: the server's answers, the pages' own and the test provider's page. Put together
 * by a call marked pure, so that a bundle whose code never reads it drops it whole (a spread or a property
 * read may run a getter, so the bundler would keep those, and the test page's texts, on every page that
 * loads this file).
 */
export const checkoutMessages = /* @__PURE__ */ Object.assign(
  {
    batchRequired: "Please choose a batch.",
    soldOut: "This batch is sold out. Please pick another date.",
    offerInvalid:
      "This waitlist offer link is not valid or has expired. Join the waitlist again from the course page.",
    couponInvalid: "This coupon code is not valid.",
    couponExpired: "This coupon has expired.",
    couponNotYetValid: "This coupon is not valid yet.",
    couponUsedUp: "This coupon has been fully redeemed.",
    couponWrongCourse: "This coupon does not apply to this course.",
    alreadyEnrolled: "You are already enrolled in this course and batch.",
    bootcampNeedsAdmission: "The AI Engineering bootcamp admits by application. Apply first, then enroll.",
    bootcampNotEligible:
      "Your bootcamp application has not been accepted yet. We will email you as soon as it is reviewed.",
    planNotOffered: "Instalments are offered for the bootcamp only.",
    providerUnavailable:
      "The payment service did not answer in time. Nothing was charged; please try again in a moment.",
    providerRefused:
      "The payment service could not start this payment. Nothing was charged; please start the checkout again.",
    authenticationFailed:
      "The card's authentication failed. Nothing was charged; try again or use another card.",
    webhookSignatureInvalid: "Invalid signature",
  } as const,
  checkoutPageMessages,
  testPaymentMessages,
);

/** "AIL-000123": the order number people see on pages, receipts and mails. */
export function orderNumberLabel(number: number): string {
  return `AIL-${String(number).padStart(6, "0")}`;
}
