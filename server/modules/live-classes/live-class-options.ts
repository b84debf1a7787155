import { schoolTimeZone } from "#contracts/learning-text.ts";
import type { LiveClassOptions } from "#contracts/live-classes.ts";
import type { LiveClassesDeps } from "./live-classes-deps.ts";
import type { StaffUser } from "./session-access.ts";
import { batchLabel } from "./session-dto.ts";

/** What the staff forms pick from: admins every batch, instructors those of the courses they teach. */
export async function liveClassOptions(
  deps: Pick<LiveClassesDeps, "repository">,
  user: StaffUser,
): Promise<LiveClassOptions> {
  const batchRows = await deps.repository.batchesFor(user.role === "admin" ? undefined : user.id);
  const courseIds = [...new Set(batchRows.map((row) => row.courseId))];
  const parts = await deps.repository.courseParts(courseIds);
  const courses = new Map<string, LiveClassOptions["courses"][number]>();
  for (const row of batchRows) {
    if (!courses.has(row.courseId))
      courses.set(row.courseId, {
        slug: row.courseSlug,
        title: row.courseTitle,
        lessons: parts.lessons
          .filter((lesson) => lesson.courseId === row.courseId)
          .map(({ id, title }) => ({ id, title })),
        instructors: parts.instructors
          .filter((instructor) => instructor.courseId === row.courseId)
          .map(({ id, name }) => ({ id, name })),
      });
  }
  return {
    batches: batchRows.map((row) => ({
      id: row.id,
      label: batchLabel({ batchType: row.type, batchStart: row.startDate }),
      courseSlug: row.courseSlug,
      courseTitle: row.courseTitle,
      timeZone: row.timeZone ?? schoolTimeZone,
    })),
    courses: [...courses.values()],
  };
}
