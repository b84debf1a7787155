import { describe, expect, it } from "vitest";
import { limits } from "#contracts/limits.ts";
import { pagePath } from "./page-path.ts";

describe("pagePath", () => {
  it("keeps the Referer's path only, without query or fragment", () => {
    expect(pagePath("https://learn.ailabs.test/courses/ai-engineers?email=a%40b.test#faq")).toBe(
      "/courses/ai-engineers",
    );
    expect(pagePath("https://learn.ailabs.test")).toBe("/");
  });

  it("caps the path at the contracts' limit", () => {
    const long = `/${"a".repeat(limits.pathMax + 100)}`;
    expect(pagePath(`https://learn.ailabs.test${long}`)).toBe(long.slice(0, limits.pathMax));
  });

  it("is undefined without a Referer or with one that is not a URL", () => {
    expect(pagePath(undefined)).toBeUndefined();
    expect(pagePath("")).toBeUndefined();
    expect(pagePath("not a url")).toBeUndefined();
  });
});
