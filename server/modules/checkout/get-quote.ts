import { bootcampCourseSlug } from "#contracts/admissions-text.ts";
import type { Quote, QuoteQuery } from "#contracts/checkout.ts";
import { formatUsd } from "#contracts/money.ts";
import { toBatchDto } from "./order-dto.ts";
import { couponLabel } from "./pricing.ts";
import { type PurchaseReads, pricePurchase, resolvePurchase } from "./resolve-purchase.ts";

/** The price of a cart (course, batch, coupon, plan) as the checkout page shows it; holds nothing. */
export async function getQuote(deps: PurchaseReads & { now: () => Date }, query: QuoteQuery): Promise<Quote> {
  const at = deps.now();
  const purchase = await resolvePurchase(
    deps,
    { course: query.course, batch: query.batch ?? null, coupon: query.coupon, offer: query.offer },
    at,
  );
  const { course, batch } = purchase;
  // Only the bootcamp is sold in instalments; any other course quotes the full price.
  const requiresAdmission = course.slug === bootcampCourseSlug;
  const plan = requiresAdmission ? query.plan : "full";
  const price = pricePurchase(purchase, plan, at);
  return {
    course: {
      slug: course.slug,
      title: course.title,
      format: course.format,
      durationWeeks: course.durationWeeks,
      imagePath: course.imagePath,
    },
    batch: batch ? toBatchDto(batch) : null,
    plan,
    earlyBird: price.earlyBird,
    price: {
      listPriceCents: price.listPriceCents,
      earlyBirdDiscountCents: price.earlyBirdDiscountCents,
      couponDiscountCents: price.couponDiscountCents,
      totalCents: price.totalCents,
      currency: course.currency,
    },
    coupon: price.coupon ? { code: price.coupon.code, label: couponLabel(price.coupon, formatUsd) } : null,
    couponError: price.couponError,
    instalments: price.instalments,
    soldOut: batch !== null && batch.seatsAvailable < 1,
    requiresAdmission,
  };
}
