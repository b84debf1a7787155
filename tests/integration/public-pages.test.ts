import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seoDefaults } from "#contracts/seo.ts";
import { accountPages, checkoutPages, searchPage, seoPreviewPage } from "#contracts/static-pages.ts";
import { googleStructuredDataFailures } from "../support/google-structured-data.ts";
import { listedPaths } from "../support/page-sources.ts";
import { createSsrTestApp, renderPage } from "../support/ssr-test-app.ts";
import type { TestApp } from "../support/test-app.ts";

// Every public page, server-rendered the way a crawler receives it: the sitemap's pages plus the public
// pages that are deliberately noindex. Data-driven, so a page added to any page source is checked too.
const publicUrl = "https://ailabs.example";
// The public pages that are deliberately noindex: the tools, account and checkout pages, and whatever
// else a page source lists as noindex (filled in beforeAll).
const noindexPaths: string[] = [
  searchPage.path,
  seoPreviewPage.path,
  accountPages.auth.path,
  accountPages.forgotPassword.path,
  accountPages.resetPassword.path,
  ...checkoutPages.map((page) => page.path),
];

type Page = { path: string; status: number; html: string };
let t: TestApp;
let sitemap: string[] = [];
const pages: Page[] = [];

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function head(html: string): string {
  return html.slice(0, html.indexOf("</head>"));
}

function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(head(html));
  return match ? decode(match[1]!) : undefined;
}

function metaContent(html: string, attribute: "name" | "property", key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head(html));
  return match ? decode(match[1]!) : undefined;
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(head(html))?.[1];
}

function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

