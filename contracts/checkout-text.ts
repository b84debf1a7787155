// Checkout and payments: constants, labels and messages without zod, so the checkout pages, the success
// pages and the payments tables stay light. The zod schemas of the same calls are in checkout.ts.

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

/** The built-in test provider's cards (shown on its hosted page). */
export const testCards = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  requiresAuthentication: "4000 0025 0000 3155",
} as const;

/** PAYMENTS_PROVIDER=none: checkout's 503 and what the course and checkout pages say instead of selling. */
export function paymentsUnavailableMessage(email: string): string {
  return `Online payment is not available yet: please contact admissions at ${email}`;
}

export const checkoutMessages = {
  courseNotFound: "We couldn't find that course.",
  batchNotFound: "That batch is not open for enrollment. Please pick another date.",
  batchRequired: "Please choose a batch.",
  soldOut: "This batch is sold out. Please pick another date.",
  couponInvalid: "This coupon code is not valid.",
  couponExpired: "This coupon has expired.",
  couponNotYetValid: "This coupon is not valid yet.",
  couponUsedUp: "This coupon has been fully redeemed.",
  couponWrongCourse: "This coupon does not apply to this course.",
  couponTooLong: "Coupon codes are at most 40 characters.",
  alreadyEnrolled: "You are already enrolled in this course and batch.",
  bootcampNeedsAdmission: "The AI Engineering bootcamp admits by application. Apply first, then enroll.",
  bootcampNotEligible:
    "Your bootcamp application has not been accepted yet. We will email you as soon as it is reviewed.",
  planNotOffered: "Instalments are offered for the bootcamp only.",
  orderNotFound: "We couldn't find that order.",
  orderNotPayable: "This order can no longer be paid. Please start a new checkout.",
  holdExpired: "Your seat reservation expired. Please start the checkout again.",
  providerUnavailable:
    "The payment service did not answer in time. Nothing was charged; please try again in a moment.",
  providerRefused:
    "The payment service could not start this payment. Nothing was charged; please start the checkout again.",
  cardDeclined: "Your card was declined. Nothing was charged; try another card.",
  authenticationFailed:
    "The card's authentication failed. Nothing was charged; try again or use another card.",
  cardNumberInvalid: "Enter a valid card number.",
  expiryInvalid: "Enter the expiry as MM/YY, in the future.",
  cvcInvalid: "Enter the 3 or 4 digit security code.",
  nameRequired: "Enter the name on the card.",
  testCardOnly: "Test mode takes only the test cards listed on this page.",
  sessionNotFound: "This payment page has expired or does not exist.",
  sessionComplete: "This payment is already complete.",
  webhookSignatureInvalid: "Invalid signature",
} as const;

/** "AIL-000123": the order number people see on pages, receipts and mails. */
export function orderNumberLabel(number: number): string {
  return `AIL-${String(number).padStart(6, "0")}`;
}
