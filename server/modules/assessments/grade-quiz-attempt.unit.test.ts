import { describe, expect, it } from "vitest";
import { quizDefinitionSchema } from "#contracts/quiz.ts";
import type { QuizAnswers } from "#contracts/quiz-answers.ts";
import { sampleQuiz, sampleQuizFullPaper } from "../../../tests/support/sample-quiz.ts";
import { drawQuiz } from "./draw-quiz.ts";
import { gradeQuizAttempt } from "./grade-quiz-attempt.ts";

// The full sample paper is worth 1 + 1 + 3 + 2 + 2 = 9 points.
const allRight: QuizAnswers = {
  "q-single": { kind: "single", optionId: "val" },
  "q-tf": { kind: "true_false", value: false },
  "q-multi": { kind: "multiple", optionIds: ["cls", "reg", "rank"] },
  "q-short": { kind: "short_answer", text: "sgd-9x" },
  "q-num": { kind: "numeric", value: 343 },
};

describe("gradeQuizAttempt", () => {
  it("adds up a full paper, question by question in the paper's order", () => {
    const grade = gradeQuizAttempt(sampleQuiz, sampleQuizFullPaper, allRight, 70);
    expect(grade).toMatchObject({ earned: 9, possible: 9, percent: 100, passed: true });
    expect(grade.perQuestion.map((q) => [q.questionId, q.earned, q.result])).toEqual([
      ["q-single", 1, "correct"],
      ["q-tf", 1, "correct"],
      ["q-multi", 3, "correct"],
      ["q-short", 2, "correct"],
      ["q-num", 2, "correct"],
    ]);
  });

  it("counts partial credit, wrong and missing answers, and decides the pass mark on the shown percent", () => {
    const answers: QuizAnswers = {
      ...allRight,
      "q-multi": { kind: "multiple", optionIds: ["cls"] },
      "q-num": { kind: "numeric", value: 300 },
    };
    delete answers["q-tf"];
    const grade = gradeQuizAttempt(sampleQuiz, sampleQuizFullPaper, answers, 44);
    // 1 + 0 + 1 + 2 + 0 = 4 of 9 = 44.44%.
    expect(grade).toMatchObject({ earned: 4, possible: 9, percent: 44.44, passed: true });
    expect(grade.perQuestion.map((q) => q.result)).toEqual([
      "correct",
      "unanswered",
      "partial",
      "correct",
      "incorrect",
    ]);
    expect(gradeQuizAttempt(sampleQuiz, sampleQuizFullPaper, answers, 45).passed).toBe(false);
  });

  it("sums fractional scores in hundredths", () => {
    const options = ["a", "b", "c", "d"].map((id) => ({ id, text: id }));
    const thirds = (id: string) => ({
      kind: "multiple",
      id,
      prompt: "?",
      options,
      correctOptionIds: ["a", "b", "c"],
    });
    const definition = quizDefinitionSchema.parse({
      pools: [{ id: "p", draw: null, questions: [thirds("x"), thirds("y"), thirds("z")] }],
    });
    const one = { kind: "multiple" as const, optionIds: ["a"] };
    const grade = gradeQuizAttempt(definition, drawQuiz(definition, "s"), { x: one, y: one, z: one }, 33);
    // 0.33 three times: 0.99 (not 0.9900000000000001), 33% of 3 points.
    expect(grade).toMatchObject({ earned: 0.99, possible: 3, percent: 33, passed: true });
  });

  it("grades only the drawn questions: answers to others count for nothing", () => {
    const paper = [{ questionId: "q-tf" }, { questionId: "q-short" }];
    const grade = gradeQuizAttempt(sampleQuiz, paper, allRight, 100);
    expect(grade).toMatchObject({ earned: 3, possible: 3, percent: 100, passed: true });
    expect(grade.perQuestion.map((q) => q.questionId)).toEqual(["q-tf", "q-short"]);
  });

  it("reads only the answers' own keys", () => {
    const definition = quizDefinitionSchema.parse({
      pools: [
        {
          id: "p",
          draw: null,
          questions: [{ kind: "true_false", id: "constructor", prompt: "?", correct: true }],
        },
      ],
    });
    const grade = gradeQuizAttempt(definition, [{ questionId: "constructor" }], {}, 50);
    expect(grade.perQuestion[0]!.result).toBe("unanswered");
  });

  it("scores an empty paper 0 without dividing by zero", () => {
    expect(gradeQuizAttempt(sampleQuiz, [], allRight, 0)).toEqual({
      earned: 0,
      possible: 0,
      percent: 0,
      passed: true,
      perQuestion: [],
    });
  });
});
