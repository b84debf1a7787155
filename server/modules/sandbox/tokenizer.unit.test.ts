import { countTokens as exactO200k } from "gpt-tokenizer/encoding/o200k_base";
import { describe, expect, it } from "vitest";
import { countTokens, encodingFor } from "./tokenizer.ts";

const plain = { disallowedSpecial: new Set<string>() };

describe("countTokens", () => {
  it("matches gpt-tokenizer exactly for prose and code", () => {
    const text = `You are a helpful assistant.\nfunction add(a, b) { return a + b; }\n${"Summarise this ticket. ".repeat(200)}`;
    expect(countTokens(text, "o200k_base")).toBe(exactO200k(text, plain));
    expect(countTokens("", "o200k_base")).toBe(0);
  });

  it("counts special-token text as plain text instead of throwing", () => {
    expect(countTokens("<|endoftext|> hi", "o200k_base")).toBe(exactO200k("<|endoftext|> hi", plain));
    expect(countTokens("<|im_start|>", "cl100k_base")).toBeGreaterThan(1);
  });

  // Long runs are sliced (BPE time is quadratic in a run's length); the count stays close to exact.
  it("counts long runs without a break close to the exact count", () => {
    for (const text of [
      "q".repeat(20_000),
      "🚀".repeat(10_000),
      " ".repeat(20_000),
      `start ${"x".repeat(5_000)} end`,
    ]) {
      const started = performance.now();
      const counted = countTokens(text, "o200k_base");
      expect(performance.now() - started).toBeLessThan(300);
      const exact = exactO200k(text, plain);
      expect(Math.abs(counted - exact)).toBeLessThanOrEqual(Math.max(3, exact * 0.1));
    }
  });
});

describe("encodingFor", () => {
  it.each([
    ["gpt-4o", "OpenAI", "o200k_base", false],
    ["gpt-4.1-mini", "OpenAI", "o200k_base", false],
    ["o3-mini", "OpenAI", "o200k_base", false],
    ["gpt-4", "OpenAI", "cl100k_base", false],
    ["gpt-3.5-turbo", "OpenAI", "cl100k_base", false],
    ["claude-sonnet-4", "Anthropic", "o200k_base", true],
    ["llama-3.1-70b-instruct", "Meta (Together AI)", "o200k_base", true],
  ])("%s (%s) uses %s, estimated %s", (model, provider, encoding, estimated) => {
    expect(encodingFor(model, provider)).toEqual({ encoding, estimated });
  });
});
