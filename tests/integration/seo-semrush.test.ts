import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/auth.ts";
import { type SemrushInsights, semrushMessages } from "#contracts/seo-semrush.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { type FakeSemrush, startFakeSemrush } from "../support/fake-semrush.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// SEMrush Insights (issue 20): with SEMRUSH_API_KEY the reports come from Semrush (a local fake speaking its
// CSV protocol), cached for a week with the units they cost; without it, nothing is asked.

const key = "semrush-integration-key";
let t: TestApp;
let fake: FakeSemrush;
let marketer: Visitor;

beforeAll(async () => {
  fake = await startFakeSemrush({ key, units: 100_000 });
  t = await createTestApp({ SEMRUSH_API_KEY: key, SEMRUSH_ENDPOINT: fake.url, SEMRUSH_DATABASE: "uk" });
  marketer = await signedIn(t.app, await createAccount(t.database.db, { role: "digital_marketer" }));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const insights = async (): Promise<SemrushInsights> => {
  const response = await call(t.app, marketer, "GET", "/api/seo/semrush");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("SEMrush Insights", () => {
  it("answers 401 to visitors and 403 to students and instructors", async () => {
    const visitor = await visit(t.app);
    expect((await call(t.app, visitor, "GET", "/api/seo/semrush")).statusCode).toBe(401);
    for (const role of ["student", "instructor"] as Role[]) {
      const session = await signedIn(t.app, await createAccount(t.database.db, { role }));
      expect((await call(t.app, session, "GET", "/api/seo/semrush")).statusCode).toBe(403);
      expect((await call(t.app, session, "POST", "/api/seo/semrush/refresh")).statusCode).toBe(403);
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("reads the organic keywords, competitors and related keywords of each focus keyphrase, with their units", async () => {
    const saved = await call(t.app, marketer, "PUT", "/api/seo/keywords", {
      path: "/courses/prompt-engineering",
      keyphrase: "prompt engineering",
      synonyms: [],
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = await insights();
    expect(first).toMatchObject({ configured: true, database: "uk" });
    expect(first.organic.rows[0]).toMatchObject({
      keyword: "ai engineering course",
      position: 3,
      volume: 2400,
    });
    expect(first.organic.units).toBe(30);
    expect(first.organic.error).toBeNull();
    expect(first.competitors.rows.map((row) => row.domain)).toEqual([
      "deeplearning.example",
      "coursehub.example",
    ]);
    expect(first.competitors.units).toBe(80);
    expect(first.related).toHaveLength(1);
    expect(first.related[0]).toMatchObject({
      keyphrase: "prompt engineering",
      path: "/courses/prompt-engineering",
      units: 120,
    });
    expect(first.related[0]?.rows[0]).toEqual({
      keyword: "prompt engineering course",
      volume: 1900,
      difficulty: 54,
      cpc: 3.2,
    });
    expect(fake.requests.map((query) => query.get("type"))).toEqual([
      "domain_organic",
      "domain_organic_organic",
      "phrase_related",
    ]);
    expect(fake.requests.every((query) => query.get("database") === "uk")).toBe(true);
  });

  it("answers from the cache within a week, and asks again on refresh or when a report is old", async () => {
    const before = fake.requests.length;
    const cached = await insights();
    expect(fake.requests.length).toBe(before);
    expect(cached.organic.units).toBe(30);
    const refreshed = await call(t.app, marketer, "POST", "/api/seo/semrush/refresh");
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(fake.requests.length).toBe(before + 3);
    await t.database.db.execute(
      sql`update semrush_reports set fetched_at = now() - interval '8 days' where key like 'domain_organic:%'`,
    );
    await insights();
    // Only the aged report is read again.
    expect(fake.requests.length).toBe(before + 4);
    expect(fake.requests.at(-1)?.get("type")).toBe("domain_organic");
  });

  it("keeps the last good lines and says why when Semrush refuses (no units left)", async () => {
    fake.unitsLeft = 0;
    const refreshed: SemrushInsights = (
      await call(t.app, marketer, "POST", "/api/seo/semrush/refresh")
    ).json();
    expect(refreshed.organic.error).toContain("no API units left");
    expect(refreshed.organic.rows.length).toBeGreaterThan(0);
    expect(refreshed.competitors.error).toContain("no API units left");
    fake.unitsLeft = 100_000;
  });

  it("needs the anti-forgery token to refresh", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/seo/semrush/refresh",
      headers: { cookie: marketer.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("without SEMRUSH_API_KEY", () => {
  it("says it is not configured and asks Semrush nothing", async () => {
    const plain = await createTestApp();
    try {
      const session = await signedIn(plain.app, await createAccount(plain.database.db, { role: "admin" }));
      const before = fake.requests.length;
      const answer: SemrushInsights = (await call(plain.app, session, "GET", "/api/seo/semrush")).json();
      expect(answer).toMatchObject({ configured: false, related: [], organic: { rows: [], units: null } });
      expect(fake.requests.length).toBe(before);
      expect(semrushMessages.notConfigured).toContain("SEMRUSH_API_KEY");
    } finally {
      await plain.close();
    }
  }, 120_000);
});
