import type { CurrentUser } from "#contracts/auth.ts";
import type { CourseProgress } from "#contracts/learning.ts";
import { HttpError } from "#server/http-error.ts";
import type { LearningDeps } from "./learning-deps.ts";
import { openLesson } from "./open-lesson.ts";
import { courseProgress } from "./progress-math.ts";

export const staffProgressMessage = "Only enrolled students record progress in a course.";
export const quizCompletionMessage = "A quiz is completed by passing it.";

/**
 * Marks a released lesson complete or not for an enrolled learner; answers the course's new progress. A
 * quiz lesson is completed only by passing it (`byPassingQuiz`, from the assessments module), never by hand.
 */
export async function setLessonCompletion(
  deps: LearningDeps,
  user: Pick<CurrentUser, "id" | "role">,
  slug: string,
  lessonId: string,
  completed: boolean,
  { byPassingQuiz = false } = {},
): Promise<{ completed: boolean; progress: CourseProgress }> {
  const { course, reader, lesson } = await openLesson(deps, user, slug, lessonId);
  if (reader.kind !== "learner") throw new HttpError(403, staffProgressMessage);
  if (lesson.kind === "quiz" && !byPassingQuiz) throw new HttpError(409, quizCompletionMessage);
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
