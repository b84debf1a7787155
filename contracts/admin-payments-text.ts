// The admin's Payments and Coupons screens: labels, limits and messages without zod, so components and
// tests can share them without the schemas. The zod schemas of the same calls are in admin-payments.ts.

export const couponKinds = ["percent", "fixed"] as const;
export type CouponKind = (typeof couponKinds)[number];

export const couponKindLabels: Record<CouponKind, string> = {
  percent: "Percentage",
  fixed: "Fixed amount",
};

export const adminPaymentsLimits = {
  ordersPageSize: 20,
  /** The revenue table covers this many months, the current one included. */
  revenueMonths: 12,
  couponCodeMin: 3,
  couponCodeMax: 40,
  percentMax: 100,
  /** A fixed discount above this (cents) is surely a typo: no course costs that much. */
  fixedMaxCents: 10_000_000,
  maxUsesMax: 1_000_000,
} as const;

export const adminPaymentsMessages = {
  loadOrdersFailed: "Failed to load orders",
  loadRevenueFailed: "Failed to load revenue",
  loadCouponsFailed: "Failed to load coupons",
  noOrders: "No orders match these filters.",
  noOrdersYet: "No orders yet.",
  noCoupons: "No coupons yet. Create the first one above.",
  orderNotFound: "We couldn't find that order.",
  refunded: "Order refunded",
  refundFailed: "The refund did not go through",
  statusInvalid: "Status must be pending, paid, failed, expired, refunded or cancelled.",
  courseInvalid: "Choose a course from the list.",
  pageInvalid: "Page must be a whole number, 1 or more.",
  pageSizeInvalid: "Page size must be a whole number from 1 to 100.",
  codeRequired: "Enter a code.",
  codeInvalid: "Codes are 3 to 40 letters, digits, dashes or underscores.",
  codeTaken: "A coupon with this code already exists.",
  kindInvalid: "Choose percentage or fixed amount.",
  valueRequired: "Enter the discount.",
  percentInvalid: "A percentage is a whole number from 1 to 100.",
  fixedInvalid: "Enter an amount above $0.00, in dollars and cents.",
  dateInvalid: "Enter a valid date.",
  untilBeforeFrom: "The end of the validity must be after its start.",
  maxUsesInvalid: "Maximum uses must be a whole number, 1 or more (leave it empty for unlimited).",
  maxUsesBelowUsed: "Maximum uses can't be below the number of times the coupon was used already.",
  couponNotFound: "That coupon no longer exists.",
  nothingToChange: "Change at least one field.",
  couponCreated: "Coupon created",
  couponSaved: "Coupon saved",
  couponSaveFailed: "Could not save the coupon",
} as const;

/** "25% off" or "$50 off": how a coupon's discount reads in lists. */
export function couponDiscountLabel(kind: CouponKind, value: number): string {
  if (kind === "percent") return `${value}% off`;
  const dollars = Math.floor(value / 100);
  const cents = value % 100;
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `$${cents === 0 ? grouped : `${grouped}.${String(cents).padStart(2, "0")}`} off`;
}

/** "12.50" (dollars, as typed in the form) to 1250 cents; null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** What the refund call answers when it cannot refund (the admin screen shows it in its dialog). */
export const refundMessages = {
  notAllowed: "Only paid orders can be refunded.",
  providerFailed: "The payment service could not refund this order. Nothing changed; try again.",
  withoutProvider:
    "Online payment is switched off (PAYMENTS_PROVIDER=none), so refunds cannot go through here. Refund the charge at the payment provider.",
} as const;
