import { z } from "zod";
import "./zod-messages.ts";
import { type QuizShowAnswers, quizLimits, quizMessages, quizShowAnswersOptions } from "./quiz-text.ts";

// A quiz lesson's rules (issue 16): time limit, attempts, pass mark and when the right answers are shown.
// The quiz editor and the API validate with this one schema.

const m = quizMessages;

export const quizSettingsSchema = z.object({
  /** Enforced by the server from the attempt's start; null: no limit. */
  timeLimitMinutes: z
    .number({ error: m.timeLimitInvalid })
    .int(m.timeLimitInvalid)
    .min(1, m.timeLimitInvalid)
    .max(quizLimits.timeLimitMinutesMax, m.timeLimitInvalid)
    .nullable(),
  /** null: unlimited attempts. */
  maxAttempts: z
    .number({ error: m.maxAttemptsInvalid })
    .int(m.maxAttemptsInvalid)
    .min(1, m.maxAttemptsInvalid)
    .max(quizLimits.maxAttemptsMax, m.maxAttemptsInvalid)
    .nullable(),
  /** An attempt passes at a score of at least this percent (of the points on its paper). */
  passPercent: z
    .number({ error: m.passPercentInvalid })
    .int(m.passPercentInvalid)
    .min(0, m.passPercentInvalid)
    .max(100, m.passPercentInvalid),
  showAnswers: z.enum(quizShowAnswersOptions, { error: m.showAnswersInvalid }),
});
export type QuizSettings = z.infer<typeof quizSettingsSchema>;

/**
 * Whether a submitted attempt's review may show the right answers and explanations. "after_last_attempt"
 * waits until the student cannot use them in another attempt: they passed (any attempt) or have none left.
 * `attemptsLeft` is null when attempts are unlimited.
 */
export function mayShowAnswers(
  settings: { showAnswers: QuizShowAnswers },
  student: { passed: boolean; attemptsLeft: number | null },
): boolean {
  switch (settings.showAnswers) {
    case "never":
      return false;
    case "after_submission":
      return true;
    case "after_last_attempt":
      return student.passed || (student.attemptsLeft !== null && student.attemptsLeft <= 0);
  }
}
