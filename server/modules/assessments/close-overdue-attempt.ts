import type { OnPassed } from "./complete-on-pass.ts";
import { gradeQuizAttempt } from "./grade-quiz-attempt.ts";
import { deadlineGraceMs, type QuizDeps } from "./quiz-deps.ts";
import type { AttemptRow } from "./quizzes-repository.ts";

/** Whether an attempt in progress is past its deadline and the grace after it. */
export function isOverdue(attempt: Pick<AttemptRow, "status" | "deadlineAt">, now: Date): boolean {
  return (
    attempt.status === "in_progress" &&
    attempt.deadlineAt !== null &&
    now.getTime() > attempt.deadlineAt.getTime() + deadlineGraceMs
  );
}

/** Grades an attempt on what it holds, for closing it. */
export function gradeOf(attempt: AttemptRow, answers = attempt.answers) {
  const { earned, possible, percent, passed } = gradeQuizAttempt(
    attempt.questions,
    attempt.paper,
    answers,
    attempt.passPercent,
  );
  return { earned, possible, percent, passed };
}

/**
 * The server's time limit: an attempt past its deadline is closed with the answers saved before it, by
 * whichever of the student's next reads, saves or submits comes first. One that passes completes the lesson
 * like a submitted one (`onPassed`). Answers the attempt as it now stands.
 */
export async function closeIfOverdue(
  deps: Pick<QuizDeps, "repository" | "now">,
  attempt: AttemptRow,
  onPassed?: OnPassed,
): Promise<AttemptRow> {
  if (!isOverdue(attempt, deps.now())) return attempt;
  const closed = await deps.repository.closeAttempt({
    attemptId: attempt.id,
    status: "timed_out",
    grade: gradeOf(attempt),
    closedAt: attempt.deadlineAt!,
  });
  if (closed?.passed) await onPassed?.();
  // Closed by someone else meanwhile: read what they left.
  return closed ?? (await deps.repository.attempt(attempt.id)) ?? attempt;
}
