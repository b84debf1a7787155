import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { quizDefinitionSchema, quizPaperSchema, quizQuestionSchema } from "./quiz.ts";
import { quizLimits as l, quizMessages as m } from "./quiz-text.ts";

/** path -> message of each issue, easy to read in a failure. */
function messagesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

const options = [
  { id: "a", text: "Alpha" },
  { id: "b", text: "Beta" },
  { id: "c", text: "Gamma" },
];
const single = { kind: "single", id: "q1", prompt: "Pick one", options, correctOptionIds: ["b"] };
const tf = (id: string) => ({ kind: "true_false", id, prompt: "True?", correct: true });
const pool = (id: string, questions: unknown[], draw: number | null = null) => ({
  id,
  title: "",
  draw,
  questions,
});

describe("quizQuestionSchema", () => {
  it("takes each kind, filling in 1 point and no tolerance", () => {
    expect(quizQuestionSchema.parse(single)).toEqual({ ...single, points: 1 });
    expect(quizQuestionSchema.parse({ ...single, kind: "multiple", correctOptionIds: ["a", "c"] }).kind).toBe(
      "multiple",
    );
    expect(quizQuestionSchema.parse(tf("q2"))).toEqual({ ...tf("q2"), points: 1 });
    const short = { kind: "short_answer", id: "q3", prompt: "Say", acceptedAnswers: [" Paris "], points: 2 };
    expect(quizQuestionSchema.parse(short)).toEqual({ ...short, acceptedAnswers: ["Paris"] });
    const numeric = { kind: "numeric", id: "q4", prompt: "How many?", answer: -0.5 };
    expect(quizQuestionSchema.parse(numeric)).toEqual({ ...numeric, points: 1, tolerance: 0 });
  });

  it("names an unknown or missing kind", () => {
    expect(messagesOf(quizQuestionSchema, { ...single, kind: "essay" })).toEqual({ kind: m.kindInvalid });
    expect(messagesOf(quizQuestionSchema, { id: "q1" })).toEqual({ kind: m.kindInvalid });
    expect(quizQuestionSchema.safeParse(null).success).toBe(false);
  });

  it("wants a plain short id that cannot be __proto__", () => {
    for (const id of ["", "has space", "__proto__", "-lead", "x".repeat(l.idMax + 1), "é"]) {
      expect(messagesOf(quizQuestionSchema, { ...single, id }), id).toEqual({ id: m.idInvalid });
    }
    expect(messagesOf(quizQuestionSchema, { ...single, id: `a_-9${"x".repeat(l.idMax - 4)}` })).toEqual({});
  });

  it("wants a prompt, whole points from 1 and a bounded explanation", () => {
    expect(messagesOf(quizQuestionSchema, { ...single, prompt: "   " })).toEqual({
      prompt: m.promptRequired,
    });
    expect(messagesOf(quizQuestionSchema, { ...single, prompt: "x".repeat(l.promptMax + 1) })).toEqual({
      prompt: m.promptTooLong,
    });
    for (const points of [0, 1.5, -1, l.pointsMax + 1, "2"]) {
      expect(messagesOf(quizQuestionSchema, { ...single, points }), String(points)).toEqual({
        points: m.pointsInvalid,
      });
    }
    expect(
      messagesOf(quizQuestionSchema, { ...single, explanation: "x".repeat(l.explanationMax + 1) }),
    ).toEqual({
      explanation: m.explanationTooLong,
    });
  });

  it("wants 2 to 10 options with their own ids and texts", () => {
    expect(messagesOf(quizQuestionSchema, { ...single, options: [options[1]] })).toEqual({
      options: m.optionsTooFew,
    });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ id: `o${i}`, text: `Option ${i}` }));
    expect(messagesOf(quizQuestionSchema, { ...single, options: eleven, correctOptionIds: ["o1"] })).toEqual({
      options: m.optionsTooMany,
    });
    const repeated = [...options, { id: "a", text: "Again" }];
    expect(messagesOf(quizQuestionSchema, { ...single, options: repeated })).toEqual({
      "options.3.id": m.optionIdRepeated,
    });
    expect(
      messagesOf(quizQuestionSchema, { ...single, options: [options[0], { id: "b", text: " " }] }),
    ).toEqual({
      "options.1.text": m.optionTextRequired,
    });
  });

  it("wants exactly one right option for single choice, among the options", () => {
    expect(messagesOf(quizQuestionSchema, { ...single, correctOptionIds: [] })).toEqual({
      correctOptionIds: m.singleNeedsOneCorrect,
    });
    expect(messagesOf(quizQuestionSchema, { ...single, correctOptionIds: ["a", "b"] })).toEqual({
      correctOptionIds: m.singleNeedsOneCorrect,
    });
    expect(messagesOf(quizQuestionSchema, { ...single, correctOptionIds: ["z"] })).toEqual({
      "correctOptionIds.0": m.correctOptionUnknown,
    });
  });

  it("wants at least one right option for multiple choice, each named once", () => {
    const multiple = { ...single, kind: "multiple" };
    expect(messagesOf(quizQuestionSchema, { ...multiple, correctOptionIds: [] })).toEqual({
      correctOptionIds: m.multipleNeedsCorrect,
    });
    expect(messagesOf(quizQuestionSchema, { ...multiple, correctOptionIds: ["a", "a"] })).toEqual({
      "correctOptionIds.1": m.correctOptionRepeated,
    });
    expect(messagesOf(quizQuestionSchema, { ...multiple, correctOptionIds: ["a", "b", "c"] })).toEqual({});
  });

  it("checks the other kinds' keys", () => {
    expect(messagesOf(quizQuestionSchema, { ...tf("q"), correct: "yes" })).toEqual({
      correct: m.trueFalseRequired,
    });
    const short = { kind: "short_answer", id: "q", prompt: "Say" };
    expect(messagesOf(quizQuestionSchema, { ...short, acceptedAnswers: [] })).toEqual({
      acceptedAnswers: m.acceptedAnswersRequired,
    });
    expect(messagesOf(quizQuestionSchema, { ...short, acceptedAnswers: ["ok", "  "] })).toEqual({
      "acceptedAnswers.1": m.acceptedAnswerRequired,
    });
    const many = Array.from({ length: l.acceptedAnswersMax + 1 }, (_, i) => `a${i}`);
    expect(messagesOf(quizQuestionSchema, { ...short, acceptedAnswers: many })).toEqual({
      acceptedAnswers: m.acceptedAnswersTooMany,
    });
    const numeric = { kind: "numeric", id: "q", prompt: "How many?" };
    expect(
      messagesOf(quizQuestionSchema, { ...numeric, answer: Number.POSITIVE_INFINITY, tolerance: -0.1 }),
    ).toEqual({
      answer: m.numericAnswerInvalid,
      tolerance: m.toleranceInvalid,
    });
    expect(messagesOf(quizQuestionSchema, { ...numeric, answer: "3" })).toEqual({
      answer: m.numericAnswerInvalid,
    });
  });
});

