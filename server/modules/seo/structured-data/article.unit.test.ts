import { describe, expect, it } from "vitest";
import { articleJsonLd } from "./article.ts";

const site = "https://ailabs.academy";
const base = {
  publicUrl: site,
  pageUrl: `${site}/blog/evaluating-rag`,
  headline: "How we evaluate RAG pipelines",
  description: "Retrieval metrics, answer faithfulness and the test sets we build for every project.",
  publishedAt: new Date("2026-10-01T09:00:00Z"),
  modifiedAt: new Date("2026-10-05T12:30:00Z"),
  image: "/assets/blog/rag.svg",
  keywords: ["RAG", "evaluation"],
};

describe("Article", () => {
  it("has the headline, dates, image, keywords and a Person author", () => {
    const block = JSON.parse(JSON.stringify(articleJsonLd({ ...base, author: "Priya Raman" })));
    expect(block).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "How we evaluate RAG pipelines",
      author: { "@type": "Person", name: "Priya Raman" },
      publisher: { "@type": "Organization", name: "AI Labs" },
      datePublished: "2026-10-01T09:00:00.000Z",
      dateModified: "2026-10-05T12:30:00.000Z",
      image: ["https://ailabs.academy/assets/blog/rag.svg"],
      keywords: "RAG, evaluation",
      mainEntityOfPage: { "@type": "WebPage", "@id": `${site}/blog/evaluating-rag` },
    });
  });

  it("names the publisher with its logo as an ImageObject with url, width and height (Google's Article rule)", () => {
    const block = JSON.parse(JSON.stringify(articleJsonLd(base)));
    expect(block.publisher).toMatchObject({
      "@type": "Organization",
      name: "AI Labs",
      logo: { "@type": "ImageObject", url: `${site}/assets/logo.png`, width: 512, height: 512 },
    });
  });

  it("credits the school's own byline, or a missing one, to the Organization 'AI Labs Team'", () => {
    for (const author of [undefined, "AI Labs Team"]) {
      const block = articleJsonLd({ ...base, author });
      expect(block.author).toMatchObject({ "@type": "Organization", name: "AI Labs Team" });
    }
  });

  it("uses the publication date as the modification date when there is none, and cuts long headlines", () => {
    const block = articleJsonLd({ ...base, modifiedAt: undefined, headline: "x".repeat(150) });
    expect(block.dateModified).toBe("2026-10-01T09:00:00.000Z");
    expect((block.headline as string).length).toBe(110);
    expect(articleJsonLd({ ...base, keywords: [] })).not.toHaveProperty("keywords");
  });
});
