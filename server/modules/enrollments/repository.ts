import { and, asc, eq, ne } from "drizzle-orm";
import type { StudentEnrollment } from "#contracts/enrollments.ts";
import type { Database } from "#server/db/client.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";

export function createEnrollmentsRepository(db: Database) {
  return {
    /** A student's active and completed enrollments (cancelled ones are gone from their list), by course title. */
    async listForStudent(userId: string): Promise<StudentEnrollment[]> {
      const rows = await db
        .select({
          id: enrollments.id,
          courseTitle: courses.title,
          batchType: batches.type,
          schedule: batches.schedule,
          progress: enrollments.progress,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        // Self-paced enrollments have no batch: batch type and schedule stay null.
        .leftJoin(batches, eq(batches.id, enrollments.batchId))
        .where(and(eq(enrollments.userId, userId), ne(enrollments.status, "cancelled")))
        .orderBy(asc(courses.title), asc(enrollments.createdAt), asc(enrollments.id));
      return rows.map((row) => ({
        id: row.id,
        course: { title: row.courseTitle },
        batchType: row.batchType ?? null,
        schedule: row.schedule ?? null,
        progress: row.progress,
      }));
    },
  };
}
export type EnrollmentsRepository = ReturnType<typeof createEnrollmentsRepository>;
