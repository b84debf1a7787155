import { and, asc, desc, eq, gt, inArray, isNotNull, lte, ne, sql } from "drizzle-orm";
import type { OrderStatus, PaymentPlan } from "../../../contracts/checkout-text.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { bootcampApplications } from "../../db/schema/admissions.ts";
import { batches, courses } from "../../db/schema/catalog.ts";
import { enrollments } from "../../db/schema/enrollments.ts";
import { coupons, orderInstalments, orders, paymentEvents, payments } from "../../db/schema/payments.ts";
import { siteSettings } from "../../db/schema/settings.ts";
import type { ProviderName } from "../../providers/payments/payment-provider.ts";
import { createMailRepository, type NewMail } from "../mail/repository.ts";
import type { PricedCoupon } from "./pricing.ts";

export type CheckoutCourse = {
  id: string;
  slug: string;
  title: string;
  format: string;
  durationWeeks: number;
  priceCents: number;
  earlyBirdPriceCents: number | null;
  currency: string;
  imagePath: string | null;
  published: boolean;
};

export type CheckoutBatchRow = {
  id: string;
  courseId: string;
  type: string;
  startDate: string;
  schedule: string;
  seatsTotal: number;
  seatsTaken: number;
  /** Seats left after paid seats and live holds (holds of `exceptOrderId` not counted). */
  seatsAvailable: number;
};

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type InstalmentRow = typeof orderInstalments.$inferSelect;

export type OrderDetails = OrderRow & {
  course: { slug: string; title: string };
  batch: { id: string; type: string; startDate: string; schedule: string } | null;
  buyer: { name: string; email: string };
  instalments: InstalmentRow[];
  payments: PaymentRow[];
};

export type NewOrder = {
  userId: string;
  kind: "course" | "bootcamp";
  courseId: string;
  batchId: string | null;
  plan: PaymentPlan;
  listPriceCents: number;
  earlyBirdDiscountCents: number;
  couponId: string | null;
  couponCode: string | null;
  couponDiscountCents: number;
  totalCents: number;
  currency: string;
  provider: ProviderName;
  seatHeldUntil: Date;
  instalments: { number: number; dueDate: string; amountCents: number }[];
};

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

export type EventRecord = {
  provider: ProviderName;
  eventId: string;
  type: string;
  createdAt: Date;
  orderId: string | null;
  providerPaymentId: string | null;
  amountCents: number | null;
  outcome: string;
  payload: unknown;
};

export class SoldOutError extends Error {}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Live holds on a batch: pending orders whose seat reservation has not run out. */
function liveHolds(tx: Database | Tx, batchId: string, now: Date, exceptOrderId?: string) {
  const conditions = [
    eq(orders.batchId, batchId),
    eq(orders.status, "pending"),
    gt(orders.seatHeldUntil, now),
  ];
  if (exceptOrderId) conditions.push(ne(orders.id, exceptOrderId));
  return tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(...conditions));
}

