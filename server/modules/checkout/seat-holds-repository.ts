import { and, asc, eq, gt, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { batchWaitlist } from "#server/db/schema/batches.ts";
import { batches } from "#server/db/schema/catalog.ts";
import { orders } from "#server/db/schema/checkout.ts";

/** An open transaction: seat decisions are made inside the order's or the payment's transaction. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type CheckoutBatchRow = {
  id: string;
  courseId: string;
  type: string;
  startDate: string;
  schedule: string;
  seatsTotal: number;
  seatsTaken: number;
  status: "draft" | "open" | "closed" | "cancelled";
  earlyBirdDeadline: string | null;
  priceOverrideCents: number | null;
  /**
   * Seats left after paid seats, live holds and the waitlist (holds of `exceptOrderId` not counted; with
   * `claimOfferId`, that offer's seat and the line behind it not counted: the offer's holder is first).
   */
  seatsAvailable: number;
};

/**
 * Seats the waitlist holds or is owed: live offers, and the people still waiting (a seat freed while they
 * wait is theirs, decision 0045). Claiming an offer counts neither that offer nor those behind it.
 */
function waitlistWhere(batchId: string, now: Date, claimOfferId?: string) {
  const live = and(eq(batchWaitlist.status, "offered"), gt(batchWaitlist.offerExpiresAt, now));
  if (claimOfferId) return and(eq(batchWaitlist.batchId, batchId), live, ne(batchWaitlist.id, claimOfferId));
  return and(eq(batchWaitlist.batchId, batchId), or(eq(batchWaitlist.status, "waiting"), live));
}

const waitlistCount = (where: ReturnType<typeof waitlistWhere>) =>
  sql<number>`(select count(*)::int from ${batchWaitlist} where ${where})`;

/** Live holds on a batch: pending orders whose seat reservation has not run out. */
function liveHoldsWhere(batchId: string, now: Date, exceptOrderId?: string) {
  const conditions = [
    eq(orders.batchId, batchId),
    eq(orders.status, "pending"),
    gt(orders.seatHeldUntil, now),
  ];
  if (exceptOrderId) conditions.push(ne(orders.id, exceptOrderId));
  return and(...conditions);
}

const liveHoldsCount = (where: ReturnType<typeof liveHoldsWhere>) =>
  sql<number>`(select count(*)::int from ${orders} where ${where})`;

/**
 * The batch with its seats left at `now`. Exported for the order and fulfilment transactions, which
 * lock the batch row while they decide on its last seat.
 */
export async function batchWithAvailability(
  tx: Database | Tx,
  batchId: string,
  now: Date,
  options: { lock?: boolean; exceptOrderId?: string; claimOfferId?: string } = {},
): Promise<CheckoutBatchRow | undefined> {
  const columns = {
    id: batches.id,
    courseId: batches.courseId,
    type: batches.type,
    startDate: batches.startDate,
    schedule: batches.schedule,
    seatsTotal: batches.seatsTotal,
    seatsTaken: batches.seatsTaken,
    status: batches.status,
    earlyBirdDeadline: batches.earlyBirdDeadline,
    priceOverrideCents: batches.priceOverrideCents,
  };
  let row: Omit<CheckoutBatchRow, "seatsAvailable"> | undefined;
  let held: number;
  if (options.lock) {
    // FOR UPDATE serialises every seat decision on one batch across connections (PostgreSQL); PGlite has
    // one connection, where transactions already run one at a time. The holds are counted by a statement
    // of its own, after the lock: under READ COMMITTED a count inside the locking statement would read the
    // snapshot taken before it waited, and miss the hold of the order that held the lock.
    [row] = await tx.select(columns).from(batches).where(eq(batches.id, batchId)).for("update");
    if (!row) return undefined;
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(liveHoldsWhere(batchId, now, options.exceptOrderId));
    const [line] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(batchWaitlist)
      .where(waitlistWhere(batchId, now, options.claimOfferId));
    held = (counted?.count ?? 0) + (line?.count ?? 0);
  } else {
    // A read without the lock (the quote, the dates offered, an order meeting a full batch): one
    // statement, the batch and its holds from the same snapshot.
    const [found] = await tx
      .select({
        ...columns,
        held: liveHoldsCount(liveHoldsWhere(batchId, now, options.exceptOrderId)),
        line: waitlistCount(waitlistWhere(batchId, now, options.claimOfferId)),
      })
      .from(batches)
      .where(eq(batches.id, batchId));
    if (!found) return undefined;
    const { held: count, line, ...rest } = found;
    row = rest;
    held = (count ?? 0) + (line ?? 0);
  }
  return { ...row, seatsAvailable: Math.max(0, row.seatsTotal - row.seatsTaken - held) };
}

// Seats left per batch and the end of holds that ran out: the reads behind "seats left" in checkout and
// the sweeper's write.
export function createSeatHoldsRepository(db: Database) {
  return {
    /** The batch with its seats left now (for the holder of `claimOfferId`); undefined when it does not exist. */
    findBatch(batchId: string, now: Date, claimOfferId?: string): Promise<CheckoutBatchRow | undefined> {
      return batchWithAvailability(db, batchId, now, { claimOfferId });
    },

    /** A course's batches that start after `today`, soonest first, with seats left. */
    async listUpcomingBatches(courseId: string, today: string, now: Date): Promise<CheckoutBatchRow[]> {
      const rows = await db
        .select({ id: batches.id })
        .from(batches)
        .where(and(eq(batches.courseId, courseId), gt(batches.startDate, today), eq(batches.status, "open")))
        .orderBy(asc(batches.startDate), asc(batches.type));
      const found = await Promise.all(rows.map((row) => batchWithAvailability(db, row.id, now)));
      return found.filter((row): row is CheckoutBatchRow => row !== undefined);
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
  };
}
export type SeatHoldsRepository = ReturnType<typeof createSeatHoldsRepository>;
