import { describe, expect, it } from "vitest";
import { linkFirstMention, linksTo } from "./markdown-link.ts";

// Internal Links' "Insert link": only a plain mention becomes a link; the rest of the body stays as it was.
describe("linkFirstMention", () => {
  const cases: Array<{ name: string; body: string; phrase?: string; want: string | null }> = [
    {
      name: "links the first mention in a paragraph, keeping its case",
      body: "Start here.\n\nWe teach Deep Learning every week. Deep learning again.\n",
      want: "Start here.\n\nWe teach [Deep Learning](/courses/deep-learning) every week. Deep learning again.\n",
    },
    {
      name: "skips a heading, a link, code and an image for the first plain mention",
      body: "# Deep learning\n\nSee [deep learning](/x), `deep learning` and ![deep learning](/a.png).\n\nThen deep learning.",
      want: "# Deep learning\n\nSee [deep learning](/x), `deep learning` and ![deep learning](/a.png).\n\nThen [deep learning](/courses/deep-learning).",
    },
    {
      name: "skips fenced code and raw HTML",
      body: "```\ndeep learning\n```\n\n<div>deep learning</div>\n\n- a list on deep learning\n",
      want: "```\ndeep learning\n```\n\n<div>deep learning</div>\n\n- a list on [deep learning](/courses/deep-learning)\n",
    },
    {
      name: "links inside bold text",
      body: "Learn **deep learning** now.",
      want: "Learn **[deep learning](/courses/deep-learning)** now.",
    },
    {
      name: "matches words across punctuation, whole words only",
      body: "Deeplearning is not it; deep-learning is.",
      want: "Deeplearning is not it; [deep-learning](/courses/deep-learning) is.",
    },
    {
      name: "leaves a mention split over two lines alone",
      body: "We teach deep\nlearning here.",
      want: null,
    },
    { name: "answers null without a mention", body: "Nothing to see.", want: null },
    { name: "answers null for a phrase of no words", body: "deep learning", phrase: "--", want: null },
  ];
  for (const { name, body, phrase = "deep learning", want } of cases)
    it(name, () => {
      expect(linkFirstMention(body, phrase, "/courses/deep-learning")?.markdown ?? null).toBe(want);
    });

  it("escapes parentheses and spaces in the destination", () => {
    expect(linkFirstMention("about ai", "ai", "/a (b)")?.markdown).toBe("about [ai](/a%20%28b%29)");
  });
});

describe("linksTo", () => {
  it("finds a link to the page by any of its spellings", () => {
    expect(linksTo("See [it](/courses/x).", ["/courses/x"])).toBe(true);
    expect(
      linksTo("See [it](https://site.test/courses/x).", ["/courses/x", "https://site.test/courses/x"]),
    ).toBe(true);
    expect(linksTo("See /courses/x.", ["/courses/x"])).toBe(false);
  });
});
