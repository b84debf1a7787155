import { lexer, type Token, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import { markdownToText } from "#server/lib/markdown.ts";
import { type SeedCourseCatalog, seedCourseCatalog } from "./seed-catalog-content.ts";
import { seedLessonArticles } from "./seed-lesson-articles.ts";

// Lessons whose subject is judgement rather than code (the no-code leadership course): an honest article
// there has no code block, so the "has a fenced code block" rule skips them by name.
const withoutCode: Record<string, string[]> = {
  "ai-business": [
    "Generative and predictive AI in plain language",
    "Reading AI demos critically",
    "Case studies: wins and expensive failures",
  ],
};

const catalog: Record<string, SeedCourseCatalog> = seedCourseCatalog;

function firstModuleTitles(slug: string): string[] {
  return catalog[slug]!.curriculum[0]!.lessons.map((lesson) => lesson.title);
}

/** Every token of a Markdown text, nested ones (inside lists and blockquotes) included. */
function allTokens(tokens: Token[]): Token[] {
  return tokens.flatMap((token) => {
    const children = "tokens" in token && Array.isArray(token.tokens) ? token.tokens : [];
    const items = token.type === "list" ? (token as Tokens.List).items : [];
    return [token, ...allTokens(children), ...allTokens(items)];
  });
}

const articles = Object.entries(seedLessonArticles).flatMap(([slug, byTitle]) =>
  Object.entries(byTitle).map(([title, body]) => ({ slug, title, body })),
);

describe("seedLessonArticles", () => {
  it("is keyed by course slugs of the catalog", () => {
    for (const slug of Object.keys(seedLessonArticles)) expect(Object.keys(catalog)).toContain(slug);
  });

  it("has one article for every lesson of each course's first module, and no other", () => {
    for (const slug of Object.keys(catalog)) {
      expect(Object.keys(seedLessonArticles[slug] ?? {}).sort(), slug).toEqual(
        firstModuleTitles(slug).sort(),
      );
    }
  });

  it("names only real first-module lessons among the articles without code", () => {
    for (const [slug, titles] of Object.entries(withoutCode)) {
      for (const title of titles) expect(firstModuleTitles(slug)).toContain(title);
    }
  });

  it.each(articles)("$slug / $title reads as a lesson", ({ slug, title, body }) => {
    const words = markdownToText(body).split(" ").filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(300);
    expect(words).toBeLessThanOrEqual(900);

    const tokens = allTokens(lexer(body));
    const headings = tokens.filter((token): token is Tokens.Heading => token.type === "heading");
    // The lesson's title is the page's h1; a '# ' in the body would be a second one.
    expect(headings.filter((heading) => heading.depth === 1)).toEqual([]);
    expect(headings.map((heading) => heading.text)).toContain("Check your understanding");

    const code = tokens.filter((token): token is Tokens.Code => token.type === "code");
    // A fence without a language renders unhighlighted and unlabelled.
    for (const block of code) expect(block.lang, block.text.slice(0, 40)).toMatch(/^[a-z]+$/);
    if (!withoutCode[slug]?.includes(title)) expect(code.length).toBeGreaterThan(0);

    // The questions close the article: the last section, a list of two or three.
    const top = lexer(body).filter((token) => token.type !== "space");
    const last = top.at(-1);
    expect(top.at(-2)).toMatchObject({ type: "heading", depth: 2, text: "Check your understanding" });
    expect(last?.type).toBe("list");
    expect((last as Tokens.List).items.length).toBeGreaterThanOrEqual(2);
    expect((last as Tokens.List).items.length).toBeLessThanOrEqual(3);
  });
});
