import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/auth.ts";
import { type SitemapOverview, sitemapMessages } from "#contracts/seo-sitemap.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// The Sitemap page (issue 20): what sitemap.xml holds and why, a page put in or left out, the robots tester.

let t: TestApp;
let marketer: Visitor;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://ailabs.example" });
  marketer = await signedIn(t.app, await createAccount(t.database.db, { role: "digital_marketer" }));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const overview = async (): Promise<SitemapOverview> => {
  const response = await call(t.app, marketer, "GET", "/api/seo/sitemap");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const setPage = (body: unknown, session: Visitor = marketer) =>
  call(t.app, session, "PUT", "/api/seo/sitemap/pages", body);
const sitemapXml = async () => (await t.app.inject({ url: "/sitemap.xml" })).body;
const robots = (query: string, session: Visitor = marketer) =>
  call(t.app, session, "GET", `/api/seo/robots-test?${query}`);

describe("access", () => {
  it("answers 401 to visitors and 403 to students and instructors", async () => {
    const visitor = await visit(t.app);
    expect((await call(t.app, visitor, "GET", "/api/seo/sitemap")).statusCode).toBe(401);
    for (const role of ["student", "instructor"] as Role[]) {
      const session = await signedIn(t.app, await createAccount(t.database.db, { role }));
      expect((await call(t.app, session, "GET", "/api/seo/sitemap")).statusCode).toBe(403);
      expect((await setPage({ path: "/blog", include: false }, session)).statusCode).toBe(403);
      expect((await robots("path=/&agent=Googlebot", session)).statusCode).toBe(403);
    }
    expect(await sitemapXml()).toContain("https://ailabs.example/blog<");
  });
});

describe("the overview", () => {
  it("lists exactly what sitemap.xml holds as included, with robots.txt", async () => {
    const data = await overview();
    expect(data.sitemapUrl).toBe("https://ailabs.example/sitemap.xml");
    const xml = await sitemapXml();
    const locs = [...xml.matchAll(/<loc>https:\/\/ailabs\.example([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
    expect(
      data.entries
        .filter((e) => e.included)
        .map((e) => e.path)
        .sort(),
    ).toEqual([...locs].sort());
    expect(data.entries[0]?.path).toBe("/");
    expect(data.robotsTxt).toContain("Sitemap: https://ailabs.example/sitemap.xml");
    // The served sitemap follows the protocol; it is one file at this size, so there are no parts.
    expect(data.validation).toEqual({ valid: true, files: 1, urls: locs.length, problems: [] });
    const noPart = await t.app.inject({ url: "/sitemap-1.xml" });
    expect(noPart.statusCode).toBe(404);
    // Answered by the sitemap's parts route (not the app's catch-all 404).
    expect(noPart.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect((await t.app.inject({ url: "/sitemap-x.xml" })).statusCode).toBe(404);
  });

  it("says a noindex page is out because of noindex", async () => {
    // Saved as the marketer saves it: the write also drops the inventory the overview keeps for 30 s.
    const fields = {
      title: "",
      description: "",
      keywords: "",
      image: "",
      canonical: "",
      robots: "",
      pageType: "",
    };
    const save = (robots: string, version: number) =>
      call(t.app, marketer, "PUT", "/api/seo/metadata", { ...fields, robots, path: "/podcast", version });
    expect((await save("noindex", 0)).statusCode).toBe(200);
    try {
      const podcast = (await overview()).entries.find((e) => e.path === "/podcast");
      expect(podcast).toMatchObject({ included: false, reason: "noindex" });
    } finally {
      expect((await save("", 1)).statusCode).toBe(200);
    }
  });
});

describe("in or out", () => {
  it("leaves a page out of sitemap.xml at once and puts it back, audited", async () => {
    expect((await setPage({ path: "/webinars", include: false })).statusCode).toBe(204);
    expect(await sitemapXml()).not.toContain("https://ailabs.example/webinars<");
    expect((await overview()).entries.find((e) => e.path === "/webinars")).toMatchObject({
      included: false,
      reason: "excluded",
    });
    // Still indexable: its head says index.
    const meta = (await t.app.inject({ url: "/api/seo/page-meta?path=/webinars" })).json();
    expect(meta.noindex).toBe(false);

    expect((await setPage({ path: "/webinars/", include: true })).statusCode).toBe(204);
    expect(await sitemapXml()).toContain("https://ailabs.example/webinars<");
    const audit = await sqlRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'page_metadata' and entity_id = '/webinars' order by at`,
    );
    expect(audit.map((row) => row.action)).toEqual(["seo.sitemap.exclude", "seo.sitemap.include"]);
  });

  it("answers 404 for a path no page owns and 400 for bad bodies", async () => {
    expect((await setPage({ path: "/no-such-page", include: false })).statusCode).toBe(404);
    const notPath = await setPage({ path: "not a path", include: false });
    expect(notPath.statusCode).toBe(400);
    const noFlag = await setPage({ path: "/blog" });
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.body).toContain(sitemapMessages.includeInvalid);
  });
});

describe("the robots tester", () => {
  it.each([
    ["/courses/deep-learning", "Googlebot", true, null],
    ["/dashboard/student", "Googlebot", false, "Disallow: /dashboard/"],
    ["/api/user", "*", false, "Disallow: /api/"],
    ["/courses/checkout", "Bingbot", false, "Disallow: /courses/checkout"],
  ])("%s for %s: allowed %s", async (path, agent, allowed, rule) => {
    const response = await robots(`path=${encodeURIComponent(path)}&agent=${encodeURIComponent(agent)}`);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.allowed).toBe(allowed);
    if (rule) expect(result.rule).toBe(rule);
  });

  it("refuses a bad path or crawler with a clear message", async () => {
    const badPath = await robots("path=https://evil.example/&agent=Googlebot");
    expect(badPath.statusCode).toBe(400);
    expect(badPath.body).toContain(sitemapMessages.pathInvalid);
    const badAgent = await robots("path=/&agent=Evilbot");
    expect(badAgent.statusCode).toBe(400);
    expect(badAgent.body).toContain(sitemapMessages.agentInvalid);
  });
});
