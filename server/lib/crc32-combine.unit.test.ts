import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32ShiftFor } from "./crc32-combine.ts";

describe("crc32Combine", () => {
  it("equals the CRC of the concatenation, for empty, short and long pieces", () => {
    for (const [a, b] of [
      [0, 0],
      [5, 0],
      [0, 7],
      [1, 1],
      [24, 100_000],
      [70_000, 24],
      [3, 131_073],
    ] as const) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      const combined = crc32Combine(crc32(first), crc32(second), crc32ShiftFor(second.length));
      expect(combined).toBe(crc32(Buffer.concat([first, second])));
    }
  });
});
