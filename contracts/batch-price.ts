import { earlyBirdDeadline } from "./catalog-text.ts";

// What one batch costs on a given day (decision 0045), shared by the course page (server/modules/catalog) and
// the checkout's pricing (server/modules/checkout/pricing.ts), so the page never shows a price the order
// would not take. Zod-free: pages may import it. Money in integer cents.

export type PricedCourseFacts = { priceCents: number; earlyBirdPriceCents: number | null };
export type PricedBatchFacts = {
  startDate: string;
  /** The admin's deadline; null: the default, start minus 30 days (SPEC.md section 9). */
  earlyBirdDeadline?: string | null;
  /** The admin's price for this batch instead of the course's list price. */
  priceOverrideCents?: number | null;
};

/** The last day the early-bird price is NOT offered begins at this date (YYYY-MM-DD, UTC). */
export function batchEarlyBirdDeadline(batch: PricedBatchFacts): string {
  return batch.earlyBirdDeadline ?? earlyBirdDeadline(batch.startDate);
}

/** Early bird holds until the deadline day begins (UTC), as the default rule always did. */
export function isBeforeDeadline(deadline: string, now: Date): boolean {
  const at = Date.parse(`${deadline.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(at) && now.getTime() < at;
}

/**
 * The batch's list price (its override, else the course's), and its price today: the course's early-bird
 * price while the deadline has not come, when that is lower than the list price.
 */
export function batchPriceAt(course: PricedCourseFacts, batch: PricedBatchFacts, now: Date) {
  const listPriceCents = batch.priceOverrideCents ?? course.priceCents;
  const early = course.earlyBirdPriceCents;
  const earlyBird =
    early !== null && early < listPriceCents && isBeforeDeadline(batchEarlyBirdDeadline(batch), now);
  return { listPriceCents, earlyBird, priceCents: earlyBird && early !== null ? early : listPriceCents };
}
