import { checkoutMessages, type PaymentPlan } from "#contracts/checkout-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { CouponsRepository } from "./coupons-repository.ts";
import type { CoursesRepository } from "./courses-repository.ts";
import { priceOrder } from "./pricing.ts";
import type { CheckoutBatchRow, SeatHoldsRepository } from "./seat-holds-repository.ts";

/** A waitlist offer's link, checked (the batches module signs them, decision 0045). */
export type WaitlistOffer = { offerId: string; batchId: string; expiresAt: Date };
export type WaitlistOfferReader = {
  /** The live offer a link's token names, or null (forged, lapsed, claimed or removed). */
  verify: (token: string, at: Date) => Promise<WaitlistOffer | null>;
};

export type PurchaseReads = {
  courses: Pick<CoursesRepository, "findCourse">;
  seatHolds: Pick<SeatHoldsRepository, "findBatch">;
  coupons: CouponsRepository;
  /** Absent in a checkout made without the batches module (tests): every offer link is refused. */
  waitlistOffers?: WaitlistOfferReader;
};

/**
 * Everything a price depends on, read and checked; throws the buyer-facing error. The quote and the
 * order both start here, so the page never shows a price the order would not take.
 */
export async function resolvePurchase(
  deps: PurchaseReads,
  input: { course: string; batch: string | null; coupon?: string; offer?: string },
  at: Date,
) {
  const course = await deps.courses.findCourse(input.course);
  if (!course?.published) throw new HttpError(404, checkoutMessages.courseNotFound, "course");
  let batch: CheckoutBatchRow | null = null;
  let offer: WaitlistOffer | null = null;
  if (input.offer) {
    // A forged, lapsed or used link, or one for another batch, is refused: never a silent full-price sale.
    offer = (await deps.waitlistOffers?.verify(input.offer, at)) ?? null;
    if (!offer || offer.batchId !== input.batch)
      throw new HttpError(403, checkoutMessages.offerInvalid, "offer");
  }
  if (input.batch) {
    const found = await deps.seatHolds.findBatch(input.batch, at, offer?.offerId);
    const today = at.toISOString().slice(0, 10);
    // Drafts, closed and cancelled batches are not for sale (decision 0045).
    if (!found || found.courseId !== course.id || found.startDate <= today || found.status !== "open") {
      throw new HttpError(404, checkoutMessages.batchNotFound, "batchId");
    }
    batch = found;
  } else if (course.format !== "self_paced") {
    throw new HttpError(400, checkoutMessages.batchRequired, "batchId");
  }
  const coupon = input.coupon ? await deps.coupons.findCoupon(input.coupon, at) : undefined;
  return {
    course,
    batch,
    coupon,
    offer,
    unknownCouponCode: input.coupon && !coupon ? input.coupon : undefined,
  };
}

export type Purchase = Awaited<ReturnType<typeof resolvePurchase>>;

/** The resolved purchase priced for `plan` at `at`: one call, so the quote and the order agree. */
export function pricePurchase(purchase: Purchase, plan: PaymentPlan, at: Date) {
  const { course, batch, coupon, unknownCouponCode } = purchase;
  return priceOrder({
    courseId: course.id,
    course,
    batch,
    coupon: coupon ?? null,
    unknownCouponCode,
    plan,
    now: at,
  });
}
