import { describe, expect, it } from "vitest";
import { blogHref, tagLabel } from "./tag-label.ts";

describe("tagLabel", () => {
  it("capitalises and keeps acronyms upper-case", () => {
    expect(tagLabel("llm-engineering")).toBe("LLM engineering");
    expect(tagLabel("rag")).toBe("RAG");
    expect(tagLabel("machine-learning")).toBe("Machine learning");
  });
});

describe("blogHref", () => {
  it("keeps the tag and drops page 1", () => {
    expect(blogHref({})).toBe("/blog");
    expect(blogHref({ tag: "rag", page: 1 })).toBe("/blog?tag=rag");
    expect(blogHref({ tag: "rag", page: 2 })).toBe("/blog?tag=rag&page=2");
    expect(blogHref({ page: 3 })).toBe("/blog?page=3");
  });
});
