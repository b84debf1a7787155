import { eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * The conditions that pick one seat: the user's place in a course's batch, or in the self-paced course
 * when there is no batch (SQL's `= null` matches nothing, so that case needs `is null`). Orders and
 * enrollments name a seat the same way; checkout's repositories spread these (beside seats-available-sql.ts: SQL helpers live with the data layer) into their `and(...)`.
 */
export function sameSeat(
  table: { userId: AnyPgColumn; courseId: AnyPgColumn; batchId: AnyPgColumn },
  seat: { userId: string; courseId: string; batchId: string | null },
): SQL[] {
  return [
    eq(table.userId, seat.userId),
    eq(table.courseId, seat.courseId),
    seat.batchId ? eq(table.batchId, seat.batchId) : sql`${table.batchId} is null`,
  ];
}
