import { describe, expect, it } from "vitest";
import { quizAnswerSchema, quizAnswersSchema } from "./quiz-answers.ts";
import { quizLimits as l, quizMessages as m } from "./quiz-text.ts";

function messagesOf(input: unknown) {
  const result = quizAnswersSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

const answers = {
  q1: { kind: "single", optionId: "b" },
  q2: { kind: "multiple", optionIds: ["a", "c"] },
  q3: { kind: "true_false", value: false },
  q4: { kind: "short_answer", text: "  Kept as typed " },
  q5: { kind: "numeric", value: -0.25 },
};

describe("quizAnswersSchema", () => {
  it("takes an answer of each kind, text as typed, and a partial set", () => {
    expect(quizAnswersSchema.parse(answers)).toEqual(answers);
    expect(quizAnswersSchema.parse({})).toEqual({});
  });

  it("names what is wrong with an answer", () => {
    expect(messagesOf({ q1: { kind: "essay" } })).toEqual({ "q1.kind": m.answerKindInvalid });
    expect(messagesOf({ q1: { kind: "single" } })).toEqual({ "q1.optionId": m.answerOptionInvalid });
    expect(messagesOf({ q1: { kind: "true_false", value: "true" } })).toEqual({
      "q1.value": m.answerTrueFalseInvalid,
    });
    expect(messagesOf({ q1: { kind: "numeric", value: "3,5" } })).toEqual({
      "q1.value": m.answerNumberInvalid,
    });
    expect(messagesOf({ q1: { kind: "numeric", value: Number.NaN } })).toEqual({
      "q1.value": m.answerNumberInvalid,
    });
    expect(messagesOf({ q1: { kind: "short_answer", text: 42 } })).toEqual({
      "q1.text": m.answerTextInvalid,
    });
    expect(messagesOf({ q1: { kind: "short_answer", text: "x".repeat(l.answerTextMax + 1) } })).toEqual({
      "q1.text": m.answerTextTooLong,
    });
    const eleven = Array.from({ length: l.optionsMax + 1 }, (_, i) => `o${i}`);
    expect(messagesOf({ q1: { kind: "multiple", optionIds: eleven } })).toEqual({
      "q1.optionIds": m.answerOptionsInvalid,
    });
  });

  it("wants question ids as keys, and not too many answers", () => {
    expect(messagesOf({ "no such id": answers.q1 })).toEqual({ "no such id": m.answerQuestionInvalid });
    const many = Object.fromEntries(
      Array.from({ length: l.questionsMax + 1 }, (_, i) => [`q${i}`, answers.q3]),
    );
    expect(messagesOf(many)).toEqual({ "": m.answersTooMany });
  });

  it("reads one answer on its own (an autosave of a single question)", () => {
    expect(quizAnswerSchema.parse(answers.q2)).toEqual(answers.q2);
  });
});
