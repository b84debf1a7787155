import { describe, expect, it } from "vitest";
import { seededRandom } from "./seeded-random.ts";

const sequence = (seed: string, bound: number, length: number) => {
  const random = seededRandom(seed);
  return Array.from({ length }, () => random.int(bound));
};

describe("seededRandom", () => {
  it("repeats its stream for the same seed", () => {
    expect(sequence("attempt-1", 1000, 20)).toEqual(sequence("attempt-1", 1000, 20));
  });

  it("gives unrelated streams for neighbouring seeds", () => {
    expect(sequence("attempt-1", 1000, 20)).not.toEqual(sequence("attempt-2", 1000, 20));
  });

  it("stays within its bound and reaches every value about equally often", () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const value of sequence("spread", 6, 6000)) counts[value]!++;
    for (const count of counts) expect(count).toBeGreaterThan(850);
    for (const count of counts) expect(count).toBeLessThan(1150);
  });

  it("shuffles into a new array holding the same items, leaving the input alone", () => {
    const items = ["a", "b", "c", "d", "e", "f", "g", "h"] as const;
    const shuffled = seededRandom("shuffle").shuffle(items);
    expect(items).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
    expect([...shuffled].sort()).toEqual([...items]);
    expect(shuffled).not.toEqual([...items]);
  });

  it("puts each item first about equally often (an unbiased Fisher–Yates)", () => {
    const firsts: Record<string, number> = { a: 0, b: 0, c: 0, d: 0 };
    for (let i = 0; i < 4000; i++) firsts[seededRandom(`seed-${i}`).shuffle(["a", "b", "c", "d"])[0]!]!++;
    for (const count of Object.values(firsts)) expect(count).toBeGreaterThan(850);
    for (const count of Object.values(firsts)) expect(count).toBeLessThan(1150);
  });

  it("refuses a bound it cannot honour", () => {
    expect(() => seededRandom("x").int(0)).toThrow(RangeError);
    expect(() => seededRandom("x").int(1.5)).toThrow(RangeError);
  });
});
