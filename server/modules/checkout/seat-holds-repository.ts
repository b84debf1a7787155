import { and, asc, eq, gt, lte, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
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
  /** Seats left after paid seats and live holds (holds of `exceptOrderId` not counted). */
  seatsAvailable: number;
};

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

/**
 * The batch with its seats left at `now`. Exported for the order and fulfilment transactions, which
 * lock the batch row while they decide on its last seat.
 */
export async function batchWithAvailability(
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

// Seats left per batch and the end of holds that ran out: the reads behind "seats left" in checkout and
// the sweeper's write.
export function createSeatHoldsRepository(db: Database) {
  return {
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
