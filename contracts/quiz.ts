import { z } from "zod";
import "./zod-messages.ts";
import { quizLimits, quizMessages } from "./quiz-text.ts";

// A quiz lesson's questions in their pools, and an attempt's paper (issue 16). The quiz editor and the API
// validate with these schemas, so both show the same message. Settings and answers have files of their
// own (quiz-settings.ts, quiz-answers.ts). Everything here is the instructor's view and holds the answer
// key: what a student may see before submitting is contracts/quiz-public.ts.

const m = quizMessages;
const l = quizLimits;

/**
 * Ids are made by the editor; short and plain so they are safe in URLs and as JSON keys (answers are keyed
 * by question id; the leading letter or digit rules out "__proto__").
 */
const idPattern = new RegExp(`^[A-Za-z0-9][A-Za-z0-9_-]{0,${l.idMax - 1}}$`);
export const quizIdSchema = z.string({ error: m.idInvalid }).regex(idPattern, m.idInvalid);

const requiredText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const optionSchema = z.object({
  id: quizIdSchema,
  /** Plain text, shown as typed (a radio or checkbox label holds no block content). */
  text: requiredText(m.optionTextRequired, m.optionTextTooLong, l.optionTextMax),
});
export type QuizOption = z.infer<typeof optionSchema>;

const questionBase = {
  id: quizIdSchema,
  /** Markdown, rendered like a lesson's body. */
  prompt: requiredText(m.promptRequired, m.promptTooLong, l.promptMax),
  points: z
    .number({ error: m.pointsInvalid })
    .int(m.pointsInvalid)
    .min(1, m.pointsInvalid)
    .max(l.pointsMax, m.pointsInvalid)
    .default(1),
  /** Markdown feedback shown with the right answer after submission, when the quiz's settings allow. */
  explanation: z
    .string({ error: m.explanationTooLong })
    .trim()
    .max(l.explanationMax, m.explanationTooLong)
    .optional(),
};

const choiceFields = {
  ...questionBase,
  options: z
    .array(optionSchema, { error: m.optionsTooFew })
    .min(l.optionsMin, m.optionsTooFew)
    .max(l.optionsMax, m.optionsTooMany),
  correctOptionIds: z.array(quizIdSchema, { error: m.correctOptionUnknown }),
};

type ChoiceFields = { options: QuizOption[]; correctOptionIds: string[] };

/**
 * Option ids unique, and the right ones named once each among them. Zod runs this even when a field only
 * failed a length check (too few options, an empty prompt), so it reads the fields as possibly raw input.
 */
function checkChoices(question: ChoiceFields, context: z.RefinementCtx, exactlyOne: boolean) {
  if (!Array.isArray(question.options) || !Array.isArray(question.correctOptionIds)) return;
  const optionIds = new Set<string>();
  question.options.forEach((option, index) => {
    if (optionIds.has(option.id)) {
      context.addIssue({ code: "custom", path: ["options", index, "id"], message: m.optionIdRepeated });
    }
    optionIds.add(option.id);
  });
  const seen = new Set<string>();
  question.correctOptionIds.forEach((id, index) => {
    const message = !optionIds.has(id)
      ? m.correctOptionUnknown
      : seen.has(id)
        ? m.correctOptionRepeated
        : null;
    if (message) context.addIssue({ code: "custom", path: ["correctOptionIds", index], message });
    seen.add(id);
  });
  const count = question.correctOptionIds.length;
  if (exactlyOne ? count !== 1 : count < 1) {
    const message = exactlyOne ? m.singleNeedsOneCorrect : m.multipleNeedsCorrect;
    context.addIssue({ code: "custom", path: ["correctOptionIds"], message });
  }
}

const singleQuestionSchema = z
  .object({ kind: z.literal("single"), ...choiceFields })
  .superRefine((question, context) => checkChoices(question, context, true));

const multipleQuestionSchema = z
  .object({ kind: z.literal("multiple"), ...choiceFields })
  .superRefine((question, context) => checkChoices(question, context, false));

const trueFalseQuestionSchema = z.object({
  kind: z.literal("true_false"),
  ...questionBase,
  correct: z.boolean({ error: m.trueFalseRequired }),
});

