import { apiMessages } from "#contracts/messages.ts";
import { quizAttemptMessages } from "#contracts/quiz-attempts-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { OpenedLesson, QuizDeps, QuizReader } from "./quiz-deps.ts";

/** A quiz lesson the user may read (learning's rules: 404 unknown or hidden, 403 not theirs or not open yet). */
export async function openQuizLesson(
  deps: Pick<QuizDeps, "openLesson">,
  user: QuizReader,
  slug: string,
  lessonId: string,
): Promise<OpenedLesson> {
  const opened = await deps.openLesson(user, slug, lessonId);
  if (opened.lesson.kind !== "quiz") throw new HttpError(404, quizAttemptMessages.notAQuiz);
  return opened;
}

/** The same for the quiz editor: the course's instructors and admins only. */
export async function openQuizForEditing(
  deps: Pick<QuizDeps, "openLesson">,
  user: QuizReader,
  slug: string,
  lessonId: string,
): Promise<OpenedLesson> {
  const opened = await openQuizLesson(deps, user, slug, lessonId);
  if (opened.reader.kind !== "staff") throw new HttpError(403, apiMessages.forbidden);
  return opened;
}
