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

describe("markdownToText and readingMinutes", () => {
  it("strips markup", () => {
    expect(markdownToText("## A\n\n*b* `c`")).toBe("A b c");
  });
  it("counts at least one minute", () => {
    expect(readingMinutes("short")).toBe(1);
    expect(readingMinutes(Array.from({ length: 900 }, () => "word").join(" "))).toBe(4);
  });
});
