import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { batches } from "#server/db/schema/catalog.ts";
import { coupons, orderInstalments, orders, paymentEvents, payments } from "#server/db/schema/checkout.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import { createMailRepository, type NewMail } from "#server/modules/mail/repository.ts";
import type { ProviderName } from "#server/providers/payments/payment-provider.ts";
import { claimEvent, type EventRecord, finishEvent } from "./payment-events-repository.ts";
import { applyRefund, deferredRefundOutcome } from "./refunds-repository.ts";
import { batchWithAvailability } from "./seat-holds-repository.ts";

/** The seat an order held was gone when the payment came to take it (seats cut meanwhile): roll back. */
class SeatGoneError extends Error {}

export type RecordedPayment = {
  orderId: string;
  provider: ProviderName;
  providerPaymentId: string;
  amountCents: number;
  currency: string;
  method: string;
  instalmentNumber: number;
  receiptNumber: string;
  paidAt: Date;
};

// What the provider's payment events change, each in one transaction with the event's record, so an event
// is acted on once or not at all.
export function createFulfilmentRepository(db: Database) {
  return {
    /**
     * Fulfilment, in one transaction: the event is recorded (a duplicate stops here), the order becomes
     * paid, the payment is recorded, the instalment marked, the seat taken, the enrollment created, the
     * coupon counted and the confirmation mail (with its receipt) queued. Calling it again for the same
     * payment changes nothing. Answers what happened. A held seat is taken as the last write (the batch row
     * is then locked only until the commit); found gone there, the transaction is rolled back and run
     * again as a payment without a seat.
     */
    async fulfil(
      event: EventRecord,
      payment: RecordedPayment,
      mail: NewMail,
      now: Date,
    ): Promise<"duplicate" | "fulfilled" | "instalment-paid" | "already-paid" | "no-seat" | "unknown-order"> {
      try {
        return await fulfilOnce(false);
      } catch (error) {
        if (!(error instanceof SeatGoneError)) throw error;
        // Nothing of the first attempt stayed: this time the payment goes the way of a late one.
        return fulfilOnce(true);
      }

      function fulfilOnce(seatGone: boolean) {
        return db.transaction(async (tx) => {
          if (!(await claimEvent(tx, event))) return "duplicate";
          const finish = (outcome: string) => finishEvent(tx, event, { outcome });

          const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for("update");
          if (!order) {
            await finish("ignored: unknown order");
            return "unknown-order";
          }
          const [existing] = await tx
            .select({ id: payments.id })
            .from(payments)
            .where(
              and(
                eq(payments.provider, payment.provider),
                eq(payments.providerPaymentId, payment.providerPaymentId),
              ),
            );
          if (existing) {
            await finish("already recorded");
            return "already-paid";
          }

          const firstPayment = payment.instalmentNumber === 1;
          if (firstPayment && order.status === "paid") {
            await finish("already paid");
            return "already-paid";
          }
          // A live hold of this order reserved the seat: it is taken at the end (below), so the batch row,
          // which every seat decision of a sale locks, is held only from there to the commit. (A payment
          // landing in the very moment its hold runs out may meet a buyer who was just given that seat:
          // the seat goes to whichever takes it first, and the other payment is refunded, as a late one.)
          const holding =
            firstPayment &&
            order.batchId !== null &&
            order.status === "pending" &&
            order.seatHeldUntil !== null &&
            order.seatHeldUntil > now;
          if (firstPayment && order.batchId && (!holding || seatGone)) {
            // The hold ran out: a seat must still be free, decided under the batch's lock before anything.
            const batch = await batchWithAvailability(tx, order.batchId, now, {
              lock: true,
              exceptOrderId: order.id,
            });
            if (seatGone || !batch || batch.seatsAvailable < 1 || batch.seatsTaken >= batch.seatsTotal) {
              await tx.insert(payments).values({ ...payment, status: "succeeded" });
              await tx
                .update(orders)
                .set({
                  status: "failed",
                  lastError: "The batch filled up before the payment arrived; the payment is refunded.",
                  seatHeldUntil: null,
                  providerSessionUrl: null,
                  updatedAt: now,
                })
                .where(eq(orders.id, order.id));
              await finish("no seat: refund due");
              return "no-seat";
            }
            await tx
              .update(batches)
              .set({ seatsTaken: sql`${batches.seatsTaken} + 1` })
              .where(eq(batches.id, order.batchId));
          }

          await tx.insert(payments).values({ ...payment, status: "succeeded" });
          await tx
            .update(orderInstalments)
            .set({ status: "paid", paidAt: payment.paidAt })
            .where(
              and(
                eq(orderInstalments.orderId, order.id),
                eq(orderInstalments.number, payment.instalmentNumber),
              ),
            );
          if (firstPayment) {
            await tx
              .update(orders)
              .set({
                status: "paid",
                paidAt: payment.paidAt,
                seatHeldUntil: null,
                providerSessionUrl: null,
                lastError: null,
                updatedAt: now,
              })
              .where(eq(orders.id, order.id));
            if (order.couponId) {
              await tx
                .update(coupons)
                .set({ usedCount: sql`${coupons.usedCount} + 1` })
                .where(eq(coupons.id, order.couponId));
            }
          }
          await createMailRepository(tx as unknown as Database).insert(mail, now);
          // The seat, then the enrollment: the enrollment's reference to the batch share-locks its row, and
          // asking for the update lock on a row this transaction already shares, while an order waits for
          // that row, is a deadlock. Taken first, the batch row is this transaction's until the commit.
          if (holding && !seatGone && order.batchId) {
            const taken = await tx
              .update(batches)
              .set({ seatsTaken: sql`${batches.seatsTaken} + 1` })
              .where(and(eq(batches.id, order.batchId), sql`${batches.seatsTaken} < ${batches.seatsTotal}`))
              .returning({ id: batches.id });
            if (taken.length === 0) throw new SeatGoneError();
          }
          if (firstPayment) {
            // The unique index is on an expression (a missing batch counts as one value), which Drizzle's
            // conflict target cannot name; a refunded-then-rebought seat reactivates the same row.
            await tx.execute(sql`
              insert into ${enrollments} (user_id, course_id, batch_id, status, progress)
              values (${order.userId}, ${order.courseId}, ${order.batchId}, 'active', 0)
              on conflict (user_id, course_id, coalesce(batch_id, '00000000-0000-0000-0000-000000000000'::uuid))
              do update set status = 'active', updated_at = ${now}`);
          }

          // A refund event that arrived before this payment (out of order) applies now.
          const [early] = await tx
            .select({ amountCents: sql<number | null>`max(${paymentEvents.amountCents})` })
            .from(paymentEvents)
            .where(
              and(
                eq(paymentEvents.provider, payment.provider),
                eq(paymentEvents.providerPaymentId, payment.providerPaymentId),
                eq(paymentEvents.outcome, deferredRefundOutcome),
              ),
            );
          if (early?.amountCents) {
            const [recordedPayment] = await tx
              .select()
              .from(payments)
              .where(
                and(
                  eq(payments.provider, payment.provider),
                  eq(payments.providerPaymentId, payment.providerPaymentId),
                ),
              );
            if (recordedPayment) await applyRefund(tx, recordedPayment, early.amountCents, now);
          }
          await finish(firstPayment ? "fulfilled" : `instalment ${payment.instalmentNumber} paid`);
          return firstPayment ? "fulfilled" : "instalment-paid";
        });
      }
    },

    /** A failed asynchronous payment: the order fails and its seat is released. */
    async failOrder(
      event: EventRecord,
      orderId: string,
      message: string,
      now: Date,
    ): Promise<"duplicate" | "failed" | "unchanged"> {
      return db.transaction(async (tx) => {
        if (!(await claimEvent(tx, event))) return "duplicate";
        const changed = await tx
          .update(orders)
          .set({
            status: "failed",
            lastError: message,
            seatHeldUntil: null,
            providerSessionUrl: null,
            updatedAt: now,
          })
          .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
          .returning({ id: orders.id });
        const outcome = changed.length > 0 ? "failed" : "unchanged";
        await finishEvent(tx, event, {
          outcome: outcome === "failed" ? "order failed" : "ignored: order not pending",
        });
        return outcome;
      });
    },
  };
}
export type FulfilmentRepository = ReturnType<typeof createFulfilmentRepository>;
