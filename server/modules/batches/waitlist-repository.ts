import { and, asc, eq, gt, inArray, lte, ne, or, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/db/client.ts";
import { batchWaitlist } from "#server/db/schema/batches.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { orders } from "#server/db/schema/checkout.ts";
import { seatsAvailableSql } from "#server/db/seats-available-sql.ts";
import { createMailRepository, type NewMail } from "#server/modules/mail/repository.ts";

export type WaitlistRow = typeof batchWaitlist.$inferSelect;

/** What a waitlist mail says about its batch. */
export type WaitlistBatch = {
  id: string;
  courseSlug: string;
  courseTitle: string;
  type: string;
  startDate: string;
  schedule: string;
};

export type JoinOutcome =
  | { kind: "not-found" }
  | { kind: "seats-available" }
  | { kind: "duplicate" }
  | { kind: "joined"; entry: WaitlistRow; batch: WaitlistBatch };

const batchFacts = {
  id: batches.id,
  courseSlug: courses.slug,
  courseTitle: courses.title,
  type: batches.type,
  startDate: batches.startDate,
  schedule: batches.schedule,
};

// The waitlist: joining, the admin's view, and the one place seats are offered (decision 0045).
export function createWaitlistRepository(db: Database) {
  /** An open batch that has not started, as its mails describe it. */
  async function openBatch(tx: Executor, batchId: string, today: string) {
    const [row] = await tx
      .select({ ...batchFacts, seatsAvailable: seatsAvailableSql })
      .from(batches)
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .where(and(eq(batches.id, batchId), eq(batches.status, "open"), gt(batches.startDate, today)));
    return row;
  }

  return {
    /**
     * Puts the address in line for a full batch; an address already in line (waiting or offered) stays
     * where it is and no second row is made (the partial unique index decides, also under a race).
     */
    async join(batchId: string, person: { name: string; email: string }, now: Date): Promise<JoinOutcome> {
      const today = now.toISOString().slice(0, 10);
      const batch = await openBatch(db, batchId, today);
      if (!batch) return { kind: "not-found" };
      const { seatsAvailable, ...facts } = batch;
      if (seatsAvailable > 0) return { kind: "seats-available" };
      const [entry] = await db
        .insert(batchWaitlist)
        .values({ batchId, name: person.name, email: person.email, joinedAt: now, updatedAt: now })
        .onConflictDoNothing({
          target: [batchWaitlist.batchId, batchWaitlist.email],
          where: sql`${batchWaitlist.status} in ('waiting', 'offered')`,
        })
        .returning();
      return entry ? { kind: "joined", entry, batch: facts } : { kind: "duplicate" };
    },

    /** The line of one batch, first first (removed entries left out). */
    async list(batchId: string): Promise<WaitlistRow[]> {
      return db
        .select()
        .from(batchWaitlist)
        .where(and(eq(batchWaitlist.batchId, batchId), ne(batchWaitlist.status, "removed")))
        .orderBy(asc(batchWaitlist.joinedAt), asc(batchWaitlist.id));
    },

    async exists(batchId: string): Promise<boolean> {
      const [row] = await db.select({ id: batches.id }).from(batches).where(eq(batches.id, batchId));
      return row !== undefined;
    },

    /** Takes a waiting or offered person out of line (an offer's seat frees at once); answers the row before. */
    async remove(
      batchId: string,
      entryId: string,
      now: Date,
      audit: (tx: Executor, before: WaitlistRow) => Promise<void>,
    ): Promise<WaitlistRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(batchWaitlist)
          .where(
            and(
              eq(batchWaitlist.id, entryId),
              eq(batchWaitlist.batchId, batchId),
              inArray(batchWaitlist.status, ["waiting", "offered"]),
            ),
          )
          .for("update");
        if (!before) return undefined;
        await tx
          .update(batchWaitlist)
          .set({ status: "removed", updatedAt: now })
          .where(eq(batchWaitlist.id, entryId));
        await audit(tx, before);
        return before;
      });
    },

    async findEntry(entryId: string): Promise<WaitlistRow | undefined> {
      const [row] = await db.select().from(batchWaitlist).where(eq(batchWaitlist.id, entryId));
      return row;
    },

    /** Batches whose line may be owed a seat: someone waiting, or an offer that lapsed and is not yet marked. */
    async batchesToServe(now: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ batchId: batchWaitlist.batchId })
        .from(batchWaitlist)
        .where(
          or(
            eq(batchWaitlist.status, "waiting"),
            and(eq(batchWaitlist.status, "offered"), lte(batchWaitlist.offerExpiresAt, now)),
          ),
        );
      return rows.map((row) => row.batchId);
    },

    /**
     * Offers the batch's free seats to the first people in line, one seat each, and writes their mails to
     * the outbox in the same transaction. The batch row is locked first (the lock every checkout and
     * every seat change takes), so two runs, on this instance or another, count the same free seat once:
     * the second sees the first's offers, which hold the seats. Lapsed offers are marked expired here.
     * Waiting rows are taken `FOR UPDATE SKIP LOCKED`, so a removal in progress is passed over, not waited on.
     */
    async offerFreeSeats(
      batchId: string,
      now: Date,
      offerMs: number,
      mailFor: (entry: WaitlistRow, batch: WaitlistBatch) => NewMail,
    ): Promise<WaitlistRow[]> {
      return db.transaction(async (tx) => {
        const today = now.toISOString().slice(0, 10);
        const [locked] = await tx
          .select({ id: batches.id, seatsTotal: batches.seatsTotal, seatsTaken: batches.seatsTaken })
          .from(batches)
          .where(and(eq(batches.id, batchId), eq(batches.status, "open"), gt(batches.startDate, today)))
          .for("update");
        if (!locked) return [];
        await tx
          .update(batchWaitlist)
          .set({ status: "expired", updatedAt: now })
          .where(
            and(
              eq(batchWaitlist.batchId, batchId),
              eq(batchWaitlist.status, "offered"),
              lte(batchWaitlist.offerExpiresAt, now),
            ),
          );
        // Counted after the lock, each in a statement of its own (READ COMMITTED: a fresh snapshot).
        const [held] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(orders)
          .where(
            and(eq(orders.batchId, batchId), eq(orders.status, "pending"), gt(orders.seatHeldUntil, now)),
          );
        const [offered] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(batchWaitlist)
          .where(
            and(
              eq(batchWaitlist.batchId, batchId),
              eq(batchWaitlist.status, "offered"),
              gt(batchWaitlist.offerExpiresAt, now),
            ),
          );
        const free = locked.seatsTotal - locked.seatsTaken - (held?.count ?? 0) - (offered?.count ?? 0);
        if (free <= 0) return [];
        const next = await tx
          .select({ id: batchWaitlist.id })
          .from(batchWaitlist)
          .where(and(eq(batchWaitlist.batchId, batchId), eq(batchWaitlist.status, "waiting")))
          .orderBy(asc(batchWaitlist.joinedAt), asc(batchWaitlist.id))
          .limit(free)
          .for("update", { skipLocked: true });
        if (next.length === 0) return [];
        const expiresAt = new Date(now.getTime() + offerMs);
        const offers = await tx
          .update(batchWaitlist)
          .set({ status: "offered", offeredAt: now, offerExpiresAt: expiresAt, updatedAt: now })
          .where(
            and(
              inArray(
                batchWaitlist.id,
                next.map((row) => row.id),
              ),
              eq(batchWaitlist.status, "waiting"),
            ),
          )
          .returning();
        const [facts] = await tx
          .select(batchFacts)
          .from(batches)
          .innerJoin(courses, eq(courses.id, batches.courseId))
          .where(eq(batches.id, batchId));
        if (!facts) return [];
        const outbox = createMailRepository(tx as unknown as Database);
        for (const entry of offers) await outbox.insert(mailFor(entry, facts), now);
        return offers;
      });
    },
  };
}
export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
