import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/auth.ts";
import { type AnalyticsOverview, addDays, analyticsMessages } from "#contracts/seo-analytics.ts";
import { call, createAccount, nextIp, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// The SEO workbench's Analytics (issue 20, decision 0059): page views with entry and UTM fields, closed days rolled
// up per dimension, the report over a range beside the period before, goals, the funnel and the CSV export.

let t: TestApp;
let marketer: Visitor;
let anonymous: Visitor;
const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) => addDays(today, offset);
const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

type View = {
  day: string;
  path: string;
  visitor: string;
  entry?: boolean;
  referrer?: string;
  width?: number;
  utm?: [string, string | null, string | null];
};

async function insertViews(views: View[]): Promise<void> {
  for (const view of views)
    await t.database.db.execute(sql`
      insert into page_views (day, path, referrer_host, screen_width, visitor_hash, entry, utm_source, utm_medium, utm_campaign)
      values (${view.day}, ${view.path}, ${view.referrer ?? null}, ${view.width ?? null}, ${view.visitor},
        ${view.entry ?? false}, ${view.utm?.[0] ?? null}, ${view.utm?.[1] ?? null}, ${view.utm?.[2] ?? null})`);
}

const report = async (query = "", session: Visitor = marketer) =>
  call(t.app, session, "GET", `/api/seo/analytics${query}`);
const read = async (query = ""): Promise<AnalyticsOverview> => {
  const response = await report(query);
  expect(response.statusCode).toBe(200);
  return response.json();
};
// Closed days only, so the views this file posts today do not move these numbers.
const closedRange = `?from=${day(-28)}&to=${day(-1)}`;

