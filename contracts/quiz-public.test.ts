import { describe, expect, it } from "vitest";
import { publicQuizQuestionSchema, quizReviewQuestionSchema } from "./quiz-public.ts";

// The response schemas are a second guard: Fastify serialises through them, and zod objects drop keys
// they do not list, so a key field that slipped into a pre-submission object still never leaves.

const withKeys = {
  kind: "single",
  id: "q1",
  prompt: "Pick one",
  promptHtml: "<p>Pick one</p>",
  points: 1,
  options: [
    { id: "a", text: "Alpha", correct: true },
    { id: "b", text: "Beta" },
  ],
  correctOptionIds: ["a"],
  explanation: "Because",
};

describe("publicQuizQuestionSchema", () => {
  it("drops key fields from a question and its options", () => {
    expect(publicQuizQuestionSchema.parse(withKeys)).toEqual({
      kind: "single",
      id: "q1",
      prompt: "Pick one",
      promptHtml: "<p>Pick one</p>",
      points: 1,
      options: [
        { id: "a", text: "Alpha" },
        { id: "b", text: "Beta" },
      ],
    });
    const numeric = {
      kind: "numeric",
      id: "q2",
      prompt: "How many?",
      promptHtml: "<p>How many?</p>",
      points: 2,
      answer: 3,
      tolerance: 0.5,
    };
    expect(publicQuizQuestionSchema.parse(numeric)).toEqual({
      kind: "numeric",
      id: "q2",
      prompt: "How many?",
      promptHtml: "<p>How many?</p>",
      points: 2,
    });
    const short = {
      kind: "short_answer",
      id: "q3",
      prompt: "Say",
      promptHtml: "<p>Say</p>",
      points: 1,
      acceptedAnswers: ["x"],
    };
    expect(publicQuizQuestionSchema.parse(short)).toEqual({
      kind: "short_answer",
      id: "q3",
      prompt: "Say",
      promptHtml: "<p>Say</p>",
      points: 1,
    });
  });

  it("wants options on a choice question", () => {
    expect(publicQuizQuestionSchema.safeParse({ ...withKeys, options: undefined }).success).toBe(false);
  });
});

describe("quizReviewQuestionSchema", () => {
  it("carries a solution of the question's kind, or none", () => {
    const reviewed = {
      question: { kind: "true_false", id: "q1", prompt: "True?", promptHtml: "<p>True?</p>", points: 1 },
      answer: { kind: "true_false", value: true },
      earned: 0,
      possible: 1,
      result: "incorrect",
      solution: { kind: "true_false", correct: false },
      explanation: null,
      explanationHtml: null,
    };
    expect(quizReviewQuestionSchema.parse(reviewed)).toEqual(reviewed);
    expect(quizReviewQuestionSchema.parse({ ...reviewed, solution: null }).solution).toBeNull();
  });
});
