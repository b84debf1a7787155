import { describe, expect, it } from "vitest";
import { snippetWarnings } from "./snippet-warnings.ts";

const good = {
  title: "Deep Learning Certification | AI Labs",
  description:
    "Neural networks with PyTorch: CNNs, transformers, fine-tuning and training at scale, in a 14-week live certification.",
  noindex: false,
};

describe("snippetWarnings", () => {
  it("has nothing to say about a good snippet", () => {
    expect(snippetWarnings(good)).toEqual([]);
  });

  it("warns about a title over 60 characters and over the pixel width", () => {
    const warnings = snippetWarnings({
      ...good,
      title: `${"Machine Learning Certification ".repeat(3)}| AI Labs`,
    });
    expect(warnings.map((w) => w.field)).toEqual(["title", "title"]);
    expect(warnings[0]!.message).toMatch(/px wide/);
    expect(warnings[1]!.message).toMatch(/characters/);
  });

  it("warns about a wide title even under 60 characters", () => {
    const warnings = snippetWarnings({ ...good, title: "W".repeat(40) });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toMatch(/px wide/);
  });

  it("warns about a description that is too short or too long", () => {
    expect(snippetWarnings({ ...good, description: "Too short." })[0]).toMatchObject({
      field: "description",
    });
    expect(snippetWarnings({ ...good, description: "x".repeat(161) })[0]!.message).toMatch(/161 characters/);
    expect(snippetWarnings({ ...good, description: "x".repeat(160) })).toEqual([]);
    expect(snippetWarnings({ ...good, description: "x".repeat(70) })).toEqual([]);
  });

  it("notices noindex", () => {
    expect(snippetWarnings({ ...good, noindex: true })).toEqual([
      { field: "robots", message: "This page is marked noindex: search engines will not list it." },
    ]);
  });
});
