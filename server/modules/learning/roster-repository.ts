import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { RosterBatch, RosterStudent } from "#contracts/roster.ts";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { batches } from "#server/db/schema/catalog.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import { lessonProgress, lessons } from "#server/db/schema/learning.ts";

// The instructor's roster (issue 14): a course's batches with their head counts, and one batch's students
// with what lesson_progress says of them. Cancelled (refunded) enrollments are nobody's students.

const holding = ne(enrollments.status, "cancelled");

/** An instant as ISO 8601 in UTC, written by the database so no driver's timestamp parsing is involved. */
const isoInstant = (instant: ReturnType<typeof sql>) =>
  sql<string | null>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export function createRosterRepository(db: Database) {
  return {
    /** The course's batches by start date, each with its holding enrollments counted. */
    async batchesOf(courseId: string): Promise<RosterBatch[]> {
      return db
        .select({
          id: batches.id,
          type: batches.type,
          startDate: batches.startDate,
          schedule: batches.schedule,
          enrolled: sql<number>`count(${enrollments.id})::int`,
        })
        .from(batches)
        .leftJoin(enrollments, and(eq(enrollments.batchId, batches.id), holding))
        .where(eq(batches.courseId, courseId))
        .groupBy(batches.id)
        .orderBy(asc(batches.startDate), asc(batches.createdAt), asc(batches.id));
    },

    async selfPacedCount(courseId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(enrollments)
        .where(and(eq(enrollments.courseId, courseId), isNull(enrollments.batchId), holding));
      return row?.count ?? 0;
    },

    /**
     * The students of one batch (null: the self-paced ones) by name: their enrollment's progress, the
     * published lessons they completed and their latest trace in the course (any lesson_progress time).
     */
    async students(courseId: string, batchId: string | null): Promise<RosterStudent[]> {
      const activity = db
        .select({
          userId: lessonProgress.userId,
          completed:
            sql<number>`(count(*) filter (where ${lessonProgress.completedAt} is not null and ${lessons.status} = 'published'))::int`.as(
              "completed",
            ),
          lastActivityAt:
            sql<Date | null>`max(greatest(${lessonProgress.updatedAt}, ${lessonProgress.lastViewedAt}, ${lessonProgress.completedAt}))`.as(
              "last_activity_at",
            ),
        })
        .from(lessonProgress)
        .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
        .where(eq(lessonProgress.courseId, courseId))
        .groupBy(lessonProgress.userId)
        .as("activity");
      return db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          progress: enrollments.progress,
          lessonsCompleted: sql<number>`coalesce(${activity.completed}, 0)::int`,
          lastActivityAt: isoInstant(sql`${activity.lastActivityAt}`),
        })
        .from(enrollments)
        .innerJoin(users, eq(users.id, enrollments.userId))
        .leftJoin(activity, eq(activity.userId, enrollments.userId))
        .where(
          and(
            eq(enrollments.courseId, courseId),
            batchId === null ? isNull(enrollments.batchId) : eq(enrollments.batchId, batchId),
            holding,
          ),
        )
        .orderBy(sql`lower(${users.name})`, asc(users.email), asc(users.id));
    },
  };
}
export type RosterRepository = ReturnType<typeof createRosterRepository>;
