import { describe, expect, it } from "vitest";
import { withoutTrackingParams } from "./tracking-params.ts";

describe("withoutTrackingParams", () => {
  it.each([
    ["/courses/ai-engineers", "/courses/ai-engineers"],
    ["/courses/ai-engineers?utm_source=mail&utm_medium=email&utm_campaign=launch", "/courses/ai-engineers"],
    ["/?UTM_Source=x&fbclid=abc&gclid=1&msclkid=2&mc_cid=3&mc_eid=4", "/"],
    ["/courses?level=beginner&utm_source=mail", "/courses?level=beginner"],
    ["/blog?utm_term=a&page=2&fbclid=z&tag=ml", "/blog?page=2&tag=ml"],
    ["/courses?", "/courses"],
    ["/courses?&&utm_content=x&", "/courses"],
    ["/courses?x=1", "/courses?x=1"],
    ["/courses?utm%5Fsource=x", "/courses"],
    ["/courses?%E0%A4%A=1&utm_source=x", "/courses?%E0%A4%A=1"],
    ["/courses?utmsource=x", "/courses?utmsource=x"],
    ["/search?q=utm_source%3Dx", "/search?q=utm_source%3Dx"],
  ])("%s -> %s", (url, expected) => {
    expect(withoutTrackingParams(url)).toBe(expected);
  });
});
