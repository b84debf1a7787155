import { describe, expect, it } from "vitest";
import { pagePathOf } from "./page-path.ts";

const at = (url: string) => new Request(`http://localhost${url}`);

describe("pagePathOf", () => {
  it("keeps a document request's path", () => {
    expect(pagePathOf(at("/community"))).toBe("/community");
    expect(pagePathOf(at("/"))).toBe("/");
  });
  it("maps single-fetch data requests back to their page", () => {
    expect(pagePathOf(at("/community.data"))).toBe("/community");
    expect(pagePathOf(at("/blog/fine-tuning-vs-rag.data?x=1"))).toBe("/blog/fine-tuning-vs-rag");
    expect(pagePathOf(at("/_root.data"))).toBe("/");
  });
  it("drops a trailing slash", () => {
    expect(pagePathOf(at("/about/"))).toBe("/about");
  });
});