const shortAnswerQuestionSchema = z.object({
  kind: z.literal("short_answer"),
  ...questionBase,
  /** Matched case- and space-insensitively after Unicode NFKC (server/modules/assessments). */
  acceptedAnswers: z
    .array(requiredText(m.acceptedAnswerRequired, m.acceptedAnswerTooLong, l.acceptedAnswerMax), {
      error: m.acceptedAnswersRequired,
    })
    .min(1, m.acceptedAnswersRequired)
    .max(l.acceptedAnswersMax, m.acceptedAnswersTooMany),
});

const numericQuestionSchema = z.object({
  kind: z.literal("numeric"),
  ...questionBase,
  answer: z.number({ error: m.numericAnswerInvalid }),
  /** Absolute: a response within answer ± tolerance (both ends included) is right. */
  tolerance: z.number({ error: m.toleranceInvalid }).min(0, m.toleranceInvalid).default(0),
});

export const quizQuestionSchema = z.discriminatedUnion(
  "kind",
  [
    singleQuestionSchema,
    multipleQuestionSchema,
    trueFalseQuestionSchema,
    shortAnswerQuestionSchema,
    numericQuestionSchema,
  ],
  { error: m.kindInvalid },
);
export type QuizQuestionInput = z.input<typeof quizQuestionSchema>;
export type QuizQuestion = z.output<typeof quizQuestionSchema>;
export type QuizChoiceQuestion = Extract<QuizQuestion, { kind: "single" | "multiple" }>;

const poolSchema = z.object({
  id: quizIdSchema,
  /** Optional: a quiz of one pool needs no name for it. */
  title: z.string({ error: m.poolTitleTooLong }).trim().max(l.poolTitleMax, m.poolTitleTooLong).default(""),
  /** How many of the pool's questions each attempt draws at random; null: every question, every time. */
  draw: z.number({ error: m.drawInvalid }).int(m.drawInvalid).min(1, m.drawInvalid).nullable(),
  questions: z
    .array(quizQuestionSchema, { error: m.poolQuestionsRequired })
    .min(1, m.poolQuestionsRequired)
    .max(l.questionsPerPoolMax, m.poolQuestionsTooMany),
});
export type QuizPool = z.output<typeof poolSchema>;

export const quizDefinitionSchema = z
  .object({
    pools: z
      .array(poolSchema, { error: m.poolsRequired })
      .min(1, m.poolsRequired)
      .max(l.poolsMax, m.poolsTooMany),
    shuffleQuestions: z.boolean({ error: m.shuffleInvalid }).default(false),
    shuffleOptions: z.boolean({ error: m.shuffleInvalid }).default(false),
  })
  .superRefine((definition, context) => {
    // Question ids key a student's answers, so they must be unique across pools, not only within one.
    // Like checkChoices, this may see a pool that only failed a length check, so arrays are checked first.
    if (!Array.isArray(definition.pools)) return;
    const poolIds = new Set<string>();
    const questionIds = new Set<string>();
    let total = 0;
    definition.pools.forEach((pool, p) => {
      if (poolIds.has(pool.id)) {
        context.addIssue({ code: "custom", path: ["pools", p, "id"], message: m.poolIdRepeated });
      }
      poolIds.add(pool.id);
      if (!Array.isArray(pool.questions)) return;
      if (typeof pool.draw === "number" && pool.draw > pool.questions.length) {
        const message = m.drawTooMany(pool.questions.length);
        context.addIssue({ code: "custom", path: ["pools", p, "draw"], message });
      }
      pool.questions.forEach((question, q) => {
        if (questionIds.has(question.id)) {
          const path = ["pools", p, "questions", q, "id"];
          context.addIssue({ code: "custom", path, message: m.questionIdRepeated });
        }
        questionIds.add(question.id);
      });
      total += pool.questions.length;
    });
    if (total > l.questionsMax)
      context.addIssue({ code: "custom", path: ["pools"], message: m.questionsTooMany });
  });
export type QuizDefinitionInput = z.input<typeof quizDefinitionSchema>;
export type QuizDefinition = z.output<typeof quizDefinitionSchema>;

/**
 * One attempt's questions in the order shown: made once when the attempt starts
 * (server/modules/assessments/draw-quiz.ts) and kept with it, so a later edit of the quiz does not reshuffle
 * an attempt in progress. `optionOrder` is there when the options were shuffled.
 */
export const quizPaperSchema = z.array(
  z.object({ questionId: quizIdSchema, optionOrder: z.array(quizIdSchema).optional() }),
);
export type QuizPaperEntry = z.infer<typeof quizPaperSchema>[number];
export type QuizPaper = QuizPaperEntry[];
