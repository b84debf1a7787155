import { closeIfOverdue } from "./close-overdue-attempt.ts";
import type { OnPassed } from "./complete-on-pass.ts";
import type { QuizDeps } from "./quiz-deps.ts";
import type { AttemptRow } from "./quizzes-repository.ts";

/** A student's attempts at a quiz, newest first, with any that ran out of time closed first. */
export async function readAttempts(
  deps: Pick<QuizDeps, "repository" | "now">,
  lessonId: string,
  userId: string,
  onPassed?: OnPassed,
): Promise<AttemptRow[]> {
  const rows = await deps.repository.attemptsOf(lessonId, userId);
  return Promise.all(rows.map((row) => closeIfOverdue(deps, row, onPassed)));
}
