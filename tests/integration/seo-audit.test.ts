import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/auth.ts";
import { type AuditFindingsPage, type AuditOverview, auditMessages } from "#contracts/seo-audit.ts";
import type { SeoPagesPage } from "#contracts/seo-pages.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createSsrTestApp } from "../support/ssr-test-app.ts";
import { type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Content Audit (issue 20): POST /api/seo/audit crawls every public page rendered in-process, in the
// background; GET /api/seo/audit and /api/seo/audit/findings read the result. With server rendering, as in
// production: the crawl renders the real pages. Each rule is tested on crafted pages in audit-rules.unit.test.ts.

let t: TestApp;
let marketer: Visitor;
const longTitle = "The Complete Hands-On Course in Machine Learning Engineering for Busy Professionals";

beforeAll(async () => {
  t = await createSsrTestApp();
  marketer = await signedIn(
    t.app,
    await createAccount(t.database.db, { role: "digital_marketer", name: "Mo Marketer" }),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const overview = async (): Promise<AuditOverview> =>
  (await call(t.app, marketer, "GET", "/api/seo/audit")).json();
const findings = async (query = ""): Promise<AuditFindingsPage> =>
  (await call(t.app, marketer, "GET", `/api/seo/audit/findings${query}`)).json();
const start = (session: Visitor = marketer) => call(t.app, session, "POST", "/api/seo/audit");
const finished = async () => {
  await expect
    .poll(async () => (await overview()).current?.status, { timeout: 120_000, interval: 250 })
    .not.toBe("running");
  return overview();
};

describe("access", () => {
  it("answers 401 to visitors and 403 to students and instructors", async () => {
    const visitor = await visit(t.app);
    expect((await call(t.app, visitor, "GET", "/api/seo/audit")).statusCode).toBe(401);
    for (const role of ["student", "instructor"] as Role[]) {
      const session = await signedIn(t.app, await createAccount(t.database.db, { role }));
      expect((await call(t.app, session, "GET", "/api/seo/audit")).statusCode).toBe(403);
      expect((await call(t.app, session, "GET", "/api/seo/audit/findings")).statusCode).toBe(403);
      expect((await start(session)).statusCode).toBe(403);
    }
  });

  it("says no audit has run before the first, with no findings", async () => {
    expect(await overview()).toEqual({ current: null, lastDone: null, history: [], ruleCounts: [] });
    expect(await findings()).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
  });
});

describe("a run", () => {
  let coursePath: string;

  it("crawls every public page, finds what is wrong, scores the site and links each finding to its fix", async () => {
    const pages: SeoPagesPage = (
      await call(t.app, marketer, "GET", "/api/seo/pages?type=course&q=%2Fcourses%2F")
    ).json();
    coursePath = pages.items[0]?.path ?? "";
    expect(coursePath).toMatch(/^\/courses\//);
    const saved = await call(t.app, marketer, "PUT", "/api/seo/metadata", {
      path: coursePath,
      version: 0,
      title: longTitle,
      description: "",
      keywords: "",
      image: "",
      canonical: "",
      robots: "",
      pageType: "",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A page the site links to answers 410 from now on: pages that link to it have a broken link.
    const gone = await call(t.app, marketer, "POST", "/api/seo/redirects", {
      from: "/careers",
      match: "exact",
      status: "410",
      target: "",
    });
    expect(gone.statusCode, gone.body).toBe(201);

    const [first, second] = await Promise.all([start(), start()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().error).toBe(auditMessages.alreadyRunning);
    const run = (first.statusCode === 202 ? first : second).json();
    expect(run).toMatchObject({ status: "running", startedBy: "Mo Marketer", score: null });

    const after = await finished();
    const all: SeoPagesPage = (await call(t.app, marketer, "GET", "/api/seo/pages?pageSize=100")).json();
    expect(after.current).toMatchObject({ id: run.id, status: "done", failure: null });
    expect(after.current?.pagesTotal).toBe(all.total);
    expect(after.current?.pagesDone).toBe(all.total);
    expect(after.lastDone?.id).toBe(run.id);
    expect(after.current?.score).toBeGreaterThan(0);
    expect(after.current?.score).toBeLessThan(100);
    expect(after.history).toEqual([
      { id: run.id, finishedAt: after.current?.finishedAt, score: after.current?.score },
    ]);
    const counted = after.ruleCounts.reduce((sum, row) => sum + row.count, 0);
    const current = after.current;
    expect(counted).toBe((current?.errors ?? 0) + (current?.warnings ?? 0) + (current?.notices ?? 0));

    const long = await findings("?rule=title-too-long");
    const ours = long.items.find((item) => item.path === coursePath);
    expect(ours).toMatchObject({ rule: "title-too-long", severity: "warning", fix: "title" });
    expect(ours?.pageTitle).toContain(longTitle);
    expect(long.items.every((item) => item.rule === "title-too-long")).toBe(true);

    const broken = await findings("?rule=broken-link");
    expect(broken.total).toBeGreaterThan(0);
    expect(broken.items[0]?.message).toContain("/careers");
    const gonePage = await findings(`?rule=page-status&q=${encodeURIComponent("/careers")}`);
    expect(gonePage.items.map((item) => item.path)).toContain("/careers");
  }, 180_000);

  it("ranks findings by impact, searches and pages them, and refuses bad filters", async () => {
    const page1 = await findings("?pageSize=5");
    expect(page1.items).toHaveLength(5);
    const page2 = await findings("?pageSize=5&page=2");
    expect(page2.items[0]).not.toEqual(page1.items[0]);
    const errorsOnly = await findings("?severity=error&pageSize=100");
    expect(errorsOnly.items.every((item) => item.severity === "error")).toBe(true);
    const searched = await findings(`?q=${encodeURIComponent(coursePath)}`);
    expect(searched.items.every((item) => item.path.includes(coursePath))).toBe(true);
    for (const query of [
      "?rule=nope",
      "?severity=fatal",
      "?page=0",
      "?pageSize=101",
      `?q=${"x".repeat(101)}`,
    ]) {
      expect((await call(t.app, marketer, "GET", `/api/seo/audit/findings${query}`)).statusCode, query).toBe(
        400,
      );
    }
  });

  it("records who started it in the audit log", async () => {
    const rows = await sqlRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where action = 'seo.audit.start'`,
    );
    expect(rows.length).toBe(1);
  });

  it("does not let a run whose instance died block the next", async () => {
    await t.database.db.execute(
      sql`insert into seo_audit_runs (status, started_by, heartbeat_at) values ('running', 'Gone Instance', now() - interval '10 minutes')`,
    );
    const stuck = await overview();
    expect(stuck.current).toMatchObject({ status: "failed", failure: auditMessages.interrupted });
    expect((await start()).statusCode).toBe(202);
    const after = await finished();
    expect(after.current?.status).toBe("done");
    expect(after.history).toHaveLength(2);
  }, 180_000);
});
