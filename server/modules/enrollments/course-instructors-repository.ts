import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { courseInstructors } from "#server/db/schema/enrollments.ts";

// Who teaches which course (course_instructors, a table of this module), asked by the course player, the
// course editor, rosters and live classes: one definition of "teaches" for every module that checks it.

export function createCourseInstructorsRepository(db: Database) {
  return {
    async teaches(userId: string, courseId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: courseInstructors.userId })
        .from(courseInstructors)
        .where(and(eq(courseInstructors.userId, userId), eq(courseInstructors.courseId, courseId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type CourseInstructorsRepository = ReturnType<typeof createCourseInstructorsRepository>;
