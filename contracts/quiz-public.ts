import { z } from "zod";
import "./zod-messages.ts";
import { quizAnswerSchema } from "./quiz-answers.ts";
import { quizQuestionResults } from "./quiz-text.ts";

// What a student sees of a quiz (issue 16). Before submitting: the questions of their attempt without any
// key (no right options, accepted answers, numeric answer, tolerance or explanation). After submitting: the
// review, which adds the key only when the quiz's settings allow (mayShowAnswers). As response schemas they
// also strip any field not listed here, a second guard behind the server building these objects from
// allow-listed fields.

const publicOptionSchema = z.object({ id: z.string(), text: z.string() });
export type PublicQuizOption = z.infer<typeof publicOptionSchema>;

const publicBase = {
  id: z.string(),
  prompt: z.string(),
  /** The prompt's Markdown as sanitised HTML (server/lib/markdown.ts). */
  promptHtml: z.string(),
  points: z.number().int(),
};

export const publicQuizQuestionSchema = z.discriminatedUnion("kind", [
  /** Options in this attempt's order. */
  z.object({ kind: z.enum(["single", "multiple"]), ...publicBase, options: z.array(publicOptionSchema) }),
  z.object({ kind: z.enum(["true_false", "short_answer", "numeric"]), ...publicBase }),
]);
export type PublicQuizQuestion = z.infer<typeof publicQuizQuestionSchema>;

/** A question's key, for the review only. */
export const quizSolutionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.enum(["single", "multiple"]), correctOptionIds: z.array(z.string()) }),
  z.object({ kind: z.literal("true_false"), correct: z.boolean() }),
  z.object({ kind: z.literal("short_answer"), acceptedAnswers: z.array(z.string()) }),
  z.object({ kind: z.literal("numeric"), answer: z.number(), tolerance: z.number() }),
]);
export type QuizSolution = z.infer<typeof quizSolutionSchema>;

export const quizQuestionResultSchema = z.enum(quizQuestionResults);

export const quizReviewQuestionSchema = z.object({
  question: publicQuizQuestionSchema,
  /** The student's answer as saved; null when unanswered. */
  answer: quizAnswerSchema.nullable(),
  earned: z.number(),
  possible: z.number().int(),
  result: quizQuestionResultSchema,
  /** null while the quiz's settings keep the answers hidden. */
  solution: quizSolutionSchema.nullable(),
  explanation: z.string().nullable(),
  /** The explanation as sanitised HTML; null with the explanation. */
  explanationHtml: z.string().nullable(),
});
export type QuizReviewQuestion = z.infer<typeof quizReviewQuestionSchema>;

export const quizReviewSchema = z.object({
  earned: z.number(),
  possible: z.number().int(),
  /** 0..100 with two decimals. */
  percent: z.number(),
  passed: z.boolean(),
  /** Whether solutions and explanations are included (the UI says why they are not, when not). */
  answersShown: z.boolean(),
  questions: z.array(quizReviewQuestionSchema),
});
export type QuizReview = z.infer<typeof quizReviewSchema>;
