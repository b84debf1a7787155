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
import type { AttemptRow } from "./quizzes-repository.ts";
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
    const row = await closeOnLatestAnswers(deps, attempt, changes, now);
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

/**
 * Merges the submit's changes into the saved answers, grades the result and closes the attempt on it, on
 * condition that the saved answers are still those it read: another tab's save landing in between makes the
 * close miss, and it is done again on the newer answers. Saves are seconds apart, so a miss is rare and a
 * second one rarer; the last round closes whatever it read. Undefined when the attempt was closed meanwhile.
 */
async function closeOnLatestAnswers(
  deps: QuizDeps,
  read: AttemptRow,
  changes: QuizAnswerChanges,
  now: Date,
): Promise<AttemptRow | undefined> {
  let attempt: AttemptRow | undefined = read;
  const rounds = 5;
  for (let round = 1; round <= rounds && attempt?.status === "in_progress"; round += 1) {
    const answers = applyAnswerChanges(attempt.answers, changes);
    const row = await deps.repository.closeAttempt({
      attemptId: attempt.id,
      status: "submitted",
      answers,
      savedAnswers: round < rounds ? attempt.answers : undefined,
      grade: gradeOf(attempt, answers),
      closedAt: now,
    });
    if (row) return row;
    attempt = await deps.repository.attempt(attempt.id);
  }
  return undefined;
}
