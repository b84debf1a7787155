import { type QuizDefinition, type QuizDefinitionInput, quizDefinitionSchema } from "#contracts/quiz.ts";

// A quiz with one question of every kind, for unit and API tests of issue 16's assessments. Its keys are
// distinctive strings and numbers (sampleQuizKeys), so a test can search a response body for any of them
// and know a hit is a leak, not a coincidence.

export const sampleQuizKeys = {
  explanations: ["EXPLAIN-drift-7f3", "EXPLAIN-split-2c9", "EXPLAIN-sets-5aa"],
  acceptedAnswers: ["Gradient Descent", "SGD-9x"],
  numericAnswer: 343.2,
  numericTolerance: 0.45,
} as const;

const k = sampleQuizKeys;

export const sampleQuizInput = {
  shuffleQuestions: false,
  shuffleOptions: false,
  pools: [
    {
      id: "core",
      title: "Core ideas",
      draw: null,
      questions: [
        {
          kind: "single",
          id: "q-single",
          prompt: "Which split is used to tune hyperparameters?",
          options: [
            { id: "train", text: "Training set" },
            { id: "val", text: "Validation set" },
            { id: "test", text: "Test set" },
          ],
          correctOptionIds: ["val"],
          explanation: k.explanations[1],
        },
        {
          kind: "true_false",
          id: "q-tf",
          prompt: "A model's accuracy on its training data measures how well it generalises.",
          correct: false,
          explanation: k.explanations[0],
        },
      ],
    },
    {
      id: "more",
      title: "More",
      draw: 2,
      questions: [
        {
          kind: "multiple",
          id: "q-multi",
          prompt: "Which of these are supervised learning tasks?",
          points: 3,
          options: [
            { id: "cls", text: "Classification" },
            { id: "clu", text: "Clustering" },
            { id: "reg", text: "Regression" },
            { id: "rank", text: "Learning to rank" },
            { id: "pca", text: "Dimensionality reduction" },
          ],
          correctOptionIds: ["cls", "reg", "rank"],
          explanation: k.explanations[2],
        },
        {
          kind: "short_answer",
          id: "q-short",
          prompt: "Name the optimisation method that steps against the gradient.",
          points: 2,
          acceptedAnswers: [...k.acceptedAnswers],
        },
        {
          kind: "numeric",
          id: "q-num",
          prompt: "The speed of sound in dry air at 20 °C, in metres per second?",
          points: 2,
          answer: k.numericAnswer,
          tolerance: k.numericTolerance,
        },
      ],
    },
  ],
} satisfies QuizDefinitionInput;

export const sampleQuiz: QuizDefinition = quizDefinitionSchema.parse(sampleQuizInput);

/** Every question of the sample drawn, in authored order, options unshuffled: a paper tests can reason about. */
export const sampleQuizFullPaper = sampleQuiz.pools.flatMap((pool) =>
  pool.questions.map((question) => ({ questionId: question.id })),
);

/** The sample's question by id (a test's shorthand; throws on a typo). */
export function sampleQuestion(id: string) {
  const question = sampleQuiz.pools.flatMap((pool) => pool.questions).find((q) => q.id === id);
  if (!question) throw new Error(`No sample question ${id}`);
  return question;
}
