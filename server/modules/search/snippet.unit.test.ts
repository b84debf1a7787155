import { describe, expect, it } from "vitest";
import { leadSnippet, markStart, markStop, snippetHtml } from "./snippet.ts";

describe("snippetHtml", () => {
  it("wraps matches in <mark> and escapes everything else", () => {
    expect(snippetHtml(`Use ${markStart}RAG${markStop} <script>alert("x")</script> & more`)).toBe(
      "Use <mark>RAG</mark> &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more",
    );
  });

  it("keeps tags balanced when markers are stray or unclosed", () => {
    expect(snippetHtml(`${markStop}a ${markStart}b ${markStart}c`)).toBe("a <mark>b c</mark>");
  });

  it("collapses whitespace", () => {
    expect(snippetHtml("a\n\n  b")).toBe("a b");
  });
});

describe("leadSnippet", () => {
  it("cuts the start of a text at a word, escaped", () => {
    expect(leadSnippet("Trees <and> transformers", 100)).toBe("Trees &lt;and&gt; transformers");
    expect(leadSnippet("one two three four", 10)).toBe("one two ...");
  });
});
