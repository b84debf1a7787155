import { describe, expect, it } from "vitest";
import { highlightCode, MAX_HIGHLIGHTED_CHARS } from "./highlight-code.ts";

describe("highlightCode", () => {
  it("wraps the tokens of a known language in hljs-* spans", () => {
    expect(highlightCode("def f(x):\n    return 1", "python")).toBe(
      '<span class="hljs-keyword">def</span> <span class="hljs-title function_">f</span>' +
        '(<span class="hljs-params">x</span>):\n    <span class="hljs-keyword">return</span> ' +
        '<span class="hljs-number">1</span>',
    );
  });

  it("knows the registered languages and their usual aliases, in any case", () => {
    for (const tag of [
      "python",
      "py",
      "javascript",
      "js",
      "typescript",
      "ts",
      "tsx",
      "bash",
      "sh",
      "shell",
      "console",
      "json",
      "sql",
      "yaml",
      "yml",
      "xml",
      "html",
      "css",
      "plaintext",
      "text",
      "Python",
    ]) {
      expect(highlightCode("x", tag), tag).toBeTypeOf("string");
    }
  });

  it("reads a `shell` block as bash, not as a terminal session", () => {
    expect(highlightCode('echo "hi"', "shell")).toContain('<span class="hljs-built_in">echo</span>');
  });

  it("returns undefined for a language it does not know, so the block stays plain", () => {
    for (const tag of ["rust", "", "constructor", "__proto__", "toString", "language-python"]) {
      expect(highlightCode("fn main() {}", tag), tag).toBeUndefined();
    }
  });

  it("escapes the code: markup in it is text", () => {
    const html = highlightCode('<script>alert("x")</script>', "html")!;
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;");
    expect(highlightCode("'<img src=x onerror=alert(1)>' & \"q\"", "plaintext")).toBe(
      "&#x27;&lt;img src=x onerror=alert(1)&gt;&#x27; &amp; &quot;q&quot;",
    );
  });

  it("leaves a block over the size limit plain", () => {
    expect(highlightCode("x".repeat(MAX_HIGHLIGHTED_CHARS), "python")).toBeTypeOf("string");
    expect(highlightCode("x".repeat(MAX_HIGHLIGHTED_CHARS + 1), "python")).toBeUndefined();
  });
});
