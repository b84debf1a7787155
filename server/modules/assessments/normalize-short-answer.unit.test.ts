import { describe, expect, it } from "vitest";
import { normalizeShortAnswer } from "./normalize-short-answer.ts";

describe("normalizeShortAnswer", () => {
  it("ignores case, surrounding spaces and runs of inner spaces", () => {
    expect(normalizeShortAnswer("  New   York ")).toBe("new york");
    expect(normalizeShortAnswer("NEW\tYORK\n")).toBe("new york");
    expect(normalizeShortAnswer("NewYork")).toBe("newyork");
  });

  it("reads full-width letters, ligatures and odd spaces as their plain forms (NFKC)", () => {
    expect(normalizeShortAnswer("ＰＹＴＨＯＮ")).toBe("python");
    expect(normalizeShortAnswer("ﬁne\u00a0tuning")).toBe("fine tuning");
    expect(normalizeShortAnswer("deep\u3000learning")).toBe("deep learning");
    expect(normalizeShortAnswer("x²")).toBe("x2");
  });

  it("folds case beyond lower-casing: ß and SS meet, accents stay", () => {
    expect(normalizeShortAnswer("Straße")).toBe(normalizeShortAnswer("STRASSE"));
    expect(normalizeShortAnswer("Café")).toBe("café");
    expect(normalizeShortAnswer("Cafe\u0301")).toBe("café");
    expect(normalizeShortAnswer("café")).not.toBe("cafe");
  });

  it("leaves nothing of whitespace alone", () => {
    expect(normalizeShortAnswer(" \t\n\u00a0")).toBe("");
  });
});
