import { describe, expect, it } from "vitest";
import type { QuizAnswers } from "#contracts/quiz-answers.ts";
import { applyAnswerChanges } from "./apply-answer-changes.ts";

describe("applyAnswerChanges", () => {
  const saved: QuizAnswers = {
    q1: { kind: "single", optionId: "a" },
    q2: { kind: "true_false", value: true },
  };

  it("replaces changed answers, clears nulls, and keeps every other saved answer", () => {
    const merged = applyAnswerChanges(saved, {
      q1: { kind: "single", optionId: "b" },
      q2: null,
      q3: { kind: "numeric", value: 4.5 },
    });
    expect(merged).toEqual({ q1: { kind: "single", optionId: "b" }, q3: { kind: "numeric", value: 4.5 } });
  });

  it("leaves the saved answers untouched (a new object), and an empty change set changes nothing", () => {
    const merged = applyAnswerChanges(saved, {});
    expect(merged).toEqual(saved);
    expect(merged).not.toBe(saved);
    applyAnswerChanges(saved, { q1: null });
    expect(saved.q1).toEqual({ kind: "single", optionId: "a" });
  });

  it("clearing a question with no saved answer is a no-op", () => {
    expect(applyAnswerChanges(saved, { q9: null })).toEqual(saved);
  });
});

describe("applyAnswerChanges with ids named like Object's own", () => {
  it("keeps __proto__ and constructor as answers, never as the object's prototype", () => {
    const saved = JSON.parse('{"__proto__":{"kind":"numeric","value":1}}') as QuizAnswers;
    const merged = applyAnswerChanges(
      saved,
      JSON.parse('{"constructor":{"kind":"true_false","value":false}}') as QuizAnswers,
    );
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(JSON.stringify(merged)).toBe(
      '{"__proto__":{"kind":"numeric","value":1},"constructor":{"kind":"true_false","value":false}}',
    );
    expect(JSON.stringify(applyAnswerChanges(saved, JSON.parse('{"__proto__":null}')))).toBe("{}");
  });
});
