import { describe, expect, it } from "vitest";
import { markdownToPlainText } from "./markdown-plain-text.ts";

describe("markdownToPlainText", () => {
  it("keeps paragraphs, list lines, link addresses and code, and drops raw HTML", () => {
    const markdown = [
      "# Week 2",
      "",
      "Read **chapter 3** &amp; the `a<b` notes,",
      "then rest.",
      "",
      "- one [docs](https://example.com/d)",
      "- two",
      "",
      "1. first",
      "2. second",
      "",
      "```",
      "x = 1 < 2",
      "```",
      "",
      "<script>alert(1)</script>",
      "",
      "> quoted",
    ].join("\n");
    expect(markdownToPlainText(markdown)).toBe(
      [
        "Week 2",
        "",
        "Read chapter 3 & the a<b notes,",
        "then rest.",
        "",
        "- one docs (https://example.com/d)",
        "- two",
        "",
        "1. first",
        "2. second",
        "",
        "x = 1 < 2",
        "",
        "> quoted",
      ].join("\n"),
    );
  });
});