describe("quizDefinitionSchema", () => {
  it("takes pools and fills in unshuffled and untitled", () => {
    const parsed = quizDefinitionSchema.parse({
      pools: [{ id: "p", draw: 1, questions: [tf("q1"), tf("q2")] }],
    });
    expect(parsed.shuffleQuestions).toBe(false);
    expect(parsed.shuffleOptions).toBe(false);
    expect(parsed.pools[0]!.title).toBe("");
  });

  it("wants at least one pool, each with a question", () => {
    expect(messagesOf(quizDefinitionSchema, {})).toEqual({ pools: m.poolsRequired });
    expect(messagesOf(quizDefinitionSchema, { pools: [] })).toEqual({ pools: m.poolsRequired });
    expect(messagesOf(quizDefinitionSchema, { pools: [pool("p", [])] })).toEqual({
      "pools.0.questions": m.poolQuestionsRequired,
    });
  });

  it("draws 1 or more, at most the pool's size, or all", () => {
    const questions = [tf("q1"), tf("q2")];
    for (const draw of [0, 1.5, "2"]) {
      expect(messagesOf(quizDefinitionSchema, { pools: [pool("p", questions, draw as number)] })).toEqual({
        "pools.0.draw": m.drawInvalid,
      });
    }
    expect(messagesOf(quizDefinitionSchema, { pools: [pool("p", questions, 3)] })).toEqual({
      "pools.0.draw": "This pool has 2 questions: draw at most 2.",
    });
    expect(messagesOf(quizDefinitionSchema, { pools: [pool("p", [tf("q1")], 2)] })).toEqual({
      "pools.0.draw": "This pool has 1 question: draw at most 1.",
    });
    expect(messagesOf(quizDefinitionSchema, { pools: [pool("p", questions, 2)] })).toEqual({});
  });

  it("wants question ids unique across pools and pool ids unique", () => {
    expect(
      messagesOf(quizDefinitionSchema, { pools: [pool("p", [tf("q1")]), pool("r", [tf("q2"), tf("q1")])] }),
    ).toEqual({ "pools.1.questions.1.id": m.questionIdRepeated });
    expect(
      messagesOf(quizDefinitionSchema, { pools: [pool("p", [tf("q1")]), pool("p", [tf("q2")])] }),
    ).toEqual({
      "pools.1.id": m.poolIdRepeated,
    });
  });

  it("caps pools and questions", () => {
    const pools = Array.from({ length: l.poolsMax + 1 }, (_, i) => pool(`p${i}`, [tf(`q${i}`)]));
    expect(messagesOf(quizDefinitionSchema, { pools })).toEqual({ pools: m.poolsTooMany });
    const big = (p: number) =>
      pool(
        `p${p}`,
        Array.from({ length: l.questionsPerPoolMax }, (_, i) => tf(`q${p}-${i}`)),
      );
    expect(messagesOf(quizDefinitionSchema, { pools: [big(0), big(1), big(2)] })).toEqual({
      pools: m.questionsTooMany,
    });
    const tooBig = pool(
      "p",
      Array.from({ length: l.questionsPerPoolMax + 1 }, (_, i) => tf(`q${i}`)),
    );
    expect(messagesOf(quizDefinitionSchema, { pools: [tooBig] })).toEqual({
      "pools.0.questions": m.poolQuestionsTooMany,
    });
  });
});

describe("quizPaperSchema", () => {
  it("reads a stored paper back", () => {
    const paper = [{ questionId: "q1", optionOrder: ["b", "a"] }, { questionId: "q2" }];
    expect(quizPaperSchema.parse(paper)).toEqual(paper);
  });
});
