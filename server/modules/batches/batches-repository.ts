import { and, asc, count, desc, eq, gt, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { AdminBatchesQuery } from "#contracts/admin-batches.ts";
import type { BatchListStatus, BatchStatus } from "#contracts/admin-batches-text.ts";
import type { BatchType } from "#contracts/batches-text.ts";
import type { Database, Executor } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { batchInstructors } from "#server/db/schema/batches.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { courseInstructors } from "#server/db/schema/enrollments.ts";
import { seatsAvailableSql } from "#server/db/seats-available-sql.ts";

/** A batch row with its seat figures, as the admin list and the audit trail show it. */
export type BatchRecord = {
  id: string;
  courseId: string;
  courseSlug: string;
  courseTitle: string;
  coursePriceCents: number;
  type: BatchType;
  startDate: string;
  endDate: string | null;
  schedule: string;
  timeZone: string;
  seatsTotal: number;
  seatsSold: number;
  /** Live checkout holds plus live waitlist offers. */
  seatsHeld: number;
  waitlistCount: number;
  /** What anyone may buy now (after the waitlist's claim). */
  seatsAvailable: number;
  earlyBirdDeadline: string | null;
  priceOverrideCents: number | null;
  status: BatchStatus;
  version: number;
  updatedAt: Date;
  instructors: { id: string; name: string }[];
};

/** The editable columns of a batch. */
export type BatchValues = {
  type: BatchType;
  startDate: string;
  endDate: string | null;
  schedule: string;
  timeZone: string;
  seatsTotal: number;
  earlyBirdDeadline: string | null;
  priceOverrideCents: number | null;
  status: BatchStatus;
};

// Counted per batch row inside the statement (correlated), so a page of batches is one query. The batch is
// named with its table: in a select from `batches` alone Drizzle writes bare names, and a bare "id" inside a
// subquery would be the subquery's own row's.
const heldOrdersSql = sql<number>`(select count(*)::int from orders o where o.batch_id = "batches"."id"
  and o.status = 'pending' and o.seat_held_until > now())`;
const liveOffersSql = sql<number>`(select count(*)::int from batch_waitlist w where w.batch_id = "batches"."id"
  and w.status = 'offered' and w.offer_expires_at > now())`;
const waitingSql = sql<number>`(select count(*)::int from batch_waitlist w where w.batch_id = "batches"."id"
  and w.status = 'waiting')`;

const columns = {
  id: batches.id,
  courseId: batches.courseId,
  courseSlug: courses.slug,
  courseTitle: courses.title,
  coursePriceCents: courses.priceCents,
  type: batches.type,
  startDate: batches.startDate,
  endDate: batches.endDate,
  schedule: batches.schedule,
  timeZone: batches.timeZone,
  seatsTotal: batches.seatsTotal,
  seatsSold: batches.seatsTaken,
  heldOrders: heldOrdersSql,
  liveOffers: liveOffersSql,
  waitlistCount: waitingSql,
  seatsAvailable: seatsAvailableSql,
  earlyBirdDeadline: batches.earlyBirdDeadline,
  priceOverrideCents: batches.priceOverrideCents,
  status: batches.status,
  version: batches.version,
  updatedAt: batches.updatedAt,
};

type Row = Omit<BatchRecord, "seatsHeld" | "instructors"> & { heldOrders: number; liveOffers: number };

function listFilter(query: AdminBatchesQuery, today: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.course) conditions.push(eq(courses.slug, query.course));
  if (query.type) conditions.push(eq(batches.type, query.type));
  if (query.when === "upcoming") conditions.push(gte(batches.startDate, today));
  if (query.when === "past") conditions.push(lt(batches.startDate, today));
  const status: BatchListStatus | undefined = query.status;
  if (status === "open") conditions.push(eq(batches.status, "open"), gt(seatsAvailableSql, 0));
  else if (status === "full") conditions.push(eq(batches.status, "open"), sql`${seatsAvailableSql} = 0`);
  else if (status) conditions.push(eq(batches.status, status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

async function withInstructors(db: Executor, rows: Row[]): Promise<BatchRecord[]> {
  const ids = rows.map((row) => row.id);
  const taught =
    ids.length === 0
      ? []
      : await db
          .select({ batchId: batchInstructors.batchId, id: users.id, name: users.name })
          .from(batchInstructors)
          .innerJoin(users, eq(users.id, batchInstructors.userId))
          .where(inArray(batchInstructors.batchId, ids))
          .orderBy(asc(users.name));
  return rows.map(({ heldOrders, liveOffers, ...row }) => ({
    ...row,
    seatsHeld: heldOrders + liveOffers,
    instructors: taught.filter((t) => t.batchId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

async function findRecord(db: Executor, id: string): Promise<BatchRecord | undefined> {
  const rows = await db
    .select(columns)
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(batches.id, id));
  const [record] = await withInstructors(db, rows as Row[]);
  return record;
}

/** Seats no one may take away: sold, plus live checkout holds and waitlist offers (read after the lock). */
async function seatsCommitted(tx: Executor, batchId: string): Promise<{ sold: number; held: number }> {
  const [row] = await tx
    .select({ sold: batches.seatsTaken, heldOrders: heldOrdersSql, liveOffers: liveOffersSql })
    .from(batches)
    .where(eq(batches.id, batchId));
  return { sold: row?.sold ?? 0, held: (row?.heldOrders ?? 0) + (row?.liveOffers ?? 0) };
}

/** Only active instructor accounts may teach; answers the ids that are not such accounts. */
async function notInstructors(tx: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, "instructor"), eq(users.active, true)));
  const ok = new Set(found.map((row) => row.id));
  return ids.filter((id) => !ok.has(id));
}

/**
 * The batch's instructors become `ids`; each also teaches the course (course_instructors), so the batch
 * shows in their instructor portal. Removing someone from a batch leaves their course (other batches).
 */
async function setInstructors(tx: Executor, batchId: string, courseId: string, ids: string[]) {
  await tx.delete(batchInstructors).where(eq(batchInstructors.batchId, batchId));
  if (ids.length === 0) return;
  await tx.insert(batchInstructors).values(ids.map((userId) => ({ batchId, userId })));
  await tx
    .insert(courseInstructors)
    .values(ids.map((userId) => ({ courseId, userId })))
    .onConflictDoNothing();
}

export type UpdateOutcome =
  | { kind: "not-found" }
  | { kind: "conflict" }
  | { kind: "seats-below"; sold: number; held: number }
  | { kind: "dates"; field: "endDate" | "earlyBirdDeadline" }
  | { kind: "instructors" }
  | { kind: "updated"; before: BatchRecord; after: BatchRecord };

export function createBatchesRepository(db: Database) {
  return {
    findRecord: (id: string) => findRecord(db, id),

    async list(query: AdminBatchesQuery, today: string): Promise<{ items: BatchRecord[]; total: number }> {
      const where = listFilter(query, today);
      const [rows, [totals]] = await Promise.all([
        db
          .select(columns)
          .from(batches)
          .innerJoin(courses, eq(courses.id, batches.courseId))
          .where(where)
          .orderBy(
            query.when === "upcoming" ? asc(batches.startDate) : desc(batches.startDate),
            asc(courses.title),
            desc(batches.createdAt),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ total: count() })
          .from(batches)
          .innerJoin(courses, eq(courses.id, batches.courseId))
          .where(where),
      ]);
      return { items: await withInstructors(db, rows as Row[]), total: totals?.total ?? 0 };
    },

    async options() {
      const [courseRows, instructorRows] = await Promise.all([
        db.select({ slug: courses.slug, title: courses.title }).from(courses).orderBy(asc(courses.title)),
        db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(and(eq(users.role, "instructor"), eq(users.active, true)))
          .orderBy(asc(users.name)),
      ]);
      return { courses: courseRows, instructors: instructorRows };
    },

    async courseIdOf(slug: string): Promise<string | undefined> {
      const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
      return row?.id;
    },

    /**
     * Creates the batch and its instructors in one transaction; `audit` writes the entry in it, so the
     * batch and its record commit together. Answers undefined when an instructor is not one.
     */
    async create(
      courseId: string,
      values: BatchValues,
      instructorIds: string[],
      audit: (tx: Executor, created: BatchRecord) => Promise<void>,
    ): Promise<BatchRecord | undefined> {
      return db.transaction(async (tx) => {
        if ((await notInstructors(tx, instructorIds)).length > 0) return undefined;
        const [row] = await tx
          .insert(batches)
          .values({ courseId, ...values })
          .returning({ id: batches.id });
        if (!row) throw new Error("batch insert returned no row");
        await setInstructors(tx, row.id, courseId, instructorIds);
        const created = await findRecord(tx, row.id);
        if (!created) throw new Error("created batch not found");
        await audit(tx, created);
        return created;
      });
    },

    /**
     * Applies `change` to the batch opened at `version`. The batch row is locked (FOR UPDATE, the lock
     * every checkout takes before it counts a seat), then the seats sold and held are counted and the new
     * total checked against them, and the UPDATE itself repeats that condition: a checkout cannot slip a
     * hold in between, and no write path can leave fewer seats than are sold or held.
     */
    async update(
      id: string,
      version: number,
      change: Partial<BatchValues> & { instructorIds?: string[] },
      audit: (tx: Executor, before: BatchRecord, after: BatchRecord) => Promise<void>,
    ): Promise<UpdateOutcome> {
      return db.transaction(async (tx): Promise<UpdateOutcome> => {
        const [locked] = await tx
          .select({ id: batches.id, version: batches.version })
          .from(batches)
          .where(eq(batches.id, id))
          .for("update");
        if (!locked) return { kind: "not-found" };
        if (locked.version !== version) return { kind: "conflict" };
        const before = await findRecord(tx, id);
        if (!before) return { kind: "not-found" };
        const { instructorIds, ...values } = change;
        const seatsTotal = values.seatsTotal ?? before.seatsTotal;
        const committed = await seatsCommitted(tx, id);
        if (seatsTotal < committed.sold + committed.held) return { kind: "seats-below", ...committed };
        const startDate = values.startDate ?? before.startDate;
        const endDate = values.endDate === undefined ? before.endDate : values.endDate;
        const deadline =
          values.earlyBirdDeadline === undefined ? before.earlyBirdDeadline : values.earlyBirdDeadline;
        if (endDate !== null && endDate < startDate) return { kind: "dates", field: "endDate" };
        if (deadline !== null && deadline > startDate) return { kind: "dates", field: "earlyBirdDeadline" };
        if (instructorIds && (await notInstructors(tx, instructorIds)).length > 0)
          return { kind: "instructors" };
        const updated = await tx
          .update(batches)
          .set({ ...values, version: sql`${batches.version} + 1`, updatedAt: new Date() })
          .where(
            and(
              eq(batches.id, id),
              eq(batches.version, version),
              sql`${seatsTotal} >= "batches"."seats_taken" + ${heldOrdersSql} + ${liveOffersSql}`,
            ),
          )
          .returning({ id: batches.id });
        if (updated.length === 0) {
          const again = await seatsCommitted(tx, id);
          return { kind: "seats-below", ...again };
        }
        if (instructorIds) await setInstructors(tx, id, before.courseId, instructorIds);
        const after = await findRecord(tx, id);
        if (!after) return { kind: "not-found" };
        await audit(tx, before, after);
        return { kind: "updated", before, after };
      });
    },
  };
}
export type BatchesRepository = ReturnType<typeof createBatchesRepository>;
