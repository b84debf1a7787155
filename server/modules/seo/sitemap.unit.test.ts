import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots.ts";
import { escapeXml, sitemapDocument, sitemapPart, sitemapXml } from "./sitemap.ts";
import { validateSitemap } from "./validate-sitemap.ts";

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

describe("a sitemap past the limit per file", () => {
  const site = "https://ailabs.academy";
  const entries = Array.from({ length: 5 }, (_, i) => ({ loc: `${site}/p/${i + 1}`, lastmod: null }));

  it("stays one urlset up to the limit", () => {
    expect(sitemapDocument(entries, site, 5)).toContain("<urlset");
    expect(sitemapPart(entries, 1, 5)).toBeNull();
  });

  it("becomes an index of numbered parts past it, each part within the limit", () => {
    const index = sitemapDocument(entries, site, 2);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(`<sitemap><loc>${site}/sitemap-1.xml</loc></sitemap>`);
    expect(index).toContain(`<sitemap><loc>${site}/sitemap-3.xml</loc></sitemap>`);
    expect(index).not.toContain("sitemap-4.xml");
    expect(sitemapPart(entries, 3, 2)).toContain(`<loc>${site}/p/5</loc>`);
    expect(sitemapPart(entries, 3, 2)).not.toContain(`${site}/p/4<`);
    expect(sitemapPart(entries, 4, 2)).toBeNull();
    expect(sitemapPart(entries, 0, 2)).toBeNull();
    expect(validateSitemap(index, site)).toEqual({ urls: 3, problems: [] });
  });
});

describe("validateSitemap", () => {
  const site = "https://ailabs.academy";
  const urlset = (body: string, xmlns = "http://www.sitemaps.org/schemas/sitemap/0.9") =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${xmlns}">${body}</urlset>`;

  it("passes what sitemapXml writes", () => {
    const xml = sitemapXml([
      { loc: `${site}/`, lastmod: new Date("2026-11-20T08:00:00Z") },
      { loc: `${site}/blog/r&d?a=<b>`, lastmod: null },
    ]);
    expect(validateSitemap(xml, site)).toEqual({ urls: 2, problems: [] });
  });

  it.each([
    ["broken XML", urlset("<url><loc>x</loc>"), /^The XML is not well formed \(line \d+\)/],
    ["another root", "<feed></feed>", /neither <urlset> nor <sitemapindex>/],
    [
      "no namespace",
      urlset(`<url><loc>${site}/</loc></url>`, "http://example.org"),
      /does not declare xmlns/,
    ],
    ["a url without loc", urlset("<url><lastmod>2026-11-20</lastmod></url>"), /^Entry 1 has no <loc>/],
    [
      "a relative loc",
      urlset("<url><loc>/courses</loc></url>"),
      /not an absolute address on https:\/\/ailabs.academy/,
    ],
    ["another site", urlset("<url><loc>https://evil.example/x</loc></url>"), /not an absolute address/],
    ["a loc twice", urlset(`<url><loc>${site}/a</loc></url><url><loc>${site}/a</loc></url>`), /listed twice/],
    [
      "a bad lastmod",
      urlset(`<url><loc>${site}/a</loc><lastmod>20 Nov 2026</lastmod></url>`),
      /not a W3C date/,
    ],
    ["a loc too long", urlset(`<url><loc>${site}/${"a".repeat(2050)}</loc></url>`), /over 2048 characters/],
  ])("finds %s", (_name, xml, problem) => {
    const { problems } = validateSitemap(xml, site);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.some((text) => problem.test(text))).toBe(true);
  });
});
