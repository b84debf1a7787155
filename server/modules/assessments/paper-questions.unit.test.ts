import { describe, expect, it } from "vitest";
import { sampleQuiz } from "../../../tests/support/sample-quiz.ts";
import { paperQuestions } from "./paper-questions.ts";

describe("paperQuestions", () => {
  it("finds the paper's questions in its order, across pools", () => {
    const found = paperQuestions(sampleQuiz, [{ questionId: "q-num" }, { questionId: "q-single" }]);
    expect(found.map(({ question }) => question.id)).toEqual(["q-num", "q-single"]);
  });

  it("passes over a question the quiz no longer has, and a repeat", () => {
    const paper = [{ questionId: "gone" }, { questionId: "q-tf" }, { questionId: "q-tf", optionOrder: [] }];
    const found = paperQuestions(sampleQuiz, paper);
    expect(found).toEqual([
      { entry: { questionId: "q-tf" }, question: expect.objectContaining({ id: "q-tf" }) },
    ]);
  });
});
