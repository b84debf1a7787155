import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/auth.ts";
import { type RobotsEditor, robotsLimits, robotsMessages } from "#contracts/seo-robots.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// The robots.txt editor (issue 20): the marketer's lines served after the built-in group, each of their groups
// closed to the private areas; refused when malformed, or when they would close the site or open a private area.

let t: TestApp;
let marketer: Visitor;

beforeAll(async () => {
  t = await createTestApp();
  marketer = await signedIn(
    t.app,
    await createAccount(t.database.db, { role: "digital_marketer", name: "Rob Ots" }),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const editor = async (): Promise<RobotsEditor> =>
  (await call(t.app, marketer, "GET", "/api/seo/robots")).json();
const save = (rules: string, version: number, session: Visitor = marketer) =>
  call(t.app, session, "PUT", "/api/seo/robots", { rules, version });
const served = async () => (await t.app.inject({ url: "/robots.txt" })).body;

describe("robots.txt editor", () => {
  it("answers 401 to visitors and 403 to students and instructors", async () => {
    const visitor = await visit(t.app);
    expect((await call(t.app, visitor, "GET", "/api/seo/robots")).statusCode).toBe(401);
    for (const role of ["student", "instructor"] as Role[]) {
      const session = await signedIn(t.app, await createAccount(t.database.db, { role }));
      expect((await call(t.app, session, "GET", "/api/seo/robots")).statusCode).toBe(403);
      expect((await save("", 0, session)).statusCode).toBe(403);
    }
  });

  it("starts with no lines of the marketer's, serving the built-in group and the sitemap", async () => {
    const first = await editor();
    expect(first).toMatchObject({ rules: "", version: 0, updatedBy: null });
    expect(first.builtIn.startsWith("User-agent: *\nAllow: /\nDisallow: /dashboard/")).toBe(true);
    expect(first.served).toBe(await served());
  });

  it("saves lines, serves them at once with the private areas closed in their group, and the tester follows", async () => {
    const saved = await save("User-agent: GPTBot\r\nDisallow: /blog/\r\n", 0);
    expect(saved.statusCode, saved.body).toBe(200);
    const after: RobotsEditor = saved.json();
    expect(after).toMatchObject({
      rules: "User-agent: GPTBot\nDisallow: /blog/",
      version: 1,
      updatedBy: "Rob Ots",
    });
    const text = await served();
    expect(text).toBe(after.served);
    expect(text).toContain("User-agent: GPTBot\nDisallow: /blog/\nDisallow: /dashboard/");
    const blog = await call(t.app, marketer, "GET", "/api/seo/robots-test?path=%2Fblog%2Fx&agent=GPTBot");
    expect(blog.json()).toMatchObject({ allowed: false, rule: "Disallow: /blog/" });
    const portal = await call(
      t.app,
      marketer,
      "GET",
      "/api/seo/robots-test?path=%2Fdashboard%2Fstudent&agent=GPTBot",
    );
    expect(portal.json()).toMatchObject({ allowed: false });
  });

  it("refuses a malformed line, closing the site and opening a private area, saying which and why", async () => {
    const cases: [string, string][] = [
      ["User-agent: *\nNoindex: /x", 'Line 2: "Noindex" is not a robots.txt field'],
      ["User-agent: Googlebot\nDisallow: /", "would stop Googlebot from crawling the home page"],
      ["User-agent: *\nAllow: /dashboard/", "would let Googlebot into /dashboard/, which stays private"],
      ["x".repeat(robotsLimits.chars + 1), robotsMessages.tooLong],
    ];
    for (const [rules, message] of cases) {
      const response = await save(rules, 1);
      expect(response.statusCode, rules.slice(0, 40)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect((await editor()).version).toBe(1);
  });

  it("refuses a stale version (409) and keeps the other save; needs the anti-forgery token", async () => {
    const stale = await save("User-agent: CCBot\nDisallow: /", 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(robotsMessages.conflict);
    const noToken = await t.app.inject({
      method: "PUT",
      url: "/api/seo/robots",
      payload: { rules: "", version: 1 },
      headers: { cookie: marketer.cookie },
    });
    expect(noToken.statusCode).toBe(403);
    expect(await served()).toContain("User-agent: GPTBot");
  });

  it("audits each save with before and after", async () => {
    expect((await save("", 1)).statusCode).toBe(200);
    const rows = await sqlRows<{ before: { rules: string }; after: { rules: string } }>(
      t.database.db,
      sql`select before, after from audit_log where action = 'seo.robots.update' order by at`,
    );
    expect(rows.map((row) => [row.before.rules, row.after.rules])).toEqual([
      ["", "User-agent: GPTBot\nDisallow: /blog/"],
      ["User-agent: GPTBot\nDisallow: /blog/", ""],
    ]);
    expect(await served()).not.toContain("GPTBot");
  });
});
