import type { Database } from "#server/db/client.ts";
import { batches } from "#server/db/schema/catalog.ts";

// Batches for API tests that need a cohort of their own (a start date to pace drip and deadlines, a roster
// to read): the row is written directly, as the admin's batch tools would leave it.

type BatchOptions = { type?: "weekend" | "fast_track" | "regular"; schedule?: string; seatsTotal?: number };

/** A batch of `courseId` starting on `startDate` (YYYY-MM-DD); answers its id. */
export async function createBatch(
  db: Database,
  courseId: string,
  startDate: string,
  { type = "regular", schedule = "Mon, 18:00 ET", seatsTotal = 20 }: BatchOptions = {},
): Promise<string> {
  const [row] = await db
    .insert(batches)
    .values({ courseId, type, startDate, schedule, seatsTotal })
    .returning({ id: batches.id });
  return row!.id;
}
