import type { QuizQuestion } from "#contracts/quiz.ts";
import type { QuizAnswer } from "#contracts/quiz-answers.ts";
import type { QuizQuestionResult } from "#contracts/quiz-text.ts";
import { normalizeShortAnswer } from "./normalize-short-answer.ts";

// One question's score (issue 16). Never throws: an answer of another kind than its question (a stale
// autosave after the quiz was edited, a tampered request) scores 0 like any wrong answer.

export type QuestionGrade = {
  /** Points earned, to two decimals (partial credit can be fractional). */
  earned: number;
  /** The question's points. */
  possible: number;
  result: QuizQuestionResult;
};

export function gradeQuizAnswer(question: QuizQuestion, answer: QuizAnswer | undefined): QuestionGrade {
  const possible = question.points;
  if (!answer || isBlank(answer)) return { earned: 0, possible, result: "unanswered" };
  const [right, outOf] = credit(question, answer);
  // Hundredths from integers: points * 100 * right / outOf is one correctly rounded division, so a share
  // that is exactly half a hundredth (5 points * 1/8) rounds up as on paper, not by float accident.
  const earned = Math.round((possible * 100 * right) / outOf) / 100;
  const result = right >= outOf ? "correct" : right > 0 ? "partial" : "incorrect";
  return { earned, possible, result };
}

/** Nothing picked, or only spaces typed: what an autosave holds after a student clears their answer. */
function isBlank(answer: QuizAnswer): boolean {
  if (answer.kind === "multiple") return answer.optionIds.length === 0;
  if (answer.kind === "short_answer") return normalizeShortAnswer(answer.text) === "";
  return false;
}

/** The share of the points earned, as [numerator, denominator] with 0 <= numerator <= denominator. */
function credit(question: QuizQuestion, answer: QuizAnswer): [number, number] {
  switch (question.kind) {
    case "single":
      return [answer.kind === "single" && question.correctOptionIds.includes(answer.optionId) ? 1 : 0, 1];
    case "multiple":
      return answer.kind === "multiple" ? multipleCredit(question, answer.optionIds) : [0, 1];
    case "true_false":
      return [answer.kind === "true_false" && answer.value === question.correct ? 1 : 0, 1];
    case "short_answer": {
      if (answer.kind !== "short_answer") return [0, 1];
      const given = normalizeShortAnswer(answer.text);
      return [
        question.acceptedAnswers.some((accepted) => normalizeShortAnswer(accepted) === given) ? 1 : 0,
        1,
      ];
    }
    case "numeric":
      return [
        answer.kind === "numeric" && withinTolerance(answer.value, question.answer, question.tolerance)
          ? 1
          : 0,
        1,
      ];
  }
}

/**
 * Multiple choice partial credit: each right option picked earns an equal share of the points and each
 * wrong option picked takes one share back, never below 0 — (right picks - wrong picks) / right options.
 * So picking every option earns nothing unless every option is right, and one slip among right picks
 * costs a share rather than the whole question. Repeated picks count once; ids that are no option of the
 * question are ignored (they can only come from a stale or tampered answer).
 */
function multipleCredit(
  question: Extract<QuizQuestion, { kind: "multiple" }>,
  optionIds: readonly string[],
): [number, number] {
  const options = new Set(question.options.map((option) => option.id));
  const correct = new Set(question.correctOptionIds);
  let net = 0;
  for (const id of new Set(optionIds)) {
    if (options.has(id)) net += correct.has(id) ? 1 : -1;
  }
  return [Math.max(0, net), correct.size];
}

/**
 * |value - answer| <= tolerance, forgiving binary rounding: 0.1 + 0.2 is 0.30000000000000004, and
 * 3.13 is 0.010000000000000231 from 3.14. The slack is a billionth of the numbers' magnitude, far below
 * any tolerance an instructor would set, and scales so that large answers are not held to an impossible
 * absolute precision.
 */
function withinTolerance(value: number, answer: number, tolerance: number): boolean {
  if (!Number.isFinite(value)) return false;
  const slack = 1e-9 * Math.max(Math.abs(value), Math.abs(answer), tolerance);
  return Math.abs(value - answer) <= tolerance + slack;
}
