import { checkoutLimits, paymentPlanLabels } from "#contracts/checkout-text.ts";
import type { OrderDetails } from "./orders-repository.ts";

// Server-side words for a purchase in the provider's session, mails and receipts (the pages have their
// own, app/features/banner).
type BatchFacts = { type: string; startDate: string; schedule: string } | null;

export function batchWords(batch: BatchFacts): string {
  if (!batch) return "self-paced";
  const type = batch.type === "weekend" ? "Weekend" : batch.type === "fast_track" ? "Fast-track" : "Regular";
  return `${type} batch starting ${batch.startDate} (${batch.schedule})`;
}

/** "Machine Learning Foundations, Weekend batch starting 2027-01-09 (Sat & Sun, 10:00-13:00)" */
export function describePurchase(courseTitle: string, batch: BatchFacts): string {
  return `${courseTitle}, ${batchWords(batch)}`;
}

/** "Pay in full" or "Instalment 2 of 3". */
export function planLabelOf(
  order: Pick<OrderDetails, "plan" | "instalments">,
  instalmentNumber: number,
): string {
  return order.plan === "instalments"
    ? `Instalment ${instalmentNumber} of ${order.instalments.length || checkoutLimits.instalmentCount}`
    : paymentPlanLabels.full;
}
