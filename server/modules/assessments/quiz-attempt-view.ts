import type { QuizAttemptView } from "#contracts/quiz-attempts.ts";
import { mayShowAnswers, type QuizSettings } from "#contracts/quiz-settings.ts";
import { attemptSummary, attemptsLeft } from "./attempt-summary.ts";
import { publicQuizPaper } from "./public-quiz-paper.ts";
import { buildQuizReview } from "./quiz-review.ts";
import type { AttemptRow } from "./quizzes-repository.ts";

/**
 * One attempt as its student sees it. In progress: the public questions (no keys) and the saved answers.
 * Closed: the review, with the right answers only when the quiz's current rules allow them for this student.
 */
export function quizAttemptView(input: {
  attempt: AttemptRow;
  /** Every attempt of this student at this quiz, the one shown included. */
  attempts: readonly AttemptRow[];
  settings: QuizSettings;
  now: Date;
}): QuizAttemptView {
  const { attempt } = input;
  const base = {
    attempt: attemptSummary(attempt),
    serverNow: input.now.toISOString(),
    answers: attempt.answers,
    savedAt: attempt.savedAt?.toISOString() ?? null,
  };
  if (attempt.status === "in_progress")
    return { ...base, questions: publicQuizPaper(attempt.questions, attempt.paper), review: null };
  // While another attempt is open no review shows the key, whatever the rules: it could be copied into it.
  const answersShown =
    !input.attempts.some((row) => row.status === "in_progress") &&
    mayShowAnswers(input.settings, {
      passed: input.attempts.some((row) => row.passed === true),
      attemptsLeft: attemptsLeft(input.settings.maxAttempts, input.attempts),
    });
  const review = buildQuizReview({
    definition: attempt.questions,
    paper: attempt.paper,
    answers: attempt.answers,
    passPercent: attempt.passPercent,
    answersShown,
  });
  return { ...base, questions: review.questions.map((question) => question.question), review };
}
