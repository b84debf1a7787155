import { describe, expect, it } from "vitest";
import type { QuizAnswers } from "#contracts/quiz-answers.ts";
import { quizReviewSchema } from "#contracts/quiz-public.ts";
import { sampleQuiz, sampleQuizFullPaper, sampleQuizKeys } from "../../../tests/support/sample-quiz.ts";
import { buildQuizReview } from "./quiz-review.ts";

const paper = [
  { questionId: "q-multi", optionOrder: ["pca", "rank", "cls", "clu", "reg"] },
  ...sampleQuizFullPaper,
];
const answers: QuizAnswers = {
  "q-single": { kind: "single", optionId: "train" },
  "q-multi": { kind: "multiple", optionIds: ["cls", "reg"] },
  "q-short": { kind: "short_answer", text: "Adam" },
  "q-num": { kind: "numeric", value: 340 },
  "not-on-paper": { kind: "true_false", value: true },
};
const review = (answersShown: boolean) =>
  buildQuizReview({ definition: sampleQuiz, paper, answers, passPercent: 50, answersShown });

describe("buildQuizReview", () => {
  it("lists the paper's questions as shown, with the student's answer, score and result", () => {
    const { questions, ...totals } = review(false);
    // 0 + 0 + 2 of 3 + 0 + 0 = 2 of 9.
    expect(totals).toEqual({ earned: 2, possible: 9, percent: 22.22, passed: false, answersShown: false });
    expect(
      questions.map((q) => [q.question.id, q.answer?.kind ?? null, q.earned, q.possible, q.result]),
    ).toEqual([
      ["q-multi", "multiple", 2, 3, "partial"],
      ["q-single", "single", 0, 1, "incorrect"],
      ["q-tf", null, 0, 1, "unanswered"],
      ["q-short", "short_answer", 0, 2, "incorrect"],
      ["q-num", "numeric", 0, 2, "incorrect"],
    ]);
    const multi = questions[0]!.question;
    expect(multi.kind === "multiple" && multi.options.map((o) => o.id)).toEqual([
      "pca",
      "rank",
      "cls",
      "clu",
      "reg",
    ]);
  });

  it("holds back every right answer and explanation while the settings say so", () => {
    const hidden = review(false);
    for (const question of hidden.questions) {
      expect(question.solution).toBeNull();
      expect(question.explanation).toBeNull();
      expect(question.explanationHtml).toBeNull();
    }
    const json = JSON.stringify(hidden);
    for (const secret of [...sampleQuizKeys.explanations, ...sampleQuizKeys.acceptedAnswers]) {
      expect(json).not.toContain(secret);
    }
    expect(json).not.toContain(String(sampleQuizKeys.numericAnswer));
    expect(json).not.toMatch(/"correct"|correctOptionIds|acceptedAnswers|tolerance/);
  });

  it("adds each question's right answer and explanation when allowed", () => {
    const shown = review(true);
    expect(shown.answersShown).toBe(true);
    expect(shown.questions.map((q) => [q.solution, q.explanation])).toEqual([
      [{ kind: "multiple", correctOptionIds: ["cls", "reg", "rank"] }, sampleQuizKeys.explanations[2]],
      [{ kind: "single", correctOptionIds: ["val"] }, sampleQuizKeys.explanations[1]],
      [{ kind: "true_false", correct: false }, sampleQuizKeys.explanations[0]],
      [{ kind: "short_answer", acceptedAnswers: [...sampleQuizKeys.acceptedAnswers] }, null],
      [
        { kind: "numeric", answer: sampleQuizKeys.numericAnswer, tolerance: sampleQuizKeys.numericTolerance },
        null,
      ],
    ]);
  });

  it("fits the review response schema as built", () => {
    for (const built of [review(false), review(true)]) expect(quizReviewSchema.parse(built)).toEqual(built);
  });
});
