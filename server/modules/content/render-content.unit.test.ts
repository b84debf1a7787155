import { describe, expect, it } from "vitest";
import { renderContent } from "./render-content.ts";

describe("renderContent", () => {
  it("makes code blocks and tables focusable so they can be scrolled from the keyboard", () => {
    const html = renderContent("~~~python\nprint('hi')\n~~~\n\n| a | b |\n| - | - |\n| 1 | 2 |\n");
    expect(html).toContain('<pre tabindex="0"><code class="language-python">');
    expect(html).toContain('<table tabindex="0">');
  });

  it("still sanitises: an author's own tabindex or script never survives", () => {
    const html = renderContent('<pre tabindex="5" onclick="x()">a</pre><script>alert(1)</script>');
    expect(html).not.toMatch(/tabindex="5"|onclick|<script/);
  });
});