beforeAll(async () => {
  t = await createSsrTestApp({ PUBLIC_URL: publicUrl });
  const response = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
  sitemap = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const [path, indexable] of await listedPaths(t.database.db, publicUrl)) {
    if (!indexable && !noindexPaths.includes(path)) noindexPaths.push(path);
  }
  for (const path of [...sitemap, ...noindexPaths]) {
    const page = await renderPage(t.app, path);
    pages.push({ path, status: page.status, html: page.html });
  }
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe("every public page", () => {
  it("includes the pages the site is built around", () => {
    expect(sitemap.length).toBeGreaterThan(5);
    for (const path of ["/", "/courses", "/courses/deep-learning"]) expect(sitemap).toContain(path);
  });

  it("answers 200 with exactly one h1", () => {
    for (const page of pages) {
      expect(page.status, page.path).toBe(200);
      expect(page.html.match(/<h1[\s>]/g)?.length ?? 0, `${page.path}: h1 count`).toBe(1);
    }
  });

  it("has a title and a description of 70-160 characters, unique across the site", () => {
    // Every problem at once: the list names the pages to fix.
    const problems: string[] = [];
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const page of pages) {
      const title = titleOf(page.html);
      const description = metaContent(page.html, "name", "description");
      if (!title) problems.push(`${page.path}: no title`);
      if (!description) problems.push(`${page.path}: no description`);
      if (!title || !description) continue;
      if (description.length < 70 || description.length > 160) {
        problems.push(`${page.path}: description has ${description.length} characters`);
      }
      const sameTitle = titles.get(title);
      if (sameTitle) problems.push(`${page.path}: same title as ${sameTitle}`);
      const sameDescription = descriptions.get(description);
      if (sameDescription) problems.push(`${page.path}: same description as ${sameDescription}`);
      titles.set(title, page.path);
      descriptions.set(description, page.path);
    }
    expect(problems).toEqual([]);
  });

  it("has a canonical URL from PUBLIC_URL, Open Graph and Twitter tags, and the right robots", () => {
    for (const page of pages) {
      expect(canonicalOf(page.html), page.path).toBe(
        page.path === "/" ? `${publicUrl}/` : `${publicUrl}${page.path}`,
      );
      expect(metaContent(page.html, "property", "og:title"), page.path).toBe(titleOf(page.html));
      expect(metaContent(page.html, "property", "og:image"), page.path).toMatch(
        /^https:\/\/ailabs\.example\//,
      );
      expect(metaContent(page.html, "property", "og:image:width"), page.path).toBe("1200");
      expect(metaContent(page.html, "property", "og:image:height"), page.path).toBe("630");
      expect(metaContent(page.html, "property", "og:locale"), page.path).toBe("en_US");
      expect(metaContent(page.html, "name", "twitter:card"), page.path).toBe("summary_large_image");
      const robots = metaContent(page.html, "name", "robots");
      if (noindexPaths.includes(page.path)) expect(robots, page.path).toMatch(/noindex/);
      else expect(robots, page.path).toBe("index, follow");
    }
  });

  it("carries JSON-LD that parses, each block with the schema.org @context", () => {
    for (const page of pages) {
      const blocks = jsonLdBlocks(page.html);
      expect(blocks.length, `${page.path}: JSON-LD blocks`).toBeGreaterThan(0);
      for (const text of blocks) {
        const block = JSON.parse(text) as Record<string, unknown>;
        expect(block["@context"], page.path).toBe("https://schema.org");
        expect(block["@type"], page.path).toEqual(expect.any(String));
      }
    }
    const home = pages.find((page) => page.path === "/")!;
    const types = jsonLdBlocks(home.html).map((text) => JSON.parse(text)["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    const course = pages.find((page) => page.path === "/courses/deep-learning")!;
    expect(jsonLdBlocks(course.html).map((text) => JSON.parse(text)["@type"])).toContain("Course");
  });

  it("passes Google's structured-data rules (the structured-data-testing-tool package's Google preset)", async () => {
    // Every problem at once: the list names the pages and the rules.
    const problems: string[] = [];
    const typesSeen = new Set<string>();
    for (const page of pages) {
      const { failures, schemas } = await googleStructuredDataFailures(page.html);
      for (const schema of schemas) typesSeen.add(schema);
      for (const failure of failures) problems.push(`${page.path}: ${failure}`);
    }
    // The tool saw the blocks the rules are about (so a parse that finds nothing cannot pass).
    expect([...typesSeen]).toEqual(expect.arrayContaining(["Article", "Organization", "Course"]));
    expect(problems).toEqual([]);

    // The logo the blocks name is served, as the PNG they describe.
    const logo = await t.app.inject({ method: "GET", url: seoDefaults.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/png");
  });
});

describe("page metadata in the rendered page", () => {
  it("shows a page_metadata override's title and description", async () => {
    await t.database.db.execute(sql`
      insert into page_metadata (path, title, description)
      values ('/courses/deep-learning', 'Deep Learning in PyTorch, Live | AI Labs',
              'Fourteen weeks of live deep learning: CNNs, transformers and fine-tuning, with GPU labs and a capstone you can show.')`);
    try {
      const { html } = await renderPage(t.app, "/courses/deep-learning");
      expect(titleOf(html)).toBe("Deep Learning in PyTorch, Live | AI Labs");
      expect(metaContent(html, "property", "og:title")).toBe("Deep Learning in PyTorch, Live | AI Labs");
      expect(metaContent(html, "name", "description")).toMatch(/^Fourteen weeks of live deep learning/);
    } finally {
      await t.database.db.execute(sql`delete from page_metadata where path = '/courses/deep-learning'`);
    }
  });

  it("escapes override text in tags and JSON-LD", async () => {
    const hostile =
      'AI courses </script><script>alert("x")</script> & "quotes" taught live by practitioners who ship';
    await t.database.db.execute(sql`insert into page_metadata (path, description) values ('/', ${hostile})`);
    try {
      const { html } = await renderPage(t.app, "/");
      expect(html).not.toContain('<script>alert("x")</script>');
      expect(metaContent(html, "name", "description")).toBe(hostile);
      const organization = jsonLdBlocks(html)
        .map((text) => JSON.parse(text))
        .find((block) => block["@type"] === "Organization");
      expect(organization.description).toBe(hostile);
    } finally {
      await t.database.db.execute(sql`delete from page_metadata where path = '/'`);
    }
  });

  it("marks portal pages noindex", async () => {
    for (const path of ["/dashboard/student", "/dashboard/admin", "/dashboard/digital-marketer/meta-tags"]) {
      const { html } = await renderPage(t.app, path);
      expect(metaContent(html, "name", "robots"), path).toMatch(/noindex/);
    }
  });

  it("answers 404 with a noindex page for an unknown path", async () => {
    const { status, html } = await renderPage(t.app, "/no-such-page");
    expect(status).toBe(404);
    expect(metaContent(html, "name", "robots")).toMatch(/noindex/);
  });

  it("serves robots.txt and sitemap.xml ahead of the pages", async () => {
    const robots = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(robots.body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    const sitemapResponse = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemapResponse.headers["content-type"]).toMatch(/^application\/xml/);
  });
});
