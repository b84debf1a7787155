import robotsParser from "robots-parser";
import { describe, expect, it } from "vitest";
import { robotsTxt } from "../robots.ts";
import { robotsRulesProblem } from "./check-robots-rules.ts";

const publicUrl = "https://ailabs.test";
const problem = (rules: string) => robotsRulesProblem(rules, publicUrl);

describe("robotsRulesProblem", () => {
  it.each([
    ["", null],
    ["# only a comment", null],
    ["User-agent: GPTBot\nDisallow: /", null],
    ["User-agent: *\nDisallow: /drafts/\nAllow: /drafts/public\nCrawl-delay: 2", null],
    ["Sitemap: https://ailabs.test/extra-sitemap.xml", null],
    // A crawler's own group keeps the private areas closed: their lines are added to it when served.
    ["User-agent: Bingbot\nCrawl-delay: 5", null],
    ["User-agent: Googlebot-Image\nDisallow: *.pdf$", null],
  ])("accepts %j", (rules, expected) => {
    expect(problem(rules)).toBe(expected);
  });

  it.each([
    ["Disallow /drafts/", "Line 1: write a rule as"],
    ["User-agent: *\nNoindex: /x", 'Line 2: "Noindex" is not a robots.txt field'],
    ["Disallow: /drafts/", "Line 1: start the group with a User-agent line before its Disallow rules."],
    ["User-agent:", "Line 1: name the crawler"],
    ["User-agent: *\nDisallow: drafts/", "Line 2: a path starts with /"],
    ["Sitemap: /sitemap.xml", "Line 1: a sitemap is a full address"],
    ["User-agent: *\nCrawl-delay: soon", "Line 2: Crawl-delay is a number of seconds."],
  ])("refuses a malformed line: %j", (rules, message) => {
    expect(problem(rules)).toContain(message);
  });

  it("refuses rules that would close the site to a crawler", () => {
    expect(problem("User-agent: Googlebot\nDisallow: /")).toBe(
      "These rules would stop Googlebot from crawling the home page, and so the whole site.",
    );
    expect(problem("User-agent: Bingbot\nDisallow: /")).toContain("stop Bingbot");
  });

  it("refuses rules that would open a private area, even on a tie that Allow wins", () => {
    expect(problem("User-agent: *\nAllow: /dashboard/")).toBe(
      "These rules would let Googlebot into /dashboard/, which stays private.",
    );
    expect(problem("User-agent: Bingbot\nAllow: /api/")).toBe(
      "These rules would let Bingbot into /api/, which stays private.",
    );
  });
});

describe("robotsTxt", () => {
  it("serves the built-in group, the marketer's groups each closed to the private areas, then the sitemap", () => {
    const served = robotsTxt(
      publicUrl,
      "User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /blog/\n\nUser-agent: Bingbot\nCrawl-delay: 5",
    );
    const robots = robotsParser(`${publicUrl}/robots.txt`, served);
    expect(robots.isAllowed(`${publicUrl}/blog/x`, "GPTBot")).toBe(false);
    expect(robots.isAllowed(`${publicUrl}/blog/x`, "CCBot")).toBe(false);
    expect(robots.isAllowed(`${publicUrl}/courses`, "GPTBot")).toBe(true);
    expect(robots.isAllowed(`${publicUrl}/dashboard/student`, "Bingbot")).toBe(false);
    expect(robots.isAllowed(`${publicUrl}/dashboard/student`, "CCBot")).toBe(false);
    expect(robots.getCrawlDelay("Bingbot")).toBe(5);
    expect(served.trimEnd().endsWith(`Sitemap: ${publicUrl}/sitemap.xml`)).toBe(true);
    expect(robotsTxt(publicUrl, "")).toBe(robotsTxt(publicUrl));
  });
});
