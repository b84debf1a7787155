import type { CurrentUser } from "#contracts/auth.ts";
import type { CourseProgress } from "#contracts/learning.ts";
import { HttpError } from "#server/http-error.ts";
import type { LearningDeps } from "./learning-deps.ts";
import { openLesson } from "./open-lesson.ts";
import { courseProgress } from "./progress-math.ts";

export const staffProgressMessage = "Only enrolled students record progress in a course.";
export const quizCompletionMessage = "A quiz is completed by passing it.";
export const assignmentCompletionMessage = "An assignment is completed when it is graded as passed.";

/**
 * Marks a released lesson complete or not for an enrolled learner; answers the course's new progress. A
 * quiz lesson is completed only by passing it, an assignment only by a passing grade (`byAssessment`, from the
 * assessments module), never by hand.
 */
export async function setLessonCompletion(
  deps: LearningDeps,
  user: Pick<CurrentUser, "id" | "role">,
  slug: string,
  lessonId: string,
  completed: boolean,
  { byAssessment = false } = {},
): Promise<{ completed: boolean; progress: CourseProgress }> {
  const { course, reader, lesson } = await openLesson(deps, user, slug, lessonId);
  if (reader.kind !== "learner") throw new HttpError(403, staffProgressMessage);
  if (lesson.kind === "quiz" && !byAssessment) throw new HttpError(409, quizCompletionMessage);
  if (lesson.kind === "assignment" && !byAssessment) throw new HttpError(409, assignmentCompletionMessage);
  const { done, total } = await deps.repository.setCompletion(
    user.id,
    lessonId,
    course.id,
    completed,
    (doneCount, totalCount) => courseProgress(doneCount, totalCount).percent,
  );
  // A completion may meet the course's certificate rule (issue 16): checked after the answer, off its path.
  if (completed) deps.onLessonCompleted?.(user.id, course.id);
  return { completed, progress: courseProgress(done, total) };
}
