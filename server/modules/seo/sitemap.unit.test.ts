import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots.ts";
import { escapeXml, sitemapXml } from "./sitemap.ts";

describe("sitemapXml", () => {
  it("lists each URL with its W3C lastmod, escaped", () => {
    const xml = sitemapXml([
      { loc: "https://ailabs.academy/", lastmod: new Date("2026-11-20T08:00:00Z") },
      { loc: "https://ailabs.academy/blog/r&d?a=<b>", lastmod: null },
    ]);
    expect(xml).toContain('<?xml version="1.0" encoding="UTF-8"?>');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://ailabs.academy/</loc><lastmod>2026-11-20</lastmod></url>");
    expect(xml).toContain("<url><loc>https://ailabs.academy/blog/r&amp;d?a=&lt;b&gt;</loc></url>");
  });

  it("escapes the five XML characters", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  });
});

describe("robotsTxt", () => {
  it("keeps crawlers out of portals, accounts, the API and payment pages, and names the sitemap", () => {
    const text = robotsTxt("https://ailabs.academy");
    for (const line of [
      "User-agent: *",
      "Disallow: /dashboard/",
      "Disallow: /admin/",
      "Disallow: /api/",
      "Disallow: /auth",
      "Disallow: /forgot-password",
      "Disallow: /reset-password",
      "Disallow: /profile",
      "Disallow: /courses/checkout",
      "Disallow: /ai-bootcamp/payment",
      "Disallow: /test-payments/",
      "Sitemap: https://ailabs.academy/sitemap.xml",
    ]) {
      expect(text.split("\n")).toContain(line);
    }
  });
});
