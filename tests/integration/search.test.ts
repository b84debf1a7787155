import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResponse } from "#contracts/search.ts";
import { searchMessages } from "#contracts/search-text.ts";
import { createTestApp, freshIp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function search(query: Record<string, string>) {
  return t.app.inject({
    method: "GET",
    url: `/api/search?${new URLSearchParams(query).toString()}`,
    remoteAddress: freshIp(),
  });
}

async function results(query: Record<string, string>): Promise<SearchResponse> {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Snippets may hold only <mark> tags: remove them and no markup may be left. */
function expectOnlyMarks(snippet: string) {
  expect(snippet.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
  expect(snippet.match(/<mark>/g)?.length ?? 0).toBe(snippet.match(/<\/mark>/g)?.length ?? 0);
}

describe("GET /api/search", () => {
  it("finds a course by a word of its content, with the match highlighted", async () => {
    const body = await results({ q: "transformers" });
    expect(body.query).toBe("transformers");
    const course = body.results.find((r) => r.url === "/courses/deep-learning");
    expect(course).toMatchObject({ type: "course", typeLabel: "Course", title: "Deep Learning" });
    expect(course!.snippet).toMatch(/<mark>transformers?<\/mark>/i);
    expect(body.total).toBe(body.results.length);
    for (const result of body.results) expectOnlyMarks(result.snippet);
  });

  it("searches across kinds of content, best match first", async () => {
    const body = await results({ q: "evaluation" });
    expect(new Set(body.results.map((r) => r.type)).size).toBeGreaterThan(1);
    for (const result of body.results) {
      expect(result.url).toMatch(/^\//);
      expectOnlyMarks(result.snippet);
    }
  });

  it("filters by type", async () => {
    const body = await results({ q: "evaluation", type: "course" });
    expect(body.type).toBe("course");
    expect(body.results.length).toBeGreaterThan(0);
    for (const result of body.results) expect(result.type).toBe("course");
  });

  it("understands web search syntax: quoted phrases and exclusions", async () => {
    const phrase = await results({ q: '"prompt injection"' });
    expect(phrase.results.some((r) => r.url === "/courses/prompt-engineering")).toBe(true);
    const all = await results({ q: "pytorch" });
    const without = await results({ q: "pytorch -transformers" });
    expect(without.results.length).toBeLessThanOrEqual(all.results.length);
    expect(without.results.some((r) => r.url === "/courses/deep-learning")).toBe(false);
  });

  it("escapes content and queries: only <mark> can appear in a snippet", async () => {
    await t.database.db.execute(sql`
      insert into site_pages (path, title, summary, body_markdown)
      values ('/test-escaping', 'Escaping test page', 'Quarantined <script>alert("xylophone")</script> & <b>bold</b>',
              'The xylophone <img src=x onerror=alert(1)> rests here.')`);
    try {
      const body = await results({ q: "xylophone" });
      const page = body.results.find((r) => r.url === "/test-escaping");
      expect(page).toBeDefined();
      expectOnlyMarks(page!.snippet);
      // ts_headline's parser drops tags it recognises; whatever text is left is escaped.
      expect(page!.snippet).not.toMatch(/<(script|img|b)\b/);
      expect(page!.snippet).toContain("<mark>xylophone</mark>");
      const hostile = await results({ q: "<script>alert(1)</script>" });
      for (const result of hostile.results) expectOnlyMarks(result.snippet);
    } finally {
      await t.database.db.execute(sql`delete from site_pages where path = '/test-escaping'`);
    }
  });

  it("answers an empty query with no results rather than an error", async () => {
    for (const q of ["", "   "]) {
      expect(await results({ q })).toEqual({ query: "", type: null, total: 0, results: [] });
    }
    expect((await t.app.inject({ method: "GET", url: "/api/search" })).statusCode).toBe(200);
  });

  it("finds nothing for words the site does not contain, and for stop words only", async () => {
    expect((await results({ q: "zyzzogeton" })).results).toEqual([]);
    expect((await results({ q: "the and of" })).results).toEqual([]);
  });

  it("refuses a query over 200 characters and an unknown type", async () => {
    const long = await search({ q: "a".repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toBe(searchMessages.queryTooLong);
    expect((await search({ q: "a".repeat(200) })).statusCode).toBe(200);
    expect((await search({ q: "rag", type: "users" })).statusCode).toBe(400);
  });

  it("leaves out unpublished courses and drafts", async () => {
    await t.database.db.execute(sql`update courses set published = false where slug = 'deep-learning'`);
    try {
      const body = await results({ q: "transformers", type: "course" });
      expect(body.results.some((r) => r.url === "/courses/deep-learning")).toBe(false);
    } finally {
      await t.database.db.execute(sql`update courses set published = true where slug = 'deep-learning'`);
    }
  });
});
