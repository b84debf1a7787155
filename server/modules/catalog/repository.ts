import { asc, eq, gt } from "drizzle-orm";
import type { UpcomingBatch } from "../../../contracts/batches.ts";
import type { Database } from "../../db/client.ts";
import { batches, courses } from "../../db/schema/catalog.ts";

export function createCatalogRepository(db: Database) {
  return {
    /** Batches that start after `today` (YYYY-MM-DD), soonest first. */
    async listUpcomingBatches(today: string, limit: number): Promise<UpcomingBatch[]> {
      const rows = await db
        .select({
          type: batches.type,
          startDate: batches.startDate,
          schedule: batches.schedule,
          seatsTotal: batches.seatsTotal,
          seatsTaken: batches.seatsTaken,
          courseTitle: courses.title,
        })
        .from(batches)
        .innerJoin(courses, eq(courses.id, batches.courseId))
        .where(gt(batches.startDate, today))
        .orderBy(asc(batches.startDate), asc(courses.title))
        .limit(limit);
      return rows.map((r) => ({
        type: r.type,
        startDate: r.startDate,
        schedule: r.schedule,
        seatsAvailable: Math.max(0, r.seatsTotal - r.seatsTaken),
        course: { title: r.courseTitle },
      }));
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
