import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bucketOf } from "./ab-bucket.ts";

const hashOf = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 22);

describe("the A/B bucket of a visitor hash", () => {
  it("is the same for the same hash every time", () => {
    for (let i = 0; i < 200; i++) {
      const hash = hashOf(`salt\n10.0.0.${i}\nbrowser ${i}`);
      const first = bucketOf(hash);
      for (let again = 0; again < 5; again++) expect(bucketOf(hash)).toBe(first);
    }
  });

  it("splits 10,000 random hashes about evenly (50% ± 2%)", () => {
    let b = 0;
    const total = 10_000;
    for (let i = 0; i < total; i++) if (bucketOf(hashOf(randomBytes(16).toString("hex"))) === "b") b++;
    expect(b / total).toBeGreaterThan(0.48);
    expect(b / total).toBeLessThan(0.52);
  });

  it("reads the first byte's parity (the same rule the statistics use in SQL)", () => {
    expect(bucketOf(Buffer.from([0, 255]).toString("base64url"))).toBe("a");
    expect(bucketOf(Buffer.from([1, 0]).toString("base64url"))).toBe("b");
    expect(bucketOf(Buffer.from([254, 1]).toString("base64url"))).toBe("a");
    expect(bucketOf("")).toBe("a");
  });
});
