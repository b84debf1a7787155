import { describe, expect, it } from "vitest";
import { type QuizQuestion, type QuizQuestionInput, quizQuestionSchema } from "#contracts/quiz.ts";
import type { QuizAnswer } from "#contracts/quiz-answers.ts";
import { sampleQuestion } from "../../../tests/support/sample-quiz.ts";
import { gradeQuizAnswer } from "./grade-quiz-answer.ts";

const question = (input: QuizQuestionInput): QuizQuestion => quizQuestionSchema.parse(input);
/** [earned, result] for a compact table. */
const grade = (q: QuizQuestion, answer: QuizAnswer | undefined) => {
  const { earned, result } = gradeQuizAnswer(q, answer);
  return [earned, result];
};
const picks = (...optionIds: string[]): QuizAnswer => ({ kind: "multiple", optionIds });
const numeric = (value: number): QuizAnswer => ({ kind: "numeric", value });
const text = (value: string): QuizAnswer => ({ kind: "short_answer", text: value });

describe("gradeQuizAnswer", () => {
  it("scores single choice and true/false all or nothing", () => {
    const single = sampleQuestion("q-single");
    expect(gradeQuizAnswer(single, { kind: "single", optionId: "val" })).toEqual({
      earned: 1,
      possible: 1,
      result: "correct",
    });
    expect(grade(single, { kind: "single", optionId: "test" })).toEqual([0, "incorrect"]);
    expect(grade(single, { kind: "single", optionId: "no-such-option" })).toEqual([0, "incorrect"]);
    const tf = sampleQuestion("q-tf");
    expect(grade(tf, { kind: "true_false", value: false })).toEqual([1, "correct"]);
    expect(grade(tf, { kind: "true_false", value: true })).toEqual([0, "incorrect"]);
  });

  it("gives multiple choice a share per right pick and takes one back per wrong pick, never below 0", () => {
    // 3 points; right: cls, reg, rank; wrong: clu, pca.
    const multi = sampleQuestion("q-multi");
    expect(gradeQuizAnswer(multi, picks("cls", "reg", "rank"))).toEqual({
      earned: 3,
      possible: 3,
      result: "correct",
    });
    expect(grade(multi, picks("rank", "cls"))).toEqual([2, "partial"]);
    expect(grade(multi, picks("cls", "reg", "clu"))).toEqual([1, "partial"]);
    expect(grade(multi, picks("cls", "reg", "rank", "clu"))).toEqual([2, "partial"]);
    expect(grade(multi, picks("cls", "clu"))).toEqual([0, "incorrect"]);
    expect(grade(multi, picks("cls", "clu", "pca"))).toEqual([0, "incorrect"]);
    expect(grade(multi, picks("clu"))).toEqual([0, "incorrect"]);
    // Ticking every box earns (3 - 2) / 3 of the points, not all of them.
    expect(grade(multi, picks("cls", "clu", "reg", "rank", "pca"))).toEqual([1, "partial"]);
  });

  it("counts a repeated pick once and ignores ids that are no option", () => {
    const multi = sampleQuestion("q-multi");
    expect(grade(multi, picks("cls", "cls", "cls"))).toEqual([1, "partial"]);
    expect(grade(multi, picks("cls", "made-up"))).toEqual([1, "partial"]);
    expect(grade(multi, picks("made-up"))).toEqual([0, "incorrect"]);
  });

  it("rounds fractional credit to hundredths, a half up", () => {
    const options = Array.from({ length: 10 }, (_, i) => ({ id: `o${i}`, text: `Option ${i}` }));
    const thirds = question({
      kind: "multiple",
      id: "q",
      prompt: "?",
      options,
      correctOptionIds: ["o0", "o1", "o2"],
    });
    expect(grade(thirds, picks("o0"))).toEqual([0.33, "partial"]);
    expect(grade(thirds, picks("o0", "o1"))).toEqual([0.67, "partial"]);
    const eighths = question({
      kind: "multiple",
      id: "q",
      prompt: "?",
      points: 5,
      options,
      correctOptionIds: ["o0", "o1", "o2", "o3", "o4", "o5", "o6", "o7"],
    });
    // 5 * 1/8 = 0.625 and 5 * 3/8 = 1.875: exact halves of a hundredth.
    expect(grade(eighths, picks("o0"))).toEqual([0.63, "partial"]);
    expect(grade(eighths, picks("o0", "o1", "o2"))).toEqual([1.88, "partial"]);
  });

  it("matches short answers ignoring case, spacing and width, nothing else", () => {
    const short = sampleQuestion("q-short");
    expect(grade(short, text("gradient descent"))).toEqual([2, "correct"]);
    expect(grade(short, text("  GRADIENT \t  Descent\n"))).toEqual([2, "correct"]);
    expect(grade(short, text("ＳＧＤ－９Ｘ"))).toEqual([2, "correct"]);
    expect(grade(short, text("gradientdescent"))).toEqual([0, "incorrect"]);
    expect(grade(short, text("gradient descent."))).toEqual([0, "incorrect"]);
  });

  it("accepts numbers within the tolerance, both ends included", () => {
    // 343.2 ± 0.45
    const num = sampleQuestion("q-num");
    for (const value of [343.2, 343.65, 342.75, 343.4])
      expect(grade(num, numeric(value)), `${value}`).toEqual([2, "correct"]);
    for (const value of [343.66, 342.74, -343.2])
      expect(grade(num, numeric(value)), `${value}`).toEqual([0, "incorrect"]);
  });

  it("forgives binary rounding at the edge, not a real miss", () => {
    const pi = question({ kind: "numeric", id: "q", prompt: "?", answer: 3.14, tolerance: 0.01 });
    // 3.14 - 3.13 is 0.010000000000000231 in binary floating point.
    expect(grade(pi, numeric(3.13))).toEqual([1, "correct"]);
    expect(grade(pi, numeric(3.15))).toEqual([1, "correct"]);
    expect(grade(pi, numeric(3.1299))).toEqual([0, "incorrect"]);
    const exact = question({ kind: "numeric", id: "q", prompt: "?", answer: 0.3 });
    expect(grade(exact, numeric(0.1 + 0.2))).toEqual([1, "correct"]);
    expect(grade(exact, numeric(0.3001))).toEqual([0, "incorrect"]);
    const zero = question({ kind: "numeric", id: "q", prompt: "?", answer: 0 });
    expect(grade(zero, numeric(0))).toEqual([1, "correct"]);
    expect(grade(zero, numeric(1e-12))).toEqual([0, "incorrect"]);
    const negative = question({ kind: "numeric", id: "q", prompt: "?", answer: -40, tolerance: 0.5 });
    expect(grade(negative, numeric(-40.5))).toEqual([1, "correct"]);
    expect(grade(negative, numeric(40))).toEqual([0, "incorrect"]);
    expect(grade(negative, numeric(Number.NaN))).toEqual([0, "incorrect"]);
  });

  it("scores an answer of another kind 0 without throwing", () => {
    const answers: QuizAnswer[] = [
      { kind: "single", optionId: "cls" },
      picks("val"),
      { kind: "true_false", value: false },
      text("343.2"),
      numeric(1),
    ];
    for (const id of ["q-single", "q-multi", "q-tf", "q-short", "q-num"]) {
      const q = sampleQuestion(id);
      for (const answer of answers.filter((a) => a.kind !== q.kind)) {
        expect(grade(q, answer), `${id} with ${answer.kind}`).toEqual([0, "incorrect"]);
      }
    }
  });

  it("calls a missing, empty or blank answer unanswered", () => {
    expect(gradeQuizAnswer(sampleQuestion("q-num"), undefined)).toEqual({
      earned: 0,
      possible: 2,
      result: "unanswered",
    });
    expect(grade(sampleQuestion("q-multi"), picks())).toEqual([0, "unanswered"]);
    expect(grade(sampleQuestion("q-short"), text(" \u3000 "))).toEqual([0, "unanswered"]);
  });
});
