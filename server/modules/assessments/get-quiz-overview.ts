import type { QuizOverview } from "#contracts/quiz-attempts.ts";
import { attemptSummary, attemptsLeft } from "./attempt-summary.ts";
import { completeOnPass } from "./complete-on-pass.ts";
import { defaultQuizSettings } from "./default-quiz-settings.ts";
import { questionsPerAttempt } from "./drawn-questions.ts";
import { openQuizLesson } from "./open-quiz-lesson.ts";
import type { QuizDeps, QuizReader } from "./quiz-deps.ts";
import { readAttempts } from "./read-attempts.ts";

/** A quiz's rules and the reader's attempts so far: what the quiz panel shows before an attempt. */
export async function getQuizOverview(
  deps: QuizDeps,
  user: QuizReader,
  slug: string,
  lessonId: string,
): Promise<QuizOverview> {
  const opened = await openQuizLesson(deps, user, slug, lessonId);
  const { lesson } = opened;
  const [quiz, attempts] = await Promise.all([
    deps.repository.quiz(lesson.id),
    readAttempts(deps, lesson.id, user.id, completeOnPass(deps, user, opened)),
  ]);
  const settings = quiz?.settings ?? defaultQuizSettings;
  const closed = attempts.filter((row) => row.status !== "in_progress");
  const scores = closed.map((row) => row.percent ?? 0);
  return {
    lessonId: lesson.id,
    ready: quiz !== undefined,
    settings,
    questionCount: quiz ? questionsPerAttempt(quiz.definition) : 0,
    attempts: attempts.map(attemptSummary),
    attemptsLeft: attemptsLeft(settings.maxAttempts, attempts),
    inProgressAttemptId: attempts.find((row) => row.status === "in_progress")?.id ?? null,
    bestPercent: scores.length > 0 ? Math.max(...scores) : null,
    passed: closed.some((row) => row.passed === true),
  };
}
