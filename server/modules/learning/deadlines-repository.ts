import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import { courseModules, lessonProgress, lessons } from "#server/db/schema/learning.ts";
import type { ScheduleRow } from "./course-deadlines.ts";

export type EnrolledCourse = {
  courseId: string;
  slug: string;
  title: string;
  durationWeeks: number;
  /** The enrollment's batch start; null for a self-paced enrollment. */
  batchStart: string | null;
};

/** What "Due this week" reads: a learner's enrollments and the published lessons of their paced courses. */
export function createDeadlinesRepository(db: Database) {
  return {
    /** Holding (not cancelled) enrollments with their course and batch start. */
    async enrolledCourses(userId: string): Promise<EnrolledCourse[]> {
      return db
        .select({
          courseId: courses.id,
          slug: courses.slug,
          title: courses.title,
          durationWeeks: courses.durationWeeks,
          batchStart: batches.startDate,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .leftJoin(batches, eq(batches.id, enrollments.batchId))
        .where(and(eq(enrollments.userId, userId), ne(enrollments.status, "cancelled")));
    },

    /** Modules in order with their published lessons in order and whether the user completed each. */
    async schedule(userId: string, courseIds: string[]): Promise<ScheduleRow[]> {
      if (courseIds.length === 0) return [];
      return db
        .select({
          courseId: courseModules.courseId,
          moduleId: courseModules.id,
          moduleTitle: courseModules.title,
          opensAfterDays: courseModules.opensAfterDays,
          lessonId: lessons.id,
          required: lessons.required,
          completed: sql<boolean>`${lessonProgress.completedAt} is not null`,
        })
        .from(courseModules)
        .leftJoin(lessons, and(eq(lessons.moduleId, courseModules.id), eq(lessons.status, "published")))
        .leftJoin(
          lessonProgress,
          and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)),
        )
        .where(inArray(courseModules.courseId, courseIds))
        .orderBy(asc(courseModules.courseId), asc(courseModules.position), asc(lessons.position));
    },
  };
}
export type DeadlinesRepository = ReturnType<typeof createDeadlinesRepository>;
