import type { QuizAttemptSummary } from "#contracts/quiz-attempts.ts";
import type { AttemptRow } from "./quizzes-repository.ts";

export function attemptSummary(row: AttemptRow): QuizAttemptSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    deadlineAt: row.deadlineAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    percent: row.status === "in_progress" ? null : row.percent,
    passed: row.status === "in_progress" ? null : row.passed,
  };
}

/** Attempts left after these; null when the quiz allows any number. */
export function attemptsLeft(maxAttempts: number | null, attempts: readonly AttemptRow[]): number | null {
  return maxAttempts === null ? null : Math.max(0, maxAttempts - attempts.length);
}