beforeAll(async () => {
  t = await createTestApp();
  marketer = await signedIn(t.app, await createAccount(t.database.db, { role: "digital_marketer" }));
  anonymous = await visit(t.app);
  await insertViews([
    // Three days ago: a mobile visitor from Google through the launch mail reaches checkout; a desktop one browses.
    {
      day: day(-3),
      path: "/",
      visitor: "a",
      entry: true,
      referrer: "www.google.com",
      width: 390,
      utm: ["newsletter", "email", "launch"],
    },
    { day: day(-3), path: "/courses/ai-engineers", visitor: "a", width: 390 },
    { day: day(-3), path: "/courses/checkout", visitor: "a", width: 390 },
    { day: day(-3), path: "/blog", visitor: "b", entry: true, width: 1440 },
    { day: day(-3), path: "/courses/machine-learning", visitor: "b", width: 1440 },
    // Two days ago: a tablet lands on a course page.
    { day: day(-2), path: "/courses/ai-engineers", visitor: "c", entry: true, width: 800 },
    // The period before (28 days before the range): one view.
    { day: day(-40), path: "/about", visitor: "d", entry: true },
  ]);
  await t.database.db.execute(sql`
    insert into leads (kind, name, email, created_at) values
      ('contact', 'Ada', 'ada@example.com', ${`${day(-3)}T10:00:00Z`}),
      ('callback', 'Bo', 'bo@example.com', ${`${day(-40)}T10:00:00Z`})`);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("who may read the analytics", () => {
  it("answers the marketer and the admin; 403 for other roles, 401 signed out", async () => {
    const roles: Role[] = ["student", "instructor"];
    for (const role of roles) {
      const session = await signedIn(t.app, await createAccount(t.database.db, { role }));
      expect((await report("", session)).statusCode).toBe(403);
      expect((await call(t.app, session, "GET", "/api/seo/analytics/export?report=pages")).statusCode).toBe(
        403,
      );
    }
    const admin = await signedIn(t.app, await createAccount(t.database.db, { role: "admin" }));
    expect((await report("", admin)).statusCode).toBe(200);
    expect((await report("", await visit(t.app))).statusCode).toBe(401);
  });
});

describe("the range", () => {
  it("refuses a bad date, a backwards or too long range and a future end, naming the field", async () => {
    const cases: Array<[string, string, string]> = [
      ["?from=2026-13-01", "from", analyticsMessages.dateInvalid],
      ["?to=yesterday", "to", analyticsMessages.dateInvalid],
      [`?from=${day(-1)}&to=${day(-2)}`, "from", analyticsMessages.rangeBackwards],
      [`?from=${day(-400)}&to=${day(-1)}`, "from", analyticsMessages.rangeTooLong],
      [`?to=${day(1)}`, "to", analyticsMessages.rangeFuture],
    ];
    for (const [query, field, message] of cases) {
      const response = await report(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ field, message });
    }
    const badReport = await call(t.app, marketer, "GET", "/api/seo/analytics/export?report=everything");
    expect(badReport.statusCode).toBe(400);
    expect(badReport.json().errors[0].field).toBe("report");
  });

  it("defaults to the last 28 days with today, beside the 28 days before", async () => {
    const data = await read();
    expect(data.range).toEqual({ from: day(-27), to: today });
    expect(data.previousRange).toEqual({ from: day(-55), to: day(-28) });
    expect(data.days).toHaveLength(28);
    expect(data.includesToday).toBe(true);
  });
});

describe("the report", () => {
  let live: AnalyticsOverview;

  it("sums views, visitors and visits, and lists pages, entries, referrers, campaigns and devices", async () => {
    live = await read(closedRange);
    expect(live.totals).toEqual({ views: 6, visitors: 3, entries: 3 });
    expect(live.previousTotals).toEqual({ views: 1, visitors: 1, entries: 1 });
    const threeDaysAgo = live.days.find((row) => row.day === day(-3));
    expect(threeDaysAgo).toMatchObject({ views: 5, visitors: 2, entries: 2 });
    // /about was viewed 40 days ago: the period before's day that lines up with the range's day 12 days ago.
    expect(live.days.find((row) => row.day === day(-12))?.previous.views).toBe(1);
    expect(live.pages[0]).toEqual({ path: "/courses/ai-engineers", views: 2, visitors: 2, entries: 1 });
    expect(live.pages.map((row) => row.path)).toHaveLength(5);
    // Most entries first; a tie goes to the more viewed page.
    expect(live.entryPages.map((row) => [row.path, row.entries])).toEqual([
      ["/courses/ai-engineers", 1],
      ["/", 1],
      ["/blog", 1],
    ]);
    expect(live.referrers).toEqual([{ host: "www.google.com", views: 1, visitors: 1, entries: 1 }]);
    expect(live.campaigns).toEqual([
      { source: "newsletter", medium: "email", campaign: "launch", views: 1, visitors: 1, entries: 1 },
    ]);
    expect(live.devices.map((row) => [row.device, row.views])).toEqual([
      ["mobile", 3],
      ["desktop", 2],
      ["tablet", 1],
    ]);
    expect(live.includesToday).toBe(false);
  });

  it("counts goals from their own records with conversion rates, and the funnel to purchase", async () => {
    const contact = live.goals.find((row) => row.goal === "contact");
    expect(contact).toEqual({ goal: "contact", count: 1, previous: 0, rate: 1 / 3, previousRate: 0 });
    expect(live.goals.find((row) => row.goal === "callback")).toMatchObject({ count: 0, previous: 1 });
    expect(live.funnel).toEqual([
      { step: "visit", count: 3 },
      { step: "program", count: 3 },
      { step: "checkout", count: 1 },
      { step: "purchase", count: 0 },
    ]);
  });

  it("rolls closed days up once, and reads the same numbers from the roll-ups", async () => {
    const rolled = await t.app.analyticsRollUp.sweep();
    // From the first day with a view through yesterday (unless midnight passed less than five minutes ago).
    expect(rolled).toBeGreaterThanOrEqual(39);
    expect(await t.app.analyticsRollUp.sweep()).toBe(0);
    const [site] = await sqlRows<{ views: number }>(
      t.database.db,
      sql`select views from analytics_rollups where day = ${day(-3)}`,
    );
    expect(site?.views).toBe(5);
    const [raw] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from analytics_daily where day = ${day(-3)} and dimension = 'page'`,
    );
    expect(raw?.n).toBe(5);
    expect(await read(closedRange)).toEqual(live);
    // The rolled days are read from their sums: the raw rows of a rolled day no longer count.
    await t.database.db.execute(sql`delete from page_views where day = ${day(-2)}`);
    expect(await read(closedRange)).toEqual(live);
  });

  it("adds today's views live to the rolled days", async () => {
    const before = await read();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/analytics/pageview",
      payload: {
        path: "/courses/deep-learning",
        entry: true,
        referrer: "https://duckduckgo.com/",
        screenWidth: 1280,
        utmSource: "  partner ",
        utmMedium: "cpc",
        utmCampaign: "x".repeat(150),
      },
      headers: { cookie: anonymous.cookie, "x-xsrf-token": anonymous.token, "user-agent": browser },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(204);
    const after = await read();
    expect(after.totals.views).toBe(before.totals.views + 1);
    expect(after.days.at(-1)?.views).toBe((before.days.at(-1)?.views ?? 0) + 1);
    expect(after.referrers.map((row) => row.host)).toContain("duckduckgo.com");
    // Trimmed, and cut at 100 characters rather than refused.
    expect(after.campaigns).toContainEqual(
      expect.objectContaining({ source: "partner", medium: "cpc", campaign: "x".repeat(100) }),
    );
  });

  it("keeps UTM values with a visit's first view only", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/analytics/pageview",
      payload: { path: "/careers", utmSource: "ignored" },
      headers: { cookie: anonymous.cookie, "x-xsrf-token": anonymous.token, "user-agent": browser },
      remoteAddress: nextIp(),
    });
    const [row] = await sqlRows<{ entry: boolean; utm_source: string | null }>(
      t.database.db,
      sql`select entry, utm_source from page_views where path = '/careers' order by id desc limit 1`,
    );
    expect(row).toEqual({ entry: false, utm_source: null });
  });
});

describe("the CSV export", () => {
  it("answers every row of one table as a named CSV file", async () => {
    const response = await call(
      t.app,
      marketer,
      "GET",
      `/api/seo/analytics/export${closedRange}&report=pages`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="analytics-pages-${day(-28)}-to-${day(-1)}.csv"`,
    );
    const lines = response.body.trim().split("\r\n");
    expect(lines[0]).toBe("path,views,visitors,entries");
    expect(lines[1]).toBe("/courses/ai-engineers,2,2,1");
    expect(lines).toHaveLength(6);
    const goals = await call(t.app, marketer, "GET", `/api/seo/analytics/export${closedRange}&report=goals`);
    expect(goals.body).toContain("Contact request,1,0.3333,0,0");
    expect(goals.body).toContain("Funnel: Went on to checkout,1");
    const daily = await call(t.app, marketer, "GET", `/api/seo/analytics/export${closedRange}&report=daily`);
    // The header and one line a day.
    expect(daily.body.trim().split("\r\n")).toHaveLength(29);
  });
});
