import type { CurrentUser } from "#contracts/auth.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import { buildOutline, type PlacedLesson } from "./build-outline.ts";
import type { Reader } from "./drip.ts";
import type { LearningDeps } from "./learning-deps.ts";
import type { CourseRef } from "./learning-repository.ts";
import { readCourse } from "./read-course.ts";

export const lessonNotOpenMessage = "This lesson is not open yet.";

/** A lesson a write may touch: in this course, visible to the reader and released (else 404 or 403). */
export async function openLesson(
  deps: LearningDeps,
  user: Pick<CurrentUser, "id" | "role">,
  slug: string,
  lessonId: string,
): Promise<{ course: CourseRef; reader: Reader; lesson: PlacedLesson }> {
  const { course, reader } = await readCourse(deps.repository, user, slug);
  const rows = await deps.repository.outline(course.id, reader.kind === "staff");
  const built = buildOutline(rows, [], reader, deps.today());
  const lesson = built.lessons.find((candidate) => candidate.id === lessonId);
  if (!lesson) throw new HttpError(404, apiMessages.notFound);
  if (lesson.locked) throw new HttpError(403, lessonNotOpenMessage);
  return { course, reader, lesson };
}
