import type { QuizSettings } from "#contracts/quiz-settings.ts";

/** The rules a quiz starts with before its instructor saves any: no limits, 70% to pass, answers after each attempt. */
export const defaultQuizSettings: QuizSettings = {
  timeLimitMinutes: null,
  maxAttempts: null,
  passPercent: 70,
  showAnswers: "after_submission",
};
