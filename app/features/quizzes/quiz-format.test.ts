import { describe, expect, test } from "vitest";
import type { PublicQuizQuestion } from "#contracts/quiz-public.ts";
import {
  answerChanges,
  answerText,
  formatClockTime,
  formatCountdown,
  parseNumericAnswer,
  sameAnswers,
  solutionText,
  unansweredCount,
} from "./quiz-format.ts";

describe("the countdown", () => {
  test("is mm:ss under an hour, h:mm:ss from an hour, a part second counting whole", () => {
    expect(formatCountdown(6 * 60_000)).toBe("06:00");
    expect(formatCountdown(59_001)).toBe("01:00");
    expect(formatCountdown(59_000)).toBe("00:59");
    expect(formatCountdown(1)).toBe("00:01");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-5_000)).toBe("00:00");
    expect(formatCountdown(60 * 60_000)).toBe("1:00:00");
    expect(formatCountdown(10 * 3_600_000 - 1_000)).toBe("9:59:59");
  });
});

describe("a numeric answer as typed", () => {
  test("takes decimals, negatives, a decimal comma, exponents and the typographic minus", () => {
    expect(parseNumericAnswer("42")).toBe(42);
    expect(parseNumericAnswer(" -2.5 ")).toBe(-2.5);
    expect(parseNumericAnswer("+7")).toBe(7);
    expect(parseNumericAnswer(".5")).toBe(0.5);
    expect(parseNumericAnswer("3,14")).toBe(3.14);
    expect(parseNumericAnswer("1e3")).toBe(1000);
    expect(parseNumericAnswer("\u22124")).toBe(-4);
  });

  test("refuses what is no number yet or not a plain number", () => {
    for (const text of ["", " ", "-", ".", "1.2.3", "1,000.5", "abc", "0x10", "Infinity", "1e999", "2 3"])
      expect(parseNumericAnswer(text), text).toBeNull();
  });
});

const single: PublicQuizQuestion = {
  kind: "single",
  id: "q1",
  prompt: "Pick",
  promptHtml: "<p>Pick</p>",
  points: 1,
  options: [
    { id: "a", text: "Alpha" },
    { id: "b", text: "Beta" },
  ],
};
const numeric: PublicQuizQuestion = {
  kind: "numeric",
  id: "q2",
  prompt: "How many?",
  promptHtml: "<p>How many?</p>",
  points: 1,
};

describe("answers and keys as the review prints them", () => {
  test("options by their text, in the paper's order; no answer said so", () => {
    expect(answerText(single, { kind: "single", optionId: "b" })).toBe("Beta");
    expect(answerText({ ...single, kind: "multiple" }, { kind: "multiple", optionIds: ["b", "a"] })).toBe(
      "Beta; Alpha",
    );
    expect(answerText(single, null)).toBe("No answer");
    expect(answerText(numeric, { kind: "numeric", value: -2.5 })).toBe("-2.5");
    expect(answerText(numeric, { kind: "true_false", value: false })).toBe("False");
    expect(
      solutionText({ ...single, kind: "multiple" }, { kind: "multiple", correctOptionIds: ["b", "a"] }),
    ).toBe("Alpha; Beta");
    expect(solutionText(numeric, { kind: "numeric", answer: 3.14, tolerance: 0.01 })).toBe(
      "3.14 (give or take 0.01)",
    );
    expect(solutionText(numeric, { kind: "numeric", answer: 3, tolerance: 0 })).toBe("3");
  });

  test("unanswered questions are those without an answer", () => {
    expect(unansweredCount([single, numeric], { q1: { kind: "single", optionId: "a" } })).toBe(1);
    // Ids named like Object's methods: only the map's own keys count.
    expect(unansweredCount([{ id: "constructor" }, { id: "toString" }], {})).toBe(2);
  });

  test("the same answers in another key order are the same", () => {
    const a = { kind: "single", optionId: "a" } as const;
    const t = { kind: "true_false", value: true } as const;
    expect(sameAnswers({ q1: a, q3: t }, { q3: t, q1: a })).toBe(true);
    expect(sameAnswers({ q1: a }, { q1: a, q3: t })).toBe(false);
    expect(sameAnswers({ q1: a }, { q1: { kind: "single", optionId: "b" } })).toBe(false);
    expect(sameAnswers({ constructor: a }, { toString: a })).toBe(false);
  });

  test("the changes to send are the new and different answers, and null for each cleared one", () => {
    const a = { kind: "single", optionId: "a" } as const;
    const b = { kind: "single", optionId: "b" } as const;
    const t = { kind: "true_false", value: true } as const;
    expect(answerChanges({ q1: a, q2: t }, { q1: b, q3: t })).toEqual({ q1: b, q3: t, q2: null });
    expect(answerChanges({ q1: a }, { q1: { kind: "single", optionId: "a" } })).toEqual({});
    expect(answerChanges({}, {})).toEqual({});
    // A question id may be "__proto__": it is a change like any other, never the object's prototype.
    const proto = JSON.parse('{"__proto__":{"kind":"true_false","value":true}}');
    expect(JSON.stringify(answerChanges({}, proto))).toBe('{"__proto__":{"kind":"true_false","value":true}}');
    expect(JSON.stringify(answerChanges(proto, {}))).toBe('{"__proto__":null}');
  });

  test("a save's time is HH:MM on a 24-hour clock in the viewer's zone", () => {
    expect(formatClockTime("2026-12-03T15:05:00.000Z", "UTC")).toBe("15:05");
    expect(formatClockTime("2026-12-03T15:05:00.000Z", "Asia/Kolkata")).toBe("20:35");
  });
});
