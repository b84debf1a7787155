import { and, asc, desc, eq, gt, inArray, isNotNull } from "drizzle-orm";
import type { PaymentPlan } from "#contracts/checkout-text.ts";
import type { Database } from "#server/db/client.ts";
import { sameSeat } from "#server/db/same-seat-sql.ts";
import { users } from "#server/db/schema/auth.ts";
import { batchWaitlist } from "#server/db/schema/batches.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { orderInstalments, orders, payments } from "#server/db/schema/checkout.ts";
import type { ProviderName } from "#server/providers/payments/payment-provider.ts";
import { batchWithAvailability } from "./seat-holds-repository.ts";

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

export class SoldOutError extends Error {}
/** The waitlist offer being claimed was claimed, removed or lapsed a moment ago. */
export class OfferGoneError extends Error {}

/** Orders with what a page, a mail and a receipt show of them: course, batch, buyer, instalments, payments. */
async function details(db: Database, rows: OrderRow[]): Promise<OrderDetails[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [courseRows, batchRows, buyerRows, instalmentRows, paymentRows] = await Promise.all([
    db
      .select({ id: courses.id, slug: courses.slug, title: courses.title })
      .from(courses)
      .where(inArray(courses.id, [...new Set(rows.map((row) => row.courseId))])),
    db
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
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))])),
    db
      .select()
      .from(orderInstalments)
      .where(inArray(orderInstalments.orderId, ids))
      .orderBy(asc(orderInstalments.number)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.paidAt)),
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

// Orders as the buyer makes and reads them: the pending order holding a seat, its payment session, and
// the reads of orders and payments. What the provider's events change is in fulfilment-repository.ts and
// refunds-repository.ts.
export function createOrdersRepository(db: Database) {
  async function findOrder(orderId: string): Promise<OrderDetails | undefined> {
    const rows = await db.select().from(orders).where(eq(orders.id, orderId));
    const [found] = await details(db, rows);
    return found;
  }

  return {
    findOrder,

    /** The buyer's pending order for the same seat whose hold is still live (a retry reuses it). */
    async findLivePendingOrder(userId: string, courseId: string, batchId: string | null, now: Date) {
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(
            ...sameSeat(orders, { userId, courseId, batchId }),
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
    async createOrderHoldingSeat(
      order: NewOrder,
      now: Date,
      replaceOrderId?: string,
      claimOfferId?: string,
    ): Promise<OrderRow> {
      return db.transaction(async (tx) => {
        if (replaceOrderId) {
          await tx
            .update(orders)
            .set({ status: "cancelled", seatHeldUntil: null, providerSessionUrl: null, updatedAt: now })
            .where(and(eq(orders.id, replaceOrderId), eq(orders.status, "pending")));
        }
        if (order.batchId) {
          const batch = await batchWithAvailability(tx, order.batchId, now, { lock: true, claimOfferId });
          if (!batch || batch.seatsAvailable < 1) throw new SoldOutError();
        }
        const { instalments, ...values } = order;
        const [row] = await tx
          .insert(orders)
          .values({ ...values, status: "pending", createdAt: now, updatedAt: now })
          .returning();
        if (!row) throw new Error("order insert returned no row");
        if (claimOfferId) {
          // The offer's seat becomes this order's hold, once: a second claim finds it claimed.
          const claimed = await tx
            .update(batchWaitlist)
            .set({ status: "claimed", claimedOrderId: row.id, updatedAt: now })
            .where(
              and(
                eq(batchWaitlist.id, claimOfferId),
                eq(batchWaitlist.status, "offered"),
                gt(batchWaitlist.offerExpiresAt, now),
              ),
            )
            .returning({ id: batchWaitlist.id });
          if (claimed.length === 0) throw new OfferGoneError();
        }
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
      const order = await findOrder(row.payment.orderId);
      return order ? { payment: row.payment, order } : undefined;
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
