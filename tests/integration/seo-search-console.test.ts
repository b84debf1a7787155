import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageSearch } from "#contracts/seo-search-console.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { type FakeSearchConsole, startFakeSearchConsole } from "../support/fake-search-console.ts";
import { createSsrTestApp } from "../support/ssr-test-app.ts";
import type { TestApp, Visitor } from "../support/test-app.ts";

// Keywords' Search Console numbers (issue 20): the sync reads rows per day, page and query from Search Console (a
// local fake speaking its protocol) into daily rows, and a page's numbers come from those rows: 28 days beside the
// 28 before, weeks, queries, and the focus keyphrase's own line.

const origin = "http://localhost:3000";
const path = "/courses/deep-learning";
let t: TestApp;
let fake: FakeSearchConsole;
let marketer: Visitor;

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const sync = () =>
  (t.app as unknown as { searchConsole: { sweep: () => Promise<number> } }).searchConsole.sweep();
const read = async (page = path): Promise<PageSearch> => {
  const response = await call(
    t.app,
    marketer,
    "GET",
    `/api/seo/keywords/search?path=${encodeURIComponent(page)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  fake = await startFakeSearchConsole({ site: `${origin}/` });
  // With server rendering: saving a keyphrase checks the rendered page.
  t = await createSsrTestApp({
    PUBLIC_URL: origin,
    SEARCH_CONSOLE_CREDENTIALS: JSON.stringify(fake.key),
    SEARCH_CONSOLE_ENDPOINT: fake.url,
  });
  marketer = await signedIn(t.app, await createAccount(t.database.db, { role: "digital_marketer" }));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe("Search Console on Keywords", () => {
  it("says nothing is read yet before the first sync", async () => {
    expect(await read()).toMatchObject({
      configured: true,
      syncedThrough: null,
      period: null,
      weeks: [],
      queries: [],
    });
  });

  it("stores the rows of this site's pages, merges a trailing slash, and reads a page's numbers", async () => {
    fake.data = [
      {
        date: day(3),
        page: `${origin}${path}`,
        query: "deep learning course",
        clicks: 8,
        impressions: 100,
        position: 4,
      },
      {
        date: day(3),
        page: `${origin}${path}/`,
        query: "deep learning course",
        clicks: 2,
        impressions: 100,
        position: 6,
      },
      {
        date: day(10),
        page: `${origin}${path}`,
        query: "neural networks class",
        clicks: 1,
        impressions: 50,
        position: 12,
      },
      // The 28 days before: the comparison.
      {
        date: day(40),
        page: `${origin}${path}`,
        query: "deep learning course",
        clicks: 3,
        impressions: 60,
        position: 9,
      },
      // Another host's page and another page: not this page's numbers.
      {
        date: day(3),
        page: `https://elsewhere.example${path}`,
        query: "deep learning course",
        clicks: 50,
        impressions: 500,
        position: 1,
      },
      { date: day(3), page: `${origin}/blog`, query: "ai blog", clicks: 5, impressions: 40, position: 3 },
    ];
    expect(await sync()).toBe(4);
    expect(fake.queries[0]).toMatchObject({
      startDate: day(91),
      endDate: day(2),
      dimensions: ["date", "page", "query"],
    });

    const numbers = await read();
    expect(numbers.syncedThrough).toBe(day(2));
    expect(numbers.period).toEqual({ from: day(29), to: day(2) });
    expect(numbers.totals).toEqual({ clicks: 11, impressions: 250, ctr: 11 / 250, position: 6.4 });
    expect(numbers.previous).toEqual({ clicks: 3, impressions: 60, ctr: 0.05, position: 9 });
    expect(numbers.queries.map((query) => [query.query, query.clicks, query.position])).toEqual([
      ["deep learning course", 10, 5],
      ["neural networks class", 1, 12],
    ]);
    expect(numbers.weeks.reduce((sum, week) => sum + week.clicks, 0)).toBe(14);
    expect(numbers.keyphrase).toBeNull();
  });

  it("marks the focus keyphrase's queries and sums its line", async () => {
    const saved = await call(t.app, marketer, "PUT", "/api/seo/keywords", {
      path,
      keyphrase: "Deep Learning Course",
      synonyms: ["neural networks class"],
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const numbers = await read();
    expect(numbers.keyphrase).toEqual({
      phrase: "Deep Learning Course",
      clicks: 11,
      impressions: 250,
      ctr: 11 / 250,
      position: 6.4,
    });
    expect(numbers.queries.every((query) => query.isKeyphrase)).toBe(true);
  });

  it("reads the settling days again on the next sync, replacing them whole", async () => {
    fake.data = fake.data.map((row) =>
      row.date === day(3) && row.page === `${origin}${path}` ? { ...row, clicks: row.clicks + 1 } : row,
    );
    await sync();
    expect(fake.queries.at(-1)).toMatchObject({ startDate: day(5), endDate: day(2) });
    expect((await read()).totals.clicks).toBe(12);
  });

  it("keeps a failed sync's words and the numbers it had", async () => {
    fake.script("quota");
    await expect(sync()).rejects.toThrow(/daily quota/);
    const numbers = await read();
    expect(numbers.lastError).toMatch(/daily quota for this project is used up/);
    expect(numbers.totals.clicks).toBe(12);
    // The next sync clears it.
    await sync();
    expect((await read()).lastError).toBeNull();
  });

  it("refuses a path that is not one, and is the workbench's only", async () => {
    expect((await call(t.app, marketer, "GET", "/api/seo/keywords/search?path=nope")).statusCode).toBe(400);
    const student = await signedIn(t.app, await createAccount(t.database.db, { role: "student" }));
    expect((await call(t.app, student, "GET", `/api/seo/keywords/search?path=${path}`)).statusCode).toBe(403);
  });
});
