import type { QuizAttemptView } from "#contracts/quiz-attempts.ts";
import { closeIfOverdue } from "./close-overdue-attempt.ts";
import { completeOnPass } from "./complete-on-pass.ts";
import { defaultQuizSettings } from "./default-quiz-settings.ts";
import { type AttemptParams, openOwnAttempt } from "./open-own-attempt.ts";
import { quizAttemptView } from "./quiz-attempt-view.ts";
import type { QuizDeps, QuizReader } from "./quiz-deps.ts";
import { readAttempts } from "./read-attempts.ts";

/** One of the reader's attempts: to resume it, or its review once closed (a late one closes now). */
export async function getQuizAttempt(
  deps: QuizDeps,
  user: QuizReader,
  params: AttemptParams,
): Promise<QuizAttemptView> {
  const opened = await openOwnAttempt(deps, user, params);
  const onPassed = completeOnPass(deps, user, opened);
  const current = await closeIfOverdue(deps, opened.attempt, onPassed);
  const [quiz, attempts] = await Promise.all([
    deps.repository.quiz(opened.lesson.id),
    readAttempts(deps, opened.lesson.id, user.id, onPassed),
  ]);
  return quizAttemptView({
    attempt: current,
    attempts,
    settings: quiz?.settings ?? defaultQuizSettings,
    now: deps.now(),
  });
}
