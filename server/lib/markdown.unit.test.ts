import { describe, expect, it } from "vitest";
import { markdownToText, readingMinutes, renderMarkdown } from "./markdown.ts";

describe("renderMarkdown", () => {
  it("renders Markdown to HTML", () => {
    expect(renderMarkdown("## Title\n\nSome **bold** text.")).toBe(
      "<h2>Title</h2>\n<p>Some <strong>bold</strong> text.</p>\n",
    );
  });

  it("removes scripts, event handlers and javascript: links", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="https://x.test/a.png" onerror="alert(2)">\n\n[link](javascript:alert(3))',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("javascript:");
  });

  it("demotes h1 so a page keeps one h1, and marks external links", () => {
    const html = renderMarkdown("# Big\n\n[site](https://example.com)");
    expect(html).toContain("<h2>Big</h2>");
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
});

it("makes code blocks and tables focusable (they scroll sideways on a phone)", () => {
  const html = renderMarkdown("```\ncode\n```\n\n| a |\n|---|\n| b |");
  expect(html).toContain('<pre tabindex="0">');
  expect(html).toContain('<table tabindex="0">');
  expect(renderMarkdown('<pre tabindex="5" onclick="x()">y</pre>')).toContain('<pre tabindex="0">');
});

describe("code blocks", () => {
  it("highlights a fenced block with a known language tag", () => {
    expect(renderMarkdown("```python\nreturn '<b>'\n```")).toBe(
      '<pre tabindex="0"><code class="hljs language-python"><span class="hljs-keyword">return</span> ' +
        "<span class=\"hljs-string\">'&lt;b&gt;'</span>\n</code></pre>\n",
    );
  });

  it("leaves a block with an unknown or no language tag, and an indented one, plain", () => {
    expect(renderMarkdown("```rust\nfn main() {}\n```")).toBe(
      '<pre tabindex="0"><code class="language-rust">fn main() {}\n</code></pre>\n',
    );
    expect(renderMarkdown("```\nreturn '<b>'\n```")).toBe(
      "<pre tabindex=\"0\"><code>return '&lt;b&gt;'\n</code></pre>\n",
    );
    expect(renderMarkdown("    return 1")).toBe('<pre tabindex="0"><code>return 1\n</code></pre>\n');
  });

  it("keeps only the highlighter's classes on the code and span an author writes", () => {
    expect(
      renderMarkdown(
        '<span class="evil hljs-keyword" style="x">a</span> <code class="btn language-js hljs">b</code>',
      ),
    ).toBe('<p><span class="hljs-keyword">a</span> <code class="language-js hljs">b</code></p>\n');
    expect(renderMarkdown('<p class="x"><span class="x">a</span></p>')).toBe("<p><span>a</span></p>");
  });

  it("gives the plain text without markup", () => {
    expect(markdownToText("```python\nx = 1\n```")).toBe("x = 1");
  });
});

describe("markdownToText and readingMinutes", () => {
  it("strips markup", () => {
    expect(markdownToText("## A\n\n*b* `c`")).toBe("A b c");
  });
  it("counts at least one minute", () => {
    expect(readingMinutes("short")).toBe(1);
    expect(readingMinutes(Array.from({ length: 900 }, () => "word").join(" "))).toBe(4);
  });
});
