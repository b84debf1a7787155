import { dateFormat } from "#contracts/date-format.ts";
import type { QuizAnswer, QuizAnswerChanges, QuizAnswers } from "#contracts/quiz-answers.ts";
import { quizPanelText as t } from "#contracts/quiz-panel-text.ts";
import type { PublicQuizQuestion, QuizSolution } from "#contracts/quiz-public.ts";
import { quizTrueFalseLabels } from "#contracts/quiz-text.ts";

// The quiz panel's small pure pieces: how a countdown, a typed number, an answer and a time are written.

/** "04:59" under an hour, "1:04:59" from an hour; a part second counts as a whole one, never below 00:00. */
export function formatCountdown(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}`
    : `${String(minutes).padStart(2, "0")}:${seconds}`;
}

const numberPattern = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;

/**
 * A numeric answer as typed: "-2.5", "3,14" (a decimal comma), "+7", "1e3", with the typographic minus
 * some keyboards insert. null for anything else, so the text stays on screen and is not saved as a number.
 */
export function parseNumericAnswer(text: string): number | null {
  const plain = text.trim().replace(/\u2212/g, "-");
  if (!numberPattern.test(plain)) return null;
  const value = Number(plain.replace(",", "."));
  return Number.isFinite(value) ? value : null;
}

/**
 * The answer to one question, if any. Own keys only: a question id such as "constructor" or "toString"
 * must not find what every object inherits.
 */
export function answerOf(answers: QuizAnswers, questionId: string): QuizAnswer | undefined {
  return Object.hasOwn(answers, questionId) ? answers[questionId] : undefined;
}

/** Questions of the paper without an answer in the map. */
export function unansweredCount(questions: readonly { id: string }[], answers: QuizAnswers): number {
  return questions.filter((question) => answerOf(answers, question.id) === undefined).length;
}

/**
 * What changed from `base` (the answers last saved) to `next` (those on screen): each new or different
 * answer, and null for each one cleared. The server merges these, so answers this tab never touched (another
 * tab's) stay as saved.
 */
export function answerChanges(base: QuizAnswers, next: QuizAnswers): QuizAnswerChanges {
  // Object.fromEntries, never assignment: a question id may be "__proto__".
  const changed = Object.entries(next).filter(
    ([questionId, answer]) =>
      !Object.hasOwn(base, questionId) || JSON.stringify(base[questionId]) !== JSON.stringify(answer),
  );
  const cleared = Object.keys(base)
    .filter((questionId) => !Object.hasOwn(next, questionId))
    .map((questionId) => [questionId, null] as const);
  return Object.fromEntries([...changed, ...cleared]);
}

/**
 * The same answers to the same questions, whatever order the keys were added in (a choice unchecked and
 * checked again moves its key to the end of the map, and is no change).
 */
export function sameAnswers(a: QuizAnswers, b: QuizAnswers): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

function optionText(question: PublicQuizQuestion, id: string): string {
  return "options" in question ? (question.options.find((option) => option.id === id)?.text ?? id) : id;
}

/** The student's answer as the review prints it. */
export function answerText(question: PublicQuizQuestion, answer: QuizAnswer | null): string {
  if (answer === null) return t.noAnswer;
  switch (answer.kind) {
    case "single":
      return optionText(question, answer.optionId);
    case "multiple":
      return answer.optionIds.length === 0
        ? t.noAnswer
        : answer.optionIds.map((id) => optionText(question, id)).join("; ");
    case "true_false":
      return answer.value ? quizTrueFalseLabels.true : quizTrueFalseLabels.false;
    case "short_answer":
      return answer.text;
    case "numeric":
      return String(answer.value);
  }
}

/** The right answer(s) as the review prints them: options by their text, in the paper's order. */
export function solutionText(question: PublicQuizQuestion, solution: QuizSolution): string {
  switch (solution.kind) {
    case "single":
    case "multiple": {
      const options = "options" in question ? question.options : [];
      const right = options.filter((option) => solution.correctOptionIds.includes(option.id));
      return right.length > 0
        ? right.map((option) => option.text).join("; ")
        : solution.correctOptionIds.join("; ");
    }
    case "true_false":
      return solution.correct ? quizTrueFalseLabels.true : quizTrueFalseLabels.false;
    case "short_answer":
      return solution.acceptedAnswers.join("; ");
    case "numeric":
      return t.numericSolution(solution.answer, solution.tolerance);
  }
}

const dateTimeFormats = new Map<string, { format: (date: Date) => string }>();
const clockFormats = new Map<string, { format: (date: Date) => string }>();

function cached(
  formats: Map<string, { format: (date: Date) => string }>,
  zone: string,
  options: Intl.DateTimeFormatOptions,
) {
  let format = formats.get(zone);
  if (!format) {
    format = dateFormat({ ...options, timeZone: zone });
    formats.set(zone, format);
  }
  return format;
}

/** "Dec 3, 2026, 3:05 PM" in the given zone: when an attempt started or closed. */
export function formatAttemptDate(iso: string, zone: string): string {
  return cached(dateTimeFormats, zone, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** "15:05": the time of the last save, HH:MM on a 24-hour clock. */
export function formatClockTime(iso: string, zone: string): string {
  return cached(clockFormats, zone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    new Date(iso),
  );
}
