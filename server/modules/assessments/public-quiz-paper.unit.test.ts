import { describe, expect, it } from "vitest";
import { quizDefinitionSchema } from "#contracts/quiz.ts";
import { publicQuizQuestionSchema } from "#contracts/quiz-public.ts";
import { sampleQuiz, sampleQuizFullPaper, sampleQuizKeys } from "../../../tests/support/sample-quiz.ts";
import { drawQuiz } from "./draw-quiz.ts";
import { publicQuizPaper } from "./public-quiz-paper.ts";

/** Every property name anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

describe("publicQuizPaper", () => {
  it("shows each question's prompt, points and options, and nothing of its key", () => {
    expect(publicQuizPaper(sampleQuiz, sampleQuizFullPaper.slice(0, 3))).toEqual([
      {
        kind: "single",
        id: "q-single",
        prompt: "Which split is used to tune hyperparameters?",
        promptHtml: "<p>Which split is used to tune hyperparameters?</p>\n",
        points: 1,
        options: [
          { id: "train", text: "Training set" },
          { id: "val", text: "Validation set" },
          { id: "test", text: "Test set" },
        ],
      },
      {
        kind: "true_false",
        id: "q-tf",
        prompt: "A model's accuracy on its training data measures how well it generalises.",
        promptHtml: "<p>A model's accuracy on its training data measures how well it generalises.</p>\n",
        points: 1,
      },
      expect.objectContaining({ kind: "multiple", id: "q-multi", points: 3 }),
    ]);
  });

  it("serialises to JSON without a key field or key value, however the paper was drawn", () => {
    const shuffled = quizDefinitionSchema.parse({
      ...sampleQuiz,
      shuffleQuestions: true,
      shuffleOptions: true,
    });
    for (const paper of [sampleQuizFullPaper, drawQuiz(shuffled, "a"), drawQuiz(shuffled, "b")]) {
      const body = JSON.parse(JSON.stringify(publicQuizPaper(shuffled, paper)));
      expect([...keysOf(body)].sort()).toEqual([
        "id",
        "kind",
        "options",
        "points",
        "prompt",
        "promptHtml",
        "text",
      ]);
      const json = JSON.stringify(body);
      for (const secret of [...sampleQuizKeys.explanations, ...sampleQuizKeys.acceptedAnswers]) {
        expect(json.toLowerCase()).not.toContain(secret.toLowerCase());
      }
      expect(json).not.toContain(String(sampleQuizKeys.numericAnswer));
      expect(json).not.toContain(String(sampleQuizKeys.numericTolerance));
      // "short_answer" is a kind; "answer" as a key or value would be the numeric key.
      expect(json).not.toMatch(/correct|accepted|tolerance|explanation|"answer"/i);
      // And the response schema agrees with every question it is given.
      for (const question of body) expect(publicQuizQuestionSchema.parse(question)).toEqual(question);
    }
  });

  it("orders options as the paper says, keeping the option set", () => {
    const paper = [{ questionId: "q-multi", optionOrder: ["pca", "rank", "cls", "clu", "reg"] }];
    const [multi] = publicQuizPaper(sampleQuiz, paper);
    expect(multi!.kind === "multiple" && multi!.options.map((o) => o.id)).toEqual([
      "pca",
      "rank",
      "cls",
      "clu",
      "reg",
    ]);
  });

  it("keeps an option added after the draw and drops one removed since", () => {
    const paper = [{ questionId: "q-single", optionOrder: ["test", "gone", "val"] }];
    const [single] = publicQuizPaper(sampleQuiz, paper);
    expect(single!.kind === "single" && single!.options.map((o) => o.id)).toEqual(["test", "val", "train"]);
  });
});
