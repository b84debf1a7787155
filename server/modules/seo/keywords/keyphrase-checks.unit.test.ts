import { describe, expect, it } from "vitest";
import type { KeyphraseCheck } from "#contracts/seo-keywords.ts";
import { readPage } from "../audit/read-page.ts";
import { checkKeyphrase, checkScore, countPhrase, type PageText } from "./keyphrase-checks.ts";

const filler = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(" ");

function page(overrides: Partial<PageText> = {}): PageText {
  const content = overrides.content ?? `Machine learning explained. ${filler(200)}`;
  return {
    title: "Machine Learning Certification | AI Labs",
    description: "Learn machine learning with mentors.",
    h1Texts: ["Machine learning, hands on"],
    firstParagraph: "Machine learning explained for busy engineers.",
    imageAlts: ["A machine learning pipeline"],
    content,
    wordCount: content.split(" ").length,
    ...overrides,
  };
}

const statusOf = (results: ReturnType<typeof checkKeyphrase>, check: KeyphraseCheck) =>
  results.find((item) => item.check === check)?.status;

describe("countPhrase", () => {
  it.each([
    ["Machine learning and machine-learning", "machine learning", 2],
    ["MACHINE LEARNING", "Machine Learning", 1],
    ["Café crème", "cafe creme", 1],
    ["machine learnings", "machine learning", 0],
    ["a machine. Learning", "machine learning", 1],
    ["ml ml ml", "ml", 3],
    ["anything", "!!!", 0],
  ])("%s / %s -> %i", (text, phrase, count) => {
    expect(countPhrase(text, phrase)).toBe(count);
  });
});

describe("checkKeyphrase", () => {
  it("passes every check on a page built around the keyphrase", () => {
    const results = checkKeyphrase(page(), "/courses/machine-learning", "machine learning", []);
    expect(results.map((item) => item.check)).toEqual([
      "title",
      "description",
      "h1",
      "first-paragraph",
      "slug",
      "image-alt",
      "density",
      "length",
    ]);
    expect(results.filter((item) => item.status !== "good")).toEqual([]);
    expect(checkScore(results)).toEqual({ passed: 8, applicable: 8 });
  });

  it("flags each place the keyphrase is missing from", () => {
    const bare = page({
      title: "Courses | AI Labs",
      description: "Learn with mentors.",
      h1Texts: ["Hands on"],
      firstParagraph: "Explained for busy engineers.",
      imageAlts: ["A pipeline"],
      content: filler(300),
    });
    const results = checkKeyphrase(bare, "/courses/ml", "machine learning", []);
    expect(statusOf(results, "title")).toBe("problem");
    expect(statusOf(results, "description")).toBe("improve");
    expect(statusOf(results, "h1")).toBe("improve");
    expect(statusOf(results, "first-paragraph")).toBe("improve");
    expect(statusOf(results, "slug")).toBe("improve");
    expect(statusOf(results, "image-alt")).toBe("improve");
    expect(statusOf(results, "density")).toBe("improve");
    expect(results.find((item) => item.check === "density")?.message).toContain("0 times in 300 words");
  });

  it("counts synonyms everywhere but the address", () => {
    const results = checkKeyphrase(
      page({ title: "ML Certification", h1Texts: ["ML, hands on"] }),
      "/courses/ml",
      "machine learning",
      ["ML"],
    );
    expect(statusOf(results, "title")).toBe("good");
    expect(statusOf(results, "h1")).toBe("good");
    expect(statusOf(results, "slug")).toBe("improve");
  });

  it("says what does not apply: no description, no H1, no paragraph, no images, the home page, no text", () => {
    const results = checkKeyphrase(
      page({
        description: null,
        h1Texts: [],
        firstParagraph: null,
        imageAlts: [],
        content: "",
        wordCount: 0,
      }),
      "/",
      "machine learning",
      [],
    );
    expect(statusOf(results, "description")).toBe("problem");
    expect(statusOf(results, "h1")).toBe("problem");
    expect(statusOf(results, "first-paragraph")).toBe("na");
    expect(statusOf(results, "slug")).toBe("na");
    expect(statusOf(results, "image-alt")).toBe("na");
    expect(statusOf(results, "density")).toBe("na");
    expect(checkScore(results).applicable).toBe(4);
  });

  it("calls more than 3% stuffing, and keyphrases over four words long", () => {
    const stuffed = `${"machine learning ".repeat(10)}${filler(80)}`.trim();
    const results = checkKeyphrase(page({ content: stuffed }), "/x", "machine learning", []);
    expect(statusOf(results, "density")).toBe("problem");
    const long = checkKeyphrase(page(), "/x", "best machine learning course online", []);
    expect(statusOf(long, "length")).toBe("improve");
  });

  it("reads its text from a rendered page's HTML", () => {
    const facts = readPage(
      `<html><head><title>Deep Learning | AI Labs</title><meta name="description" content="Deep learning course."></head>
       <body><nav><p>Menu deep learning links here</p></nav><main><h1>Deep learning</h1>
       <p>Short.</p><p>Deep learning from first principles, with mentors.</p>
       <img src="/a.png" alt="Deep learning diagram"><img src="/b.png" alt=""></main>
       <footer><img src="/f.png" alt="Footer deep learning"></footer></body></html>`,
      "https://ailabs.test/courses/deep-learning",
    );
    expect(facts.h1Texts).toEqual(["Deep learning"]);
    expect(facts.firstParagraph).toBe("Deep learning from first principles, with mentors.");
    expect(facts.imageAlts).toEqual(["Deep learning diagram"]);
    expect(facts.content).not.toContain("Menu");
    const results = checkKeyphrase(facts, "/courses/deep-learning", "deep learning", []);
    expect(checkScore(results)).toEqual({ passed: 7, applicable: 8 });
  });
});
