import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import { openQuizLesson } from "./open-quiz-lesson.ts";
import type { OpenedLesson, QuizDeps, QuizReader } from "./quiz-deps.ts";
import type { AttemptRow } from "./quizzes-repository.ts";

export type AttemptParams = { courseSlug: string; lessonId: string; attemptId: string };

/**
 * The reader's own attempt at this quiz. Someone else's attempt, or one of another lesson, is 404 like an
 * unknown id: an attempt id never tells whether it exists.
 */
export async function openOwnAttempt(
  deps: Pick<QuizDeps, "openLesson" | "repository">,
  user: QuizReader,
  params: AttemptParams,
): Promise<OpenedLesson & { attempt: AttemptRow }> {
  const opened = await openQuizLesson(deps, user, params.courseSlug, params.lessonId);
  const attempt = await deps.repository.attempt(params.attemptId);
  if (!attempt || attempt.userId !== user.id || attempt.lessonId !== opened.lesson.id)
    throw new HttpError(404, apiMessages.notFound);
  return { ...opened, attempt };
}
