import { and, asc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { assignmentSubmissions, assignments } from "#server/db/schema/assessments.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import { courseModules, lessonProgress, lessons } from "#server/db/schema/learning.ts";
import { batchSchedules } from "#server/db/schema/live-classes.ts";
import type { AssignmentDeadlineRow } from "./assignment-deadlines.ts";
import type { ScheduleRow } from "./course-deadlines.ts";

export type EnrolledCourse = {
  courseId: string;
  /** Null for a self-paced enrollment. */
  batchId: string | null;
  slug: string;
  title: string;
  durationWeeks: number;
  /** The enrollment's batch start; null for a self-paced enrollment. */
  batchStart: string | null;
};

/** What "Due this week" reads: a learner's enrollments and the published lessons of their paced courses. */
export function createDeadlinesRepository(db: Database) {
  // Prepared once: the student's overview reads their week on every visit (decision 0069).
  const enrolled = db
    .select({
      courseId: courses.id,
      batchId: enrollments.batchId,
      slug: courses.slug,
      title: courses.title,
      durationWeeks: courses.durationWeeks,
      batchStart: batches.startDate,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(batches, eq(batches.id, enrollments.batchId))
    .where(and(eq(enrollments.userId, sql.placeholder("userId")), ne(enrollments.status, "cancelled")))
    .prepare("deadlines_enrolled_courses");
  const userId = sql.placeholder("userId");
  const courseIds = sql.placeholder("courseIds");
  // Lists go in as one array parameter (= any), so each query has one text and is prepared once too.
  const inCourses = (column: typeof courseModules.courseId | typeof lessons.courseId) =>
    sql`${column} = any(${courseIds})`;
  const schedule = db
    .select({
      courseId: courseModules.courseId,
      moduleId: courseModules.id,
      moduleTitle: courseModules.title,
      opensAfterDays: courseModules.opensAfterDays,
      lessonId: lessons.id,
      required: lessons.required,
      // A handed-in assignment is done for its module's deadline: its grade comes when the instructor
      // gets to it, and the student has nothing left to do by then.
      completed: sql<boolean>`(${lessonProgress.completedAt} is not null or (${lessons.kind} = 'assignment' and exists (select 1 from ${assignmentSubmissions} where ${assignmentSubmissions.lessonId} = ${lessons.id} and ${assignmentSubmissions.userId} = ${userId})))`,
    })
    .from(courseModules)
    .leftJoin(lessons, and(eq(lessons.moduleId, courseModules.id), eq(lessons.status, "published")))
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(inCourses(courseModules.courseId))
    .orderBy(asc(courseModules.courseId), asc(courseModules.position), asc(lessons.position))
    .prepare("deadlines_schedule");
  const assignmentRows = db
    .select({
      courseId: lessons.courseId,
      moduleId: courseModules.id,
      moduleTitle: courseModules.title,
      lessonId: lessons.id,
      title: lessons.title,
      dueDays: sql<number>`${assignments.dueDays}`,
      dueTime: assignments.dueTime,
      latePolicy: assignments.latePolicy,
      submitted: sql<boolean>`${assignmentSubmissions.id} is not null`,
    })
    .from(lessons)
    .innerJoin(assignments, eq(assignments.lessonId, lessons.id))
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .leftJoin(
      assignmentSubmissions,
      and(eq(assignmentSubmissions.lessonId, lessons.id), eq(assignmentSubmissions.userId, userId)),
    )
    .where(
      and(
        inCourses(lessons.courseId),
        eq(lessons.status, "published"),
        eq(lessons.kind, "assignment"),
        // Optional work is no deadline, as a module's "lessons left" count only the required ones.
        eq(lessons.required, true),
        isNotNull(assignments.dueDays),
      ),
    )
    .orderBy(asc(courseModules.position), asc(lessons.position))
    .prepare("deadlines_assignments");
  const zones = db
    .select({ batchId: batchSchedules.batchId, timeZone: batchSchedules.timeZone })
    .from(batchSchedules)
    .where(sql`${batchSchedules.batchId} = any(${sql.placeholder("batchIds")})`)
    .prepare("deadlines_batch_zones");
  return {
    /** Holding (not cancelled) enrollments with their course and batch start. */
    async enrolledCourses(userId: string): Promise<EnrolledCourse[]> {
      return enrolled.execute({ userId });
    },

    /** Modules in order with their published lessons in order and whether the user completed each. */
    async schedule(userId: string, courseIds: string[]): Promise<ScheduleRow[]> {
      if (courseIds.length === 0) return [];
      return schedule.execute({ userId, courseIds });
    },

    /** Published required assignments with a due date in these courses, in course order, and whether the user handed each in. */
    async assignments(userId: string, courseIds: string[]): Promise<AssignmentDeadlineRow[]> {
      if (courseIds.length === 0) return [];
      return assignmentRows.execute({ userId, courseIds });
    },

    /** The zones of these batches' schedules (a batch without one keeps the school's). */
    async batchZones(batchIds: string[]): Promise<Map<string, string>> {
      if (batchIds.length === 0) return new Map();
      const rows = await zones.execute({ batchIds });
      return new Map(rows.map((row) => [row.batchId, row.timeZone]));
    },
  };
}
export type DeadlinesRepository = ReturnType<typeof createDeadlinesRepository>;
