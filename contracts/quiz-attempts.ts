import { z } from "zod";
import "./zod-messages.ts";
import { quizDefinitionSchema } from "./quiz.ts";
import { quizAnswerChangesSchema, quizAnswersSchema } from "./quiz-answers.ts";
import { quizAttemptStatuses } from "./quiz-attempts-text.ts";
import { publicQuizQuestionSchema, quizReviewSchema } from "./quiz-public.ts";
import { quizSettingsSchema } from "./quiz-settings.ts";

// A student's attempts at a quiz lesson and the instructor's quiz editor, as the API carries them (issue 16).
// Nothing here carries a key before the attempt is submitted: questions are the public ones, and the review
// (with solutions only when the quiz allows) exists only once an attempt is closed.

export const quizLessonParamsSchema = z.object({ courseSlug: z.string().min(1), lessonId: z.uuid() });
export const quizAttemptParamsSchema = quizLessonParamsSchema.extend({ attemptId: z.uuid() });

export const quizAttemptSummarySchema = z.object({
  id: z.uuid(),
  /** 1 for the first attempt. */
  number: z.number().int(),
  status: z.enum(quizAttemptStatuses),
  startedAt: z.string(),
  /** When the server closes it; null without a time limit. */
  deadlineAt: z.string().nullable(),
  /** When it was submitted or closed. */
  closedAt: z.string().nullable(),
  /** Score once closed. */
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
});
export type QuizAttemptSummary = z.infer<typeof quizAttemptSummarySchema>;

/** The quiz as its student sees it before starting: the rules and their attempts so far. */
export const quizOverviewSchema = z.object({
  lessonId: z.uuid(),
  /** False while the quiz has no questions: nothing can be started. */
  ready: z.boolean(),
  settings: quizSettingsSchema,
  /** Questions on each attempt's paper. */
  questionCount: z.number().int(),
  /** Newest first. */
  attempts: z.array(quizAttemptSummarySchema),
  /** null: unlimited. */
  attemptsLeft: z.number().int().nullable(),
  inProgressAttemptId: z.uuid().nullable(),
  bestPercent: z.number().nullable(),
  passed: z.boolean(),
});
export type QuizOverview = z.infer<typeof quizOverviewSchema>;

/** One attempt: while in progress its questions and saved answers, once closed its review. */
export const quizAttemptViewSchema = z.object({
  attempt: quizAttemptSummarySchema,
  /** The server's clock when answering, so a countdown does not trust the device's clock. */
  serverNow: z.string(),
  questions: z.array(publicQuizQuestionSchema),
  answers: quizAnswersSchema,
  savedAt: z.string().nullable(),
  review: quizReviewSchema.nullable(),
});
export type QuizAttemptView = z.infer<typeof quizAttemptViewSchema>;

/** A save's or a submit's body: the answers changed since the sender's last save (null: cleared). */
export const quizAnswersBodySchema = z.object({ answers: quizAnswerChangesSchema });
export type QuizAnswersBody = z.infer<typeof quizAnswersBodySchema>;
export const quizAnswersSavedSchema = z.object({ savedAt: z.string() });

/** The quiz editor's document: the questions and the rules, saved together. */
export const quizEditorBodySchema = z.object({
  definition: quizDefinitionSchema,
  settings: quizSettingsSchema,
  /**
   * The `updatedAt` the editor loaded (null: it found the quiz never saved). A save over someone else's
   * newer one answers 409 instead of overwriting it. Left out: save regardless.
   */
  expectedUpdatedAt: z.string().nullable().optional(),
});
export type QuizEditorBody = z.infer<typeof quizEditorBodySchema>;

export const quizEditorSchema = z.object({
  /** null until the quiz is first saved (a quiz needs a question, so there is no empty one to send). */
  definition: quizDefinitionSchema.nullable(),
  settings: quizSettingsSchema,
  /** null: never saved. */
  updatedAt: z.string().nullable(),
  /** Attempts students have started; the editor warns that changes apply to new attempts only. */
  attemptCount: z.number().int(),
});
export type QuizEditor = z.infer<typeof quizEditorSchema>;
