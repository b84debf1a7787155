import { z } from "zod";
import "./zod-messages.ts";
import { quizIdSchema } from "./quiz.ts";
import { quizLimits, quizMessages } from "./quiz-text.ts";

// A student's answers to one attempt (issue 16), as autosaved and submitted. Only the shape is checked
// here: whether an answer fits its question (right kind, a real option) is the grader's business, which
// scores a misfit 0 rather than refusing a save halfway through an attempt.

const m = quizMessages;

export const quizAnswerSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("single"),
      optionId: z.string({ error: m.answerOptionInvalid }).max(quizLimits.idMax, m.answerOptionInvalid),
    }),
    z.object({
      kind: z.literal("multiple"),
      optionIds: z
        .array(z.string({ error: m.answerOptionsInvalid }).max(quizLimits.idMax, m.answerOptionsInvalid), {
          error: m.answerOptionsInvalid,
        })
        .max(quizLimits.optionsMax, m.answerOptionsInvalid),
    }),
    z.object({ kind: z.literal("true_false"), value: z.boolean({ error: m.answerTrueFalseInvalid }) }),
    // Kept as typed: the grader normalises, and the review shows the student their own words.
    z.object({
      kind: z.literal("short_answer"),
      text: z.string({ error: m.answerTextInvalid }).max(quizLimits.answerTextMax, m.answerTextTooLong),
    }),
    z.object({ kind: z.literal("numeric"), value: z.number({ error: m.answerNumberInvalid }) }),
  ],
  { error: m.answerKindInvalid },
);
export type QuizAnswer = z.infer<typeof quizAnswerSchema>;

/** Question id -> answer; an unanswered question is absent. */
export const quizAnswersSchema = z
  .record(quizIdSchema, quizAnswerSchema, {
    error: (issue) => (issue.code === "invalid_key" ? m.answerQuestionInvalid : undefined),
  })
  .refine((answers) => Object.keys(answers).length <= quizLimits.questionsMax, m.answersTooMany);
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;

/**
 * What a save or a submit sends: the answers changed since the sender's last save, a null clearing one.
 * The server merges them into the saved answers, so two tabs on one attempt never undo each other's
 * answers to other questions (decision 0036).
 */
export const quizAnswerChangesSchema = z
  .record(quizIdSchema, quizAnswerSchema.nullable(), {
    error: (issue) => (issue.code === "invalid_key" ? m.answerQuestionInvalid : undefined),
  })
  .refine((changes) => Object.keys(changes).length <= quizLimits.questionsMax, m.answersTooMany);
export type QuizAnswerChanges = z.infer<typeof quizAnswerChangesSchema>;
