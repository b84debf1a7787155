import { HttpError } from "#server/http-error.ts";
import { closeIfOverdue } from "./close-overdue-attempt.ts";
import { deadlineGraceMs, type QuizDeps } from "./quiz-deps.ts";

/** Attempts closed per pass; a backlog larger than this is worked off a batch a minute. */
export const overdueSweepBatch = 200;

/**
 * Closes attempts left open past their deadline (issue 16): a student who walked away still gets the attempt
 * graded on what was saved, and a pass completes the lesson, without opening the quiz again. Every instance
 * may run it: the close is a conditional update, so an attempt closed twice counts once. Answers how many
 * attempts this pass closed.
 */
export async function sweepOverdueAttempts(
  deps: Pick<QuizDeps, "repository" | "now" | "completeLesson">,
  limit = overdueSweepBatch,
  onError?: (error: unknown) => void,
): Promise<number> {
  const now = deps.now();
  const overdue = await deps.repository.overdueAttempts(new Date(now.getTime() - deadlineGraceMs), limit);
  let closed = 0;
  for (const attempt of overdue) {
    // One attempt's failure must not stop the others' (nor come first again every pass unnoticed).
    try {
      const after = await closeIfOverdue(deps, attempt, async () => {
        // Staff previews and lapsed enrollments record no progress: learning refuses them, and that is fine.
        await deps
          .completeLesson({ id: attempt.userId, role: "student" }, attempt.courseSlug, attempt.lessonId)
          .catch((error: unknown) => {
            if (!(error instanceof HttpError)) throw error;
          });
      });
      if (after.status !== "in_progress") closed += 1;
    } catch (error) {
      onError?.(error);
    }
  }
  return closed;
}
