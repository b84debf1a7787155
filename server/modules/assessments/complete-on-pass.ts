import type { OpenedLesson, QuizDeps, QuizReader } from "./quiz-deps.ts";

/** What closing a passing attempt does: an enrolled student's lesson is complete (staff record no progress). */
export type OnPassed = (() => Promise<unknown>) | undefined;

export function completeOnPass(
  deps: Pick<QuizDeps, "completeLesson">,
  user: QuizReader,
  opened: Pick<OpenedLesson, "course" | "reader" | "lesson">,
): OnPassed {
  if (opened.reader.kind !== "learner") return undefined;
  return () => deps.completeLesson(user, opened.course.slug, opened.lesson.id);
}
