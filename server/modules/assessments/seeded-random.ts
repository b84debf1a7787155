import { createHash } from "node:crypto";

// A small random source determined by a string seed, for drawing quiz papers (draw-quiz.ts). Seeded, not
// Math.random: the server can re-derive an attempt's paper from the seed it stored, and tests can pin a
// draw. Not for secrets: a student who learnt the seed could predict their paper, nothing more (the answer
// key never depends on it).
//
// The seed is hashed with SHA-256 so that similar seeds ("attempt-1", "attempt-2") give unrelated streams,
// and the 256-bit digest fills sfc32's 128-bit state (sfc32: Chris Doty-Humphrey's small fast counting
// generator, which passes PractRand and is four 32-bit additions, shifts and xors a step).

export type SeededRandom = {
  /** A uniformly chosen integer from 0 to bound - 1 (bound a positive integer up to 2^32). */
  int(bound: number): number;
  /** A new array with the items in a uniformly random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
};

const twoTo32 = 2 ** 32;

export function seededRandom(seed: string): SeededRandom {
  const digest = createHash("sha256").update(seed, "utf8").digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);

  function next(): number {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  }
  // The usual warm-up, so the first outputs do not echo the raw state.
  for (let i = 0; i < 12; i++) next();

  function int(bound: number): number {
    if (!Number.isInteger(bound) || bound < 1 || bound > twoTo32) throw new RangeError(`Bad bound ${bound}`);
    // Rejection keeps every value equally likely: plain `next() % bound` favours the low values when 2^32 is
    // not a multiple of bound.
    const limit = twoTo32 - (twoTo32 % bound);
    let value = next();
    while (value >= limit) value = next();
    return value % bound;
  }

  function shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  return { int, shuffle };
}
