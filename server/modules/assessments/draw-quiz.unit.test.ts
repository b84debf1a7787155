import { describe, expect, it } from "vitest";
import { type QuizDefinition, type QuizDefinitionInput, quizDefinitionSchema } from "#contracts/quiz.ts";
import { sampleQuiz } from "../../../tests/support/sample-quiz.ts";
import { drawQuiz } from "./draw-quiz.ts";

const tf = (id: string) => ({ kind: "true_false" as const, id, prompt: `Statement ${id}`, correct: true });
const choice = (id: string) => ({
  kind: "multiple" as const,
  id,
  prompt: `Pick for ${id}`,
  options: ["a", "b", "c", "d", "e", "f"].map((o) => ({ id: o, text: o.toUpperCase() })),
  correctOptionIds: ["a"],
});

/** Pool "p" of 10 questions drawing 3, pool "r" of 4 drawing all, pool "s" of 5 drawing 1. */
function pools(overrides: Partial<QuizDefinitionInput> = {}): QuizDefinition {
  const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  return quizDefinitionSchema.parse({
    pools: [
      { id: "p", title: "P", draw: 3, questions: ids("p", 10).map(tf) },
      { id: "r", title: "R", draw: null, questions: ids("r", 4).map(choice) },
      { id: "s", title: "S", draw: 1, questions: ids("s", 5).map(tf) },
    ],
    ...overrides,
  });
}

const questionIds = (definition: QuizDefinition, seed: string) =>
  drawQuiz(definition, seed).map((entry) => entry.questionId);

describe("drawQuiz", () => {
  it("draws each pool's count without repeats, in pool and authored order when unshuffled", () => {
    for (let i = 0; i < 50; i++) {
      const ids = questionIds(pools(), `seed-${i}`);
      expect(ids).toHaveLength(3 + 4 + 1);
      expect(new Set(ids).size).toBe(ids.length);
      const p = ids.filter((id) => id.startsWith("p"));
      expect(p).toHaveLength(3);
      expect(p).toEqual([...p].sort((x, y) => Number(x.slice(1)) - Number(y.slice(1))));
      expect(ids.slice(3, 7)).toEqual(["r0", "r1", "r2", "r3"]);
      expect(ids[7]).toMatch(/^s\d$/);
    }
  });

  it("asks every question of every pool when nothing is drawn, unshuffled: the authored quiz", () => {
    expect(drawQuiz(sampleQuiz, "any").map((e) => e.questionId)).toHaveLength(4);
    const all = quizDefinitionSchema.parse({
      ...sampleQuiz,
      pools: sampleQuiz.pools.map((p) => ({ ...p, draw: null })),
    });
    expect(drawQuiz(all, "any")).toEqual([
      { questionId: "q-single" },
      { questionId: "q-tf" },
      { questionId: "q-multi" },
      { questionId: "q-short" },
      { questionId: "q-num" },
    ]);
  });

  it("gives the same paper for the same seed, and other papers for other seeds", () => {
    const definition = pools({ shuffleQuestions: true, shuffleOptions: true });
    expect(drawQuiz(definition, "attempt-42")).toEqual(drawQuiz(definition, "attempt-42"));
    const papers = new Set(
      Array.from({ length: 20 }, (_, i) => JSON.stringify(drawQuiz(definition, `attempt-${i}`))),
    );
    expect(papers.size).toBe(20);
  });

  it("reaches every question of a pool over many attempts", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) for (const id of questionIds(pools(), `seed-${i}`)) seen.add(id);
    for (let i = 0; i < 10; i++) expect(seen.has(`p${i}`)).toBe(true);
    for (let i = 0; i < 5; i++) expect(seen.has(`s${i}`)).toBe(true);
  });

  it("shuffles the whole paper across pools when asked, keeping the drawn set", () => {
    const plain = pools();
    const shuffled = pools({ shuffleQuestions: true });
    let moved = 0;
    for (let i = 0; i < 20; i++) {
      const before = questionIds(plain, `seed-${i}`);
      const after = questionIds(shuffled, `seed-${i}`);
      expect([...after].sort()).toEqual([...before].sort());
      if (after.join() !== before.join()) moved++;
    }
    expect(moved).toBeGreaterThan(15);
  });

  it("shuffles each choice question's options when asked, keeping the option set", () => {
    const unshuffled = drawQuiz(pools(), "seed");
    expect(unshuffled.every((entry) => entry.optionOrder === undefined)).toBe(true);
    const paper = drawQuiz(pools({ shuffleOptions: true }), "seed");
    const orders = paper.filter((entry) => entry.optionOrder).map((entry) => entry.optionOrder!);
    expect(orders).toHaveLength(4);
    for (const order of orders) expect([...order].sort()).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(new Set(orders.map((order) => order.join())).size).toBeGreaterThan(1);
    expect(paper.filter((entry) => entry.questionId.startsWith("p")).every((e) => !e.optionOrder)).toBe(true);
  });
});
