import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#server/lib/markdown.ts";
import { markMentions, mentionCandidates, mentionsMax } from "./mentions.ts";
import { snippetParts } from "./search-threads.ts";

describe("mentions", () => {
  it("finds names in prose only: not in code, links, attributes or e-mail addresses", () => {
    const html = renderMarkdown(
      'Hi @Ada_L and @bob.s. `@code` [@link](https://x.example/@inlink) <img src="https://x.example/a.png" alt="@alt"> mail ann@example.com\n\n```\n@block\n```',
    );
    expect(mentionCandidates(html).sort()).toEqual(["ada_l", "bob.s", "bob.s."].sort());
  });

  it("wraps only known names, as written, and leaves everything else byte for byte", () => {
    const html = renderMarkdown("Thanks @Ada_L, @bob.s. and @nobody. `@Ada_L` [@Ada_L](https://x.example)");
    const marked = markMentions(html, new Set(["ada_l", "bob.s"]));
    expect(marked).toBe(
      '<p>Thanks <span class="mention">@Ada_L</span>, <span class="mention">@bob.s</span>. and @nobody. <code>@Ada_L</code> <a href="https://x.example" rel="noopener noreferrer nofollow" target="_blank">@Ada_L</a></p>\n',
    );
    expect(markMentions(html, new Set())).toBe(html);
  });

  it("looks up at most a bounded number of mentions", () => {
    const names = Array.from({ length: mentionsMax + 10 }, (_, i) => `@user${i}`).join(" ");
    expect(mentionCandidates(renderMarkdown(names))).toHaveLength(mentionsMax);
  });
});

describe("snippet parts", () => {
  it("cuts a headline at its markers into plain pieces", () => {
    expect(snippetParts("  We use the \uE000index\uE001 for   \uE000index\uE001es\n")).toEqual([
      { text: "We use the ", match: false },
      { text: "index", match: true },
      { text: " for ", match: false },
      { text: "index", match: true },
      { text: "es", match: false },
    ]);
    expect(snippetParts("")).toEqual([]);
  });
});
