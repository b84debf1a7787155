import { describe, expect, it } from "vitest";
import { communityWriteLimits } from "#contracts/community-moderation-text.ts";
import { containsLink } from "./hold-for-review.ts";
import { parseWriteLimits } from "./user-write-limits.ts";

describe("containsLink", () => {
  it("finds URLs, Markdown links and anchors", () => {
    for (const text of [
      "see https://spam.example",
      "HTTP://SPAM.EXAMPLE",
      "[cheap](/deals)",
      "[x] (http://a.b)",
      "visit www.spam-site.com today",
      '<a href="/x">x</a>',
    ])
      expect(containsLink(text), text).toBe(true);
  });

  it("leaves plain questions alone", () => {
    for (const text of ["How do I start?", "array[0] is 1", "use `x.y` here", "e.g. www or http"])
      expect(containsLink(text), text).toBe(false);
  });
});

describe("parseWriteLimits", () => {
  it("keeps the defaults for what is left out, and reads off", () => {
    expect(parseWriteLimits(undefined)).toEqual(communityWriteLimits);
    expect(parseWriteLimits("off")).toBe("off");
    expect(parseWriteLimits("threads=2,window=1")).toEqual({
      ...communityWriteLimits,
      threads: 2,
      windowMinutes: 1,
    });
    expect(() => parseWriteLimits("posts=2")).toThrow();
    expect(() => parseWriteLimits("threads=0")).toThrow();
  });
});
