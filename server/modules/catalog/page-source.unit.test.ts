import { describe, expect, it } from "vitest";
import { trimDescription } from "./page-source.ts";

describe("trimDescription", () => {
  it("keeps a short summary as it is, with whitespace tidied", () => {
    expect(trimDescription("  Build  production LLM apps.\n")).toBe("Build production LLM apps.");
  });

  it("cuts a long summary at a word boundary within 160 characters", () => {
    const long = `${"Neural networks with PyTorch and transformers, ".repeat(5)}end.`;
    const trimmed = trimDescription(long);
    expect(trimmed.length).toBeLessThanOrEqual(160);
    expect(trimmed.endsWith("…")).toBe(true);
    expect(trimmed).not.toMatch(/[\s,]…$/);
    expect(long.startsWith(trimmed.slice(0, -1))).toBe(true);
  });
});
