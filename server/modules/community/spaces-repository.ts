import { and, asc, eq, inArray, isNull, max, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { communityThreads } from "#server/db/schema/community.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";

// What spaces are made of (decision 0047): courses, batches, enrollments and who teaches. Nothing about a
// space is stored; its threads are counted here by their stored key.

export type CourseRow = { id: string; slug: string; title: string };
export type BatchRow = {
  id: string;
  courseId: string;
  courseSlug: string;
  courseTitle: string;
  type: "weekend" | "fast_track" | "regular";
  startDate: string;
};
export type Membership = { taught: string[]; enrolledCourses: string[]; enrolledBatches: string[] };
export type SpaceStats = { threadCount: number; lastActivityAt: Date | null };

// A cancelled (refunded) enrollment makes nobody a member, as in the course player.
const holding = ne(enrollments.status, "cancelled");

/** Threads a list shows: live ones, and deleted ones whose replies still hold a conversation. */
export const listedThread: SQL = or(
  isNull(communityThreads.deletedAt),
  sql`${communityThreads.replyCount} > 0`,
)!;

const batchColumns = {
  id: batches.id,
  courseId: batches.courseId,
  courseSlug: courses.slug,
  courseTitle: courses.title,
  type: batches.type,
  startDate: batches.startDate,
};

export function createSpacesRepository(db: Database) {
  return {
    /** The courses a user teaches, and the courses and batches of their holding enrollments. */
    async membership(userId: string): Promise<Membership> {
      const [taught, held] = await Promise.all([
        db
          .select({ courseId: courseInstructors.courseId })
          .from(courseInstructors)
          .where(eq(courseInstructors.userId, userId)),
        db
          .select({ courseId: enrollments.courseId, batchId: enrollments.batchId })
          .from(enrollments)
          .where(and(eq(enrollments.userId, userId), holding)),
      ]);
      return {
        taught: taught.map((row) => row.courseId),
        enrolledCourses: [...new Set(held.map((row) => row.courseId))],
        enrolledBatches: held.flatMap((row) => (row.batchId ? [row.batchId] : [])),
      };
    },

    async courseBySlug(slug: string): Promise<CourseRow | undefined> {
      const [row] = await db
        .select({ id: courses.id, slug: courses.slug, title: courses.title })
        .from(courses)
        .where(eq(courses.slug, slug))
        .limit(1);
      return row;
    },

    async courseById(id: string): Promise<CourseRow | undefined> {
      const [row] = await db
        .select({ id: courses.id, slug: courses.slug, title: courses.title })
        .from(courses)
        .where(eq(courses.id, id))
        .limit(1);
      return row;
    },

    async batchById(id: string): Promise<BatchRow | undefined> {
      const [row] = await db
        .select(batchColumns)
        .from(batches)
        .innerJoin(courses, eq(courses.id, batches.courseId))
        .where(eq(batches.id, id))
        .limit(1);
      return row;
    },

    /** Courses by title: every course ("all", admins) or those listed. */
    async courses(ids: string[] | "all"): Promise<CourseRow[]> {
      if (ids !== "all" && ids.length === 0) return [];
      return db
        .select({ id: courses.id, slug: courses.slug, title: courses.title })
        .from(courses)
        .where(ids === "all" ? undefined : inArray(courses.id, ids))
        .orderBy(asc(courses.title), asc(courses.id));
    },

    /** Batches by start date: every batch ("all"), or those of the listed courses and the listed batches. */
    async batches(scope: "all" | { courseIds: string[]; batchIds: string[] }): Promise<BatchRow[]> {
      if (scope !== "all" && scope.courseIds.length === 0 && scope.batchIds.length === 0) return [];
      const where =
        scope === "all"
          ? undefined
          : or(
              scope.courseIds.length > 0 ? inArray(batches.courseId, scope.courseIds) : undefined,
              scope.batchIds.length > 0 ? inArray(batches.id, scope.batchIds) : undefined,
            );
      return db
        .select(batchColumns)
        .from(batches)
        .innerJoin(courses, eq(courses.id, batches.courseId))
        .where(where)
        .orderBy(asc(batches.startDate), asc(batches.id));
    },

    /** Listed threads and the latest activity of each stored key asked for (keys without threads left out). */
    async stats(storedKeys: string[]): Promise<Map<string, SpaceStats>> {
      if (storedKeys.length === 0) return new Map();
      const rows = await db
        .select({
          key: communityThreads.spaceKey,
          threadCount: sql<number>`count(*)::int`,
          lastActivityAt: max(communityThreads.lastActivityAt),
        })
        .from(communityThreads)
        // Counts are everyone's: threads held for review or hidden are not in them (moderation).
        .where(
          and(
            inArray(communityThreads.spaceKey, storedKeys),
            listedThread,
            eq(communityThreads.moderation, "published"),
          ),
        )
        .groupBy(communityThreads.spaceKey);
      return new Map(
        rows.map((row) => [
          row.key,
          {
            threadCount: Number(row.threadCount),
            lastActivityAt: row.lastActivityAt ? new Date(row.lastActivityAt) : null,
          },
        ]),
      );
    },
  };
}
export type SpacesRepository = ReturnType<typeof createSpacesRepository>;
