import type { QuizAnswer, QuizAnswerChanges, QuizAnswers } from "#contracts/quiz-answers.ts";

/**
 * The saved answers with a save's changes merged in: a change replaces its question's answer, null clears
 * it. Built with Object.fromEntries, never by assignment: a question id may be "__proto__".
 */
export function applyAnswerChanges(saved: QuizAnswers, changes: QuizAnswerChanges): QuizAnswers {
  const kept = Object.entries(saved).filter(([questionId]) => !Object.hasOwn(changes, questionId));
  const set = Object.entries(changes).filter((entry): entry is [string, QuizAnswer] => entry[1] !== null);
  return Object.fromEntries([...kept, ...set]);
}
