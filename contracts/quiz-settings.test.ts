import { describe, expect, it } from "vitest";
import { mayShowAnswers, quizSettingsSchema } from "./quiz-settings.ts";
import { quizMessages as m } from "./quiz-text.ts";

const valid = { timeLimitMinutes: 30, maxAttempts: 3, passPercent: 70, showAnswers: "after_last_attempt" };

function messagesOf(input: unknown) {
  const result = quizSettingsSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("quizSettingsSchema", () => {
  it("takes limits or none", () => {
    expect(quizSettingsSchema.parse(valid)).toEqual(valid);
    const open = { ...valid, timeLimitMinutes: null, maxAttempts: null, passPercent: 0 };
    expect(quizSettingsSchema.parse(open)).toEqual(open);
  });

  it("gives one message per field of an empty form", () => {
    expect(messagesOf({})).toEqual({
      timeLimitMinutes: m.timeLimitInvalid,
      maxAttempts: m.maxAttemptsInvalid,
      passPercent: m.passPercentInvalid,
      showAnswers: m.showAnswersInvalid,
    });
  });

  it("holds each number to its whole range", () => {
    for (const timeLimitMinutes of [0, 601, 1.5]) {
      expect(messagesOf({ ...valid, timeLimitMinutes })).toEqual({ timeLimitMinutes: m.timeLimitInvalid });
    }
    for (const maxAttempts of [0, 51, 2.5]) {
      expect(messagesOf({ ...valid, maxAttempts })).toEqual({ maxAttempts: m.maxAttemptsInvalid });
    }
    for (const passPercent of [-1, 101, 50.5, null]) {
      expect(messagesOf({ ...valid, passPercent })).toEqual({ passPercent: m.passPercentInvalid });
    }
    expect(messagesOf({ ...valid, timeLimitMinutes: 600, maxAttempts: 50, passPercent: 100 })).toEqual({});
    expect(messagesOf({ ...valid, showAnswers: "always" })).toEqual({ showAnswers: m.showAnswersInvalid });
  });
});

describe("mayShowAnswers", () => {
  const states = [
    { passed: false, attemptsLeft: 2 },
    { passed: true, attemptsLeft: 2 },
    { passed: false, attemptsLeft: 0 },
    { passed: false, attemptsLeft: null },
    { passed: true, attemptsLeft: null },
  ];

  it("never shows them for never, always after submission for after_submission", () => {
    for (const state of states) {
      expect(mayShowAnswers({ showAnswers: "never" }, state)).toBe(false);
      expect(mayShowAnswers({ showAnswers: "after_submission" }, state)).toBe(true);
    }
  });

  it("after_last_attempt: once passed or out of attempts; with unlimited attempts only once passed", () => {
    const shown = states.map((state) => mayShowAnswers({ showAnswers: "after_last_attempt" }, state));
    expect(shown).toEqual([false, true, true, false, true]);
  });
});
