import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { sameSeat } from "#server/db/same-seat-sql.ts";
import { batches } from "#server/db/schema/catalog.ts";
import { orderInstalments, orders, payments } from "#server/db/schema/checkout.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import type { ProviderName } from "#server/providers/payments/payment-provider.ts";
import type { PaymentRow } from "./orders-repository.ts";
import { claimEvent, type EventRecord, finishEvent } from "./payment-events-repository.ts";
import type { Tx } from "./seat-holds-repository.ts";

/** The outcome of a refund event that came before its payment; fulfilment looks for it. */
export const deferredRefundOutcome = "deferred: payment not recorded yet";

/**
 * Applies what a provider says was refunded on a charge (the total so far); idempotent. Exported for
 * fulfilment, which applies a refund that arrived before its payment.
 */
export async function applyRefund(tx: Tx, payment: PaymentRow, refundedTotalCents: number, at: Date) {
  const refunded = Math.min(payment.amountCents, Math.max(payment.refundedAmountCents, refundedTotalCents));
  if (refunded === payment.refundedAmountCents) return false;
  const full = refunded >= payment.amountCents;
  await tx
    .update(payments)
    .set({ refundedAmountCents: refunded, status: full ? "refunded" : "succeeded", refundedAt: at })
    .where(eq(payments.id, payment.id));
  if (full) {
    await tx
      .update(orderInstalments)
      .set({ status: "refunded" })
      .where(
        and(
          eq(orderInstalments.orderId, payment.orderId),
          eq(orderInstalments.number, payment.instalmentNumber),
        ),
      );
  }
  // The order is refunded when none of its money is kept: its seat goes back and the enrollment ends.
  const [kept] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.orderId, payment.orderId), eq(payments.status, "succeeded")));
  if ((kept?.count ?? 0) > 0) return true;
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for("update");
  if (!order || order.status === "refunded") return true;
  const wasPaid = order.status === "paid";
  await tx
    .update(orders)
    .set({ status: "refunded", refundedAt: at, updatedAt: at })
    .where(eq(orders.id, order.id));
  if (wasPaid && order.batchId) {
    await tx
      .update(batches)
      .set({ seatsTaken: sql`greatest(${batches.seatsTaken} - 1, 0)` })
      .where(eq(batches.id, order.batchId));
  }
  if (wasPaid) {
    await tx
      .update(enrollments)
      .set({ status: "cancelled", updatedAt: at })
      .where(and(...sameSeat(enrollments, order)));
  }
  return true;
}

export function createRefundsRepository(db: Database) {
  return {
    /**
     * A refund reported by the provider (webhook) or made by us (admin refund): the total refunded on the
     * charge. Before the payment is known (events out of order) it is kept and applied at fulfilment.
     */
    async recordRefund(
      event: EventRecord | null,
      provider: ProviderName,
      providerPaymentId: string,
      refundedTotalCents: number,
      now: Date,
    ): Promise<"duplicate" | "refunded" | "unchanged" | "deferred"> {
      return db.transaction(async (tx) => {
        if (event && !(await claimEvent(tx, event))) return "duplicate";
        const [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
          .for("update");
        let outcome: "refunded" | "unchanged" | "deferred";
        if (!payment) outcome = "deferred";
        else outcome = (await applyRefund(tx, payment, refundedTotalCents, now)) ? "refunded" : "unchanged";
        if (event) {
          await finishEvent(tx, event, {
            orderId: payment?.orderId ?? null,
            outcome: outcome === "deferred" ? deferredRefundOutcome : outcome,
          });
        }
        return outcome;
      });
    },
  };
}
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
