import { batchPriceAt } from "#contracts/batch-price.ts";
import { checkoutLimits, checkoutMessages, type PaymentPlan } from "#contracts/checkout-text.ts";

// The one place prices are computed: the quote the page shows and the order the buyer pays come from
// this function, on the server, so a coupon or an early-bird price can never be applied by the browser.
// Money is integer cents throughout; percentages round half up to the cent.

export type PricedCourse = { priceCents: number; earlyBirdPriceCents: number | null; currency: string };
export type PricedBatch = {
  startDate: string;
  earlyBirdDeadline?: string | null;
  priceOverrideCents?: number | null;
} | null;
export type PricedCoupon = {
  id: string;
  code: string;
  kind: "percent" | "fixed";
  value: number;
  courseId: string | null;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  /** Paid uses plus live seat holds that carry this coupon. */
  usesCounted: number;
  active: boolean;
};

export type PriceResult = {
  earlyBird: boolean;
  listPriceCents: number;
  earlyBirdDiscountCents: number;
  couponDiscountCents: number;
  totalCents: number;
  /** The coupon that applied, or null (none given, or refused: see couponError). */
  coupon: PricedCoupon | null;
  couponError: string | null;
  instalments: { number: number; dueDate: string; amountCents: number }[];
};

/** Why a coupon does not apply to this course now; null when it does. */
export function couponProblem(coupon: PricedCoupon, courseId: string, now: Date): string | null {
  if (!coupon.active) return checkoutMessages.couponInvalid;
  if (coupon.validFrom && now < coupon.validFrom) return checkoutMessages.couponNotYetValid;
  if (coupon.validUntil && now >= coupon.validUntil) return checkoutMessages.couponExpired;
  if (coupon.courseId && coupon.courseId !== courseId) return checkoutMessages.couponWrongCourse;
  if (coupon.maxUses !== null && coupon.usesCounted >= coupon.maxUses) return checkoutMessages.couponUsedUp;
  return null;
}

/** Percent of an amount in cents, rounded half up (integer arithmetic: no float drift). */
export function percentOf(amountCents: number, percent: number): number {
  return Math.floor((amountCents * percent + 50) / 100);
}

/** Adds whole months to a 'YYYY-MM-DD' day, clamping to the month's last day (Jan 31 + 1 month = Feb 28). */
export function addMonths(isoDay: string, months: number): string {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * Splits a total into `count` monthly payments: equal cents, the remainder on the first, so they add up
 * exactly. The first is due today (charged at checkout), the next ones a month apart.
 */
export function instalmentSchedule(totalCents: number, count: number, today: string) {
  const base = Math.floor(totalCents / count);
  const remainder = totalCents - base * count;
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    dueDate: addMonths(today, index),
    amountCents: base + (index === 0 ? remainder : 0),
  }));
}

export function priceOrder(input: {
  courseId: string;
  course: PricedCourse;
  batch: PricedBatch;
  coupon: PricedCoupon | null;
  /** The code the buyer typed that matched no coupon. */
  unknownCouponCode?: string;
  plan: PaymentPlan;
  now: Date;
}): PriceResult {
  const { course, batch, now } = input;
  // A batch's price override replaces the list price; the early-bird price holds until the batch's
  // deadline (its own, or start minus 30 days) when it is lower (contracts/batch-price.ts).
  const batchPrice = batch ? batchPriceAt(course, batch, now) : null;
  const listPriceCents = batchPrice?.listPriceCents ?? course.priceCents;
  const earlyBird = batchPrice?.earlyBird ?? false;
  const earlyBirdDiscountCents = batchPrice ? listPriceCents - batchPrice.priceCents : 0;
  const afterEarlyBird = listPriceCents - earlyBirdDiscountCents;

  let coupon: PricedCoupon | null = null;
  let couponError: string | null = input.unknownCouponCode ? checkoutMessages.couponInvalid : null;
  let couponDiscountCents = 0;
  if (input.coupon) {
    couponError = couponProblem(input.coupon, input.courseId, now);
    if (!couponError) {
      coupon = input.coupon;
      const off =
        coupon.kind === "percent"
          ? percentOf(afterEarlyBird, coupon.value)
          : Math.min(coupon.value, afterEarlyBird);
      couponDiscountCents = Math.min(off, afterEarlyBird);
    }
  }

  const totalCents = afterEarlyBird - couponDiscountCents;
  const today = now.toISOString().slice(0, 10);
  const count = input.plan === "instalments" ? checkoutLimits.instalmentCount : 1;
  return {
    earlyBird,
    listPriceCents,
    earlyBirdDiscountCents,
    couponDiscountCents,
    totalCents,
    coupon,
    couponError,
    instalments: instalmentSchedule(totalCents, count, today),
  };
}

/** "20% off" or "$100 off", for the summary line of an applied coupon. */
export function couponLabel(
  coupon: Pick<PricedCoupon, "kind" | "value">,
  formatMoney: (cents: number) => string,
) {
  return coupon.kind === "percent" ? `${coupon.value}% off` : `${formatMoney(coupon.value)} off`;
}
