import type { QuizAnswerChanges } from "#contracts/quiz-answers.ts";
import type { QuizAttemptView } from "#contracts/quiz-attempts.ts";
import { quizAttemptMessages } from "#contracts/quiz-attempts-text.ts";
import { HttpError } from "#server/http-error.ts";
import { applyAnswerChanges } from "./apply-answer-changes.ts";
import { checkQuizAnswers } from "./check-quiz-answers.ts";
import { closeIfOverdue, gradeOf, isOverdue } from "./close-overdue-attempt.ts";
import { completeOnPass } from "./complete-on-pass.ts";
import { defaultQuizSettings } from "./default-quiz-settings.ts";
import { type AttemptParams, openOwnAttempt } from "./open-own-attempt.ts";
import { quizAttemptView } from "./quiz-attempt-view.ts";
import type { QuizDeps, QuizReader } from "./quiz-deps.ts";
import { readAttempts } from "./read-attempts.ts";

/**
 * Hands the attempt in with these changes merged into its saved answers, and grades the result. Past its
 * deadline (and the grace) the changes sent now do not count: the attempt closes with the answers saved
 * before, as "time ran out". A passing attempt completes the lesson for an enrolled student.
 */
export async function submitQuizAttempt(
  deps: QuizDeps,
  user: QuizReader,
  params: AttemptParams,
  changes: QuizAnswerChanges,
  arrivedAt?: Date,
): Promise<QuizAttemptView> {
  const opened = await openOwnAttempt(deps, user, params);
  const { lesson, attempt } = opened;
  const onPassed = completeOnPass(deps, user, opened);
  const now = arrivedAt ?? deps.now();
  if (attempt.status !== "in_progress") throw new HttpError(409, quizAttemptMessages.attemptClosed);
  let closed = attempt;
  if (isOverdue(attempt, now)) closed = await closeIfOverdue(deps, attempt, onPassed);
  else {
    checkQuizAnswers(attempt, changes);
    // Another tab's save landing between this read and the close is not graded: the submit closes on the
    // answers it merged here, and stores exactly those.
    const answers = applyAnswerChanges(attempt.answers, changes);
    const row = await deps.repository.closeAttempt({
      attemptId: attempt.id,
      status: "submitted",
      answers,
      grade: gradeOf(attempt, answers),
      closedAt: now,
    });
    if (!row) throw new HttpError(409, quizAttemptMessages.attemptClosed);
    closed = row;
    if (closed.passed) await onPassed?.();
  }
  const [quiz, attempts] = await Promise.all([
    deps.repository.quiz(lesson.id),
    readAttempts(deps, lesson.id, user.id, onPassed),
  ]);
  return quizAttemptView({ attempt: closed, attempts, settings: quiz?.settings ?? defaultQuizSettings, now });
}
