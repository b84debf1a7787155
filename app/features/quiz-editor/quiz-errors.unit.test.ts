import { describe, expect, test } from "vitest";
import { quizMessages } from "#contracts/quiz-text.ts";
import { draftOf, newQuestion, numberOf, type QuestionDraft, toBodyInput } from "./quiz-draft.ts";
import { checkDraft, isKnownSlot, issuesOf, placeOf, slotOf } from "./quiz-errors.ts";

const settings = { timeLimitMinutes: null, maxAttempts: 2, passPercent: 50, showAnswers: "never" } as const;
const empty = { pools: [], shuffleQuestions: false, shuffleOptions: false };

describe("the quiz draft", () => {
  test("reads typed numbers, and anything else as NaN for the schema to word", () => {
    expect([numberOf(" 12 "), numberOf("-0.5"), numberOf(".5"), numberOf("1e2")]).toEqual([
      12, -0.5, 0.5, 100,
    ]);
    for (const text of ["", " ", "1,5", "0x10", "abc", "1.2.3"]) expect(numberOf(text)).toBeNaN();
  });

  test("starts a quiz without pools with one empty pool, and sends the switches as null", () => {
    const draft = draftOf({ definition: empty, settings, updatedAt: null, attemptCount: 0 });
    expect(draft.pools).toHaveLength(1);
    expect(draft.pools[0]?.questions).toEqual([]);
    expect(toBodyInput(draft).settings).toEqual(settings);
    expect(toBodyInput(draft).definition.pools[0]?.draw).toBeNull();
  });
});

describe("the quiz's problems", () => {
  test("name the control that fixes them, never an id", () => {
    const q = "definition.pools.0.questions.2";
    expect(slotOf(`${q}.options.1.id`)).toBe(`${q}.options.1.text`);
    expect(slotOf(`${q}.correctOptionIds.0`)).toBe(`${q}.correctOptionIds`);
    expect(slotOf(`${q}.id`)).toBe(`${q}.prompt`);
    expect(slotOf(`${q}.kind`)).toBe(`${q}.prompt`);
    expect(slotOf("definition.pools.3.id")).toBe("definition.pools.3.title");
    expect(isKnownSlot(`${q}.acceptedAnswers.4`)).toBe(true);
    expect(isKnownSlot("definition")).toBe(false);
    expect(placeOf(`${q}.options.1.text`)).toBe("Pool 1, question 3, option 2");
    expect(placeOf("definition.shuffleOptions")).toBe("Rules");
    expect(placeOf("definition.pools")).toBe("");
  });

  test("come in the form's order, one per control", () => {
    const issues = issuesOf([
      { path: "definition.pools.1.questions.0.prompt", message: "b" },
      { path: "definition.pools.0.draw", message: "a2" },
      { path: "settings.passPercent", message: "s" },
      { path: "definition.pools.0.questions.0.correctOptionIds.1", message: "c" },
      { path: "definition.pools.0.questions.0.correctOptionIds", message: "c2" },
      { path: "definition.pools.0.title", message: "a1" },
    ]);
    expect(issues.map((issue) => issue.message)).toEqual(["s", "a1", "a2", "c", "b"]);
  });

  test("are the schema's own messages", () => {
    const draft = draftOf({ definition: empty, settings, updatedAt: null, attemptCount: 0 });
    expect(checkDraft(draft).issues).toEqual([
      { slot: "definition.pools.0.questions", message: quizMessages.poolQuestionsRequired },
    ]);
    const question = newQuestion("numeric") as Extract<QuestionDraft, { kind: "numeric" }>;
    draft.pools[0]?.questions.push({ ...question, prompt: "Pi?", answer: "three" });
    expect(checkDraft(draft).issues).toEqual([
      { slot: "definition.pools.0.questions.0.answer", message: quizMessages.numericAnswerInvalid },
    ]);
  });
});