export function createCheckoutRepository(db: Database) {
  async function batchWithAvailability(
    tx: Database | Tx,
    batchId: string,
    now: Date,
    options: { lock?: boolean; exceptOrderId?: string } = {},
  ): Promise<CheckoutBatchRow | undefined> {
    const query = tx
      .select({
        id: batches.id,
        courseId: batches.courseId,
        type: batches.type,
        startDate: batches.startDate,
        schedule: batches.schedule,
        seatsTotal: batches.seatsTotal,
        seatsTaken: batches.seatsTaken,
      })
      .from(batches)
      .where(eq(batches.id, batchId));
    // FOR UPDATE serialises every seat decision on one batch across connections (PostgreSQL); PGlite has
    // one connection, where transactions already run one at a time.
    const [row] = options.lock ? await query.for("update") : await query;
    if (!row) return undefined;
    const [held] = await liveHolds(tx, batchId, now, options.exceptOrderId);
    return { ...row, seatsAvailable: Math.max(0, row.seatsTotal - row.seatsTaken - (held?.count ?? 0)) };
  }

  async function details(tx: Database | Tx, rows: OrderRow[]): Promise<OrderDetails[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [courseRows, batchRows, buyerRows, instalmentRows, paymentRows] = await Promise.all([
      tx
        .select({ id: courses.id, slug: courses.slug, title: courses.title })
        .from(courses)
        .where(inArray(courses.id, [...new Set(rows.map((row) => row.courseId))])),
      tx
        .select({
          id: batches.id,
          type: batches.type,
          startDate: batches.startDate,
          schedule: batches.schedule,
        })
        .from(batches)
        .where(
          inArray(batches.id, [
            ...new Set(
              rows.flatMap((row) => (row.batchId ? [row.batchId] : ["00000000-0000-0000-0000-000000000000"])),
            ),
          ]),
        ),
      tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))])),
      tx
        .select()
        .from(orderInstalments)
        .where(inArray(orderInstalments.orderId, ids))
        .orderBy(asc(orderInstalments.number)),
      tx.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.paidAt)),
    ]);
    const courseById = new Map(courseRows.map((row) => [row.id, row]));
    const batchById = new Map(batchRows.map((row) => [row.id, row]));
    const buyerById = new Map(buyerRows.map((row) => [row.id, row]));
    return rows.map((row) => {
      const course = courseById.get(row.courseId);
      const buyer = buyerById.get(row.userId);
      return {
        ...row,
        course: { slug: course?.slug ?? "", title: course?.title ?? "" },
        batch: row.batchId ? (batchById.get(row.batchId) ?? null) : null,
        buyer: { name: buyer?.name ?? "", email: buyer?.email ?? "" },
        instalments: instalmentRows.filter((item) => item.orderId === row.id),
        payments: paymentRows.filter((item) => item.orderId === row.id),
      };
    });
  }

  /** Applies what a provider says was refunded on a charge (the total so far); idempotent. */
  async function applyRefund(tx: Tx, payment: PaymentRow, refundedTotalCents: number, at: Date) {
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
        .where(
          and(
            eq(enrollments.userId, order.userId),
            eq(enrollments.courseId, order.courseId),
            order.batchId ? eq(enrollments.batchId, order.batchId) : sql`${enrollments.batchId} is null`,
          ),
        );
    }
    return true;
  }

  return {
    async findCourse(slug: string): Promise<CheckoutCourse | undefined> {
      const [row] = await db
        .select({
          id: courses.id,
          slug: courses.slug,
          title: courses.title,
          format: courses.format,
          durationWeeks: courses.durationWeeks,
          priceCents: courses.priceCents,
          earlyBirdPriceCents: courses.earlyBirdPriceCents,
          currency: courses.currency,
          imagePath: courses.imagePath,
          published: courses.published,
        })
        .from(courses)
        .where(eq(courses.slug, slug));
      return row;
    },

    /** The batch with its seats left now; undefined when it does not exist. */
    findBatch(batchId: string, now: Date): Promise<CheckoutBatchRow | undefined> {
      return batchWithAvailability(db, batchId, now);
    },

    /** A course's batches that start after `today`, soonest first, with seats left. */
    async listUpcomingBatches(courseId: string, today: string, now: Date): Promise<CheckoutBatchRow[]> {
      const rows = await db
        .select({ id: batches.id })
        .from(batches)
        .where(and(eq(batches.courseId, courseId), gt(batches.startDate, today)))
        .orderBy(asc(batches.startDate), asc(batches.type));
      const found = await Promise.all(rows.map((row) => batchWithAvailability(db, row.id, now)));
      return found.filter((row): row is CheckoutBatchRow => row !== undefined);
    },

    /** The coupon with its uses counted: paid uses plus live holds carrying it (so the last use is not sold twice). */
    async findCoupon(code: string, now: Date): Promise<PricedCoupon | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
      if (!row) return undefined;
      const [held] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.couponId, row.id), eq(orders.status, "pending"), gt(orders.seatHeldUntil, now)));
      return {
        id: row.id,
        code: row.code,
        kind: row.kind,
        value: row.value,
        courseId: row.courseId,
        validFrom: row.validFrom,
        validUntil: row.validUntil,
        maxUses: row.maxUses,
        usesCounted: row.usedCount + (held?.count ?? 0),
        active: row.active,
      };
    },

    async isEnrolled(userId: string, courseId: string, batchId: string | null): Promise<boolean> {
      const [row] = await db
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(
          and(
            eq(enrollments.userId, userId),
            eq(enrollments.courseId, courseId),
            batchId ? eq(enrollments.batchId, batchId) : sql`${enrollments.batchId} is null`,
            ne(enrollments.status, "cancelled"),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The buyer's pending order for the same seat whose hold is still live (a retry reuses it). */
    async findLivePendingOrder(userId: string, courseId: string, batchId: string | null, now: Date) {
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.courseId, courseId),
            batchId ? eq(orders.batchId, batchId) : sql`${orders.batchId} is null`,
            eq(orders.status, "pending"),
            gt(orders.seatHeldUntil, now),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Creates the pending order and its instalment plan, holding one seat until `seatHeldUntil`, and
     * cancels `replaceOrderId` (the buyer's earlier pending order for the same seat) in the same step.
     * Throws SoldOutError when no seat is left: the batch row is locked while seats are counted, so
     * concurrent checkouts for the last seat cannot both win.
     */
    async createOrderHoldingSeat(order: NewOrder, now: Date, replaceOrderId?: string): Promise<OrderRow> {
      return db.transaction(async (tx) => {
        if (replaceOrderId) {
          await tx
            .update(orders)
            .set({ status: "cancelled", seatHeldUntil: null, providerSessionUrl: null, updatedAt: now })
            .where(and(eq(orders.id, replaceOrderId), eq(orders.status, "pending")));
        }
        if (order.batchId) {
          const batch = await batchWithAvailability(tx, order.batchId, now, { lock: true });
          if (!batch || batch.seatsAvailable < 1) throw new SoldOutError();
        }
        const { instalments, ...values } = order;
        const [row] = await tx
          .insert(orders)
          .values({ ...values, status: "pending", createdAt: now, updatedAt: now })
          .returning();
        if (!row) throw new Error("order insert returned no row");
        await tx.insert(orderInstalments).values(
          instalments.map((item) => ({
            orderId: row.id,
            number: item.number,
            dueDate: item.dueDate,
            amountCents: item.amountCents,
          })),
        );
        return row;
      });
    },

    async setSession(orderId: string, sessionId: string, url: string, now: Date): Promise<void> {
      await db
        .update(orders)
        .set({ providerSessionId: sessionId, providerSessionUrl: url, updatedAt: now })
        .where(eq(orders.id, orderId));
    },

    async findOrder(orderId: string): Promise<OrderDetails | undefined> {
      const rows = await db.select().from(orders).where(eq(orders.id, orderId));
      const [found] = await details(db, rows);
      return found;
    },

    async listOrdersOfUser(userId: string): Promise<OrderDetails[]> {
      const rows = await db
        .select()
        .from(orders)
        // Orders that never reached the payment page are noise in a payment history.
        .where(and(eq(orders.userId, userId), isNotNull(orders.providerSessionId)))
        .orderBy(desc(orders.createdAt));
      return details(db, rows);
    },

    async findPaymentOfUser(paymentId: string, userId: string) {
      const [row] = await db
        .select({ payment: payments, orderUserId: orders.userId })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.id, paymentId), eq(orders.userId, userId)));
      if (!row) return undefined;
      const order = await this.findOrder(row.payment.orderId);
      return order ? { payment: row.payment, order } : undefined;
    },

    /** Whether this event was recorded already (duplicates and replays change nothing). */
    async hasEvent(provider: ProviderName, eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ eventId: paymentEvents.eventId })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
      return row !== undefined;
    },

    /** Records an event that changes nothing (ignored, unknown order); false when it was recorded before. */
    async recordEvent(event: EventRecord): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return rows.length > 0;
    },

    /**
     * Fulfilment, in one transaction: the event is recorded (a duplicate stops here), the order becomes
     * paid, the payment is recorded, the instalment marked, the seat taken, the enrollment created, the
     * coupon counted and the confirmation mail (with its receipt) queued. Calling it again for the same
     * payment changes nothing. Answers what happened.
     */
    async fulfil(
      event: EventRecord,
      payment: RecordedPayment,
      mail: NewMail,
      now: Date,
    ): Promise<"duplicate" | "fulfilled" | "instalment-paid" | "already-paid" | "no-seat" | "unknown-order"> {
      return db.transaction(async (tx) => {
        const recorded = await tx
          .insert(paymentEvents)
          .values({ ...event, outcome: "processing" })
          .onConflictDoNothing()
          .returning({ eventId: paymentEvents.eventId });
        if (recorded.length === 0) return "duplicate";
        const finish = async (outcome: string) => {
          await tx
            .update(paymentEvents)
            .set({ outcome })
            .where(and(eq(paymentEvents.provider, event.provider), eq(paymentEvents.eventId, event.eventId)));
        };

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
        if (firstPayment && order.batchId) {
          // A live hold of this order reserved the seat; after it ran out, a seat must still be free.
          const holding =
            order.status === "pending" && order.seatHeldUntil !== null && order.seatHeldUntil > now;
          const batch = await batchWithAvailability(tx, order.batchId, now, {
            lock: true,
            exceptOrderId: order.id,
          });
          if (!batch || (!holding && batch.seatsAvailable < 1) || batch.seatsTaken >= batch.seatsTotal) {
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
          // The unique index is on an expression (a missing batch counts as one value), which Drizzle's
          // conflict target cannot name; a refunded-then-rebought seat reactivates the same row.
          await tx.execute(sql`
            insert into ${enrollments} (user_id, course_id, batch_id, status, progress)
            values (${order.userId}, ${order.courseId}, ${order.batchId}, 'active', 0)
            on conflict (user_id, course_id, coalesce(batch_id, '00000000-0000-0000-0000-000000000000'::uuid))
            do update set status = 'active', updated_at = ${now}`);
          if (order.couponId) {
            await tx
              .update(coupons)
              .set({ usedCount: sql`${coupons.usedCount} + 1` })
              .where(eq(coupons.id, order.couponId));
          }
        }
        await createMailRepository(tx as unknown as Database).insert(mail, now);

        // A refund event that arrived before this payment (out of order) applies now.
        const [early] = await tx
          .select({ amountCents: sql<number | null>`max(${paymentEvents.amountCents})` })
          .from(paymentEvents)
          .where(
            and(
              eq(paymentEvents.provider, payment.provider),
              eq(paymentEvents.providerPaymentId, payment.providerPaymentId),
              eq(paymentEvents.outcome, "deferred: payment not recorded yet"),
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
    },

    /** A failed asynchronous payment: the order fails and its seat is released. */
    async failOrder(
      event: EventRecord,
      orderId: string,
      message: string,
      now: Date,
    ): Promise<"duplicate" | "failed" | "unchanged"> {
      return db.transaction(async (tx) => {
        const recorded = await tx
          .insert(paymentEvents)
          .values({ ...event, outcome: "processing" })
          .onConflictDoNothing()
          .returning({ eventId: paymentEvents.eventId });
        if (recorded.length === 0) return "duplicate";
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
        await tx
          .update(paymentEvents)
          .set({ outcome: outcome === "failed" ? "order failed" : "ignored: order not pending" })
          .where(and(eq(paymentEvents.provider, event.provider), eq(paymentEvents.eventId, event.eventId)));
        return outcome;
      });
    },

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
        if (event) {
          const recorded = await tx
            .insert(paymentEvents)
            .values({ ...event, outcome: "processing" })
            .onConflictDoNothing()
            .returning({ eventId: paymentEvents.eventId });
          if (recorded.length === 0) return "duplicate";
        }
        const [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
          .for("update");
        let outcome: "refunded" | "unchanged" | "deferred";
        if (!payment) outcome = "deferred";
        else outcome = (await applyRefund(tx, payment, refundedTotalCents, now)) ? "refunded" : "unchanged";
        if (event) {
          await tx
            .update(paymentEvents)
            .set({
              orderId: payment?.orderId ?? null,
              outcome: outcome === "deferred" ? "deferred: payment not recorded yet" : outcome,
            })
            .where(and(eq(paymentEvents.provider, event.provider), eq(paymentEvents.eventId, event.eventId)));
        }
        return outcome;
      });
    },

    /** Pending orders whose hold ran out become 'expired' (their seats already count as free). */
    async expireHolds(now: Date): Promise<number> {
      const rows = await db
        .update(orders)
        .set({ status: "expired", seatHeldUntil: null, providerSessionUrl: null, updatedAt: now })
        .where(and(eq(orders.status, "pending"), lte(orders.seatHeldUntil, now)))
        .returning({ id: orders.id });
      return rows.length;
    },

    async setOrderStatus(orderId: string, status: OrderStatus, lastError: string | null, now: Date) {
      await db.update(orders).set({ status, lastError, updatedAt: now }).where(eq(orders.id, orderId));
    },

    /**
     * The user's newest bootcamp application: made while signed in to this account, or made signed out
     * with the account's address once that address is verified (decision 0019). An unverified address
     * claims nothing, and an application another account made is never linked by its email.
     */
    async latestBootcampApplication(user: { id: string; email: string; emailVerified: boolean }) {
      const [row] = await db
        .select({
          id: bootcampApplications.id,
          status: bootcampApplications.status,
          preferredBatchId: bootcampApplications.preferredBatchId,
        })
        .from(bootcampApplications)
        .where(
          user.emailVerified
            ? sql`${bootcampApplications.userId} = ${user.id} or (${bootcampApplications.userId} is null and ${bootcampApplications.email} = ${user.email.toLowerCase()})`
            : eq(bootcampApplications.userId, user.id),
        )
        .orderBy(desc(bootcampApplications.createdAt))
        .limit(1);
      return row;
    },

    async setting(key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, key));
      return row?.value;
    },
  };
}
export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
