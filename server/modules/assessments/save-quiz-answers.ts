import type { QuizAnswerChanges } from "#contracts/quiz-answers.ts";
import { quizAttemptMessages } from "#contracts/quiz-attempts-text.ts";
import { HttpError } from "#server/http-error.ts";
import { checkQuizAnswers } from "./check-quiz-answers.ts";
import { closeIfOverdue, isOverdue } from "./close-overdue-attempt.ts";
import { completeOnPass } from "./complete-on-pass.ts";
import { type AttemptParams, openOwnAttempt } from "./open-own-attempt.ts";
import type { QuizDeps, QuizReader } from "./quiz-deps.ts";

/**
 * Autosave: the changed answers merged into the attempt's saved ones, while it is open and within its time
 * (409 after).
 */
export async function saveQuizAnswers(
  deps: QuizDeps,
  user: QuizReader,
  params: AttemptParams,
  changes: QuizAnswerChanges,
  arrivedAt?: Date,
): Promise<{ savedAt: string }> {
  const opened = await openOwnAttempt(deps, user, params);
  const { attempt } = opened;
  const now = arrivedAt ?? deps.now();
  if (attempt.status !== "in_progress") throw new HttpError(409, quizAttemptMessages.attemptClosed);
  if (isOverdue(attempt, now)) {
    await closeIfOverdue(deps, attempt, completeOnPass(deps, user, opened));
    throw new HttpError(409, quizAttemptMessages.timeUp);
  }
  checkQuizAnswers(attempt, changes);
  if (!(await deps.repository.mergeAnswers(attempt.id, changes, now)))
    throw new HttpError(409, quizAttemptMessages.attemptClosed);
  return { savedAt: now.toISOString() };
}
