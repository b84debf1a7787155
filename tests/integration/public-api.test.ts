import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterMessages } from "#contracts/messages.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, postJson, type TestApp, type Visitor, visit } from "../support/test-app.ts";

let t: TestApp;
let visitor: Visitor;
let ip = 0;
const nextIp = () => `192.0.2.${++ip}`;

beforeAll(async () => {
  t = await createTestApp();
  visitor = await visit(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function count(table: string, where = sql`true`): Promise<number> {
  const rows = await sqlRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
  );
  return Number(rows[0]?.n ?? 0);
}

describe("GET /api/upcoming-batches", () => {
  it("lists only future batches, soonest first, with exactly the spec's fields", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/upcoming-batches" });
    expect(response.statusCode).toBe(200);
    const batches = response.json() as Array<Record<string, unknown>>;
    expect(batches.length).toBeGreaterThanOrEqual(4);
    const today = new Date().toISOString().slice(0, 10);
    for (const batch of batches) {
      expect(Object.keys(batch).sort()).toEqual([
        "course",
        "schedule",
        "seatsAvailable",
        "startDate",
        "type",
      ]);
      expect(Object.keys(batch.course as object)).toEqual(["title"]);
      expect((batch.startDate as string) > today).toBe(true);
    }
    const dates = batches.map((b) => b.startDate as string);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(batches.map((b) => b.type))).toEqual(new Set(["weekend", "fast_track", "regular"]));
  });

  it("leaves out batches that already started", async () => {
    await t.database.db.execute(sql`
      insert into batches (course_id, type, start_date, schedule, seats_total)
      select id, 'weekend', current_date - 3, 'Past batch schedule', 10 from courses limit 1`);
    const response = await t.app.inject({ method: "GET", url: "/api/upcoming-batches" });
    expect(response.json().some((b: { schedule: string }) => b.schedule === "Past batch schedule")).toBe(
      false,
    );
  });
});

describe("GET /api/site-settings", () => {
  it("answers the seeded phone and email, and the payments mode (the local run's test provider)", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/site-settings" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      phone: "+1 (415) 555-0142",
      email: "admissions@ailabs.academy",
      promoBanner: true,
      payments: { provider: "test", testModeNotice: false },
    });
  });
});

describe("POST /api/newsletter/subscribe", () => {
  it("subscribes, and a repeat (any case) is not an error and adds no duplicate", async () => {
    const first = await postJson(t.app, "/api/newsletter/subscribe", { email: "Ada@Example.com" }, visitor, {
      "x-forwarded-for": nextIp(),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: newsletterMessages.subscribed });
    const again = await postJson(t.app, "/api/newsletter/subscribe", { email: "ada@example.com" }, visitor);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await count("newsletter_subscribers", sql`email = 'ada@example.com'`)).toBe(1);
  });

  it("accepts the token in the CSRF-Token header the newsletter call uses", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      payload: { email: "grace@example.com" },
      headers: { cookie: visitor.cookie, "csrf-token": visitor.token },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ email: "not-an-email" }, "Invalid email"],
    [{ email: "" }, "Invalid email"],
    [{}, "Required"],
  ])("refuses %j with a message naming the field", async (body, message) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      payload: body,
      headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, errors: [{ message, field: "email" }] });
  });
});

describe("POST /api/contact-download", () => {
  it("stores a contact request as a new lead, company optional", async () => {
    const before = await count("leads", sql`kind = 'contact'`);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact-download",
      payload: { name: "Lin Chen", email: "lin@example.com", phone: "+1 415 555 0100" },
      headers: {
        cookie: visitor.cookie,
        "x-xsrf-token": visitor.token,
        referer: "http://localhost:3000/about",
      },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe("Thank you for contacting us! We'll get back to you soon.");
    expect(await count("leads", sql`kind = 'contact'`)).toBe(before + 1);
    const rows = await sqlRows<{ status: string; company: string | null; details: { page?: string } }>(
      t.database.db,
      sql`select status, company, details from leads where email = 'lin@example.com'`,
    );
    expect(rows[0]).toMatchObject({ status: "new", company: null, details: { page: "/about" } });
  });

  it("names every missing field", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact-download",
      payload: { company: "Acme" },
      headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["email", "name", "phone"]);
    expect(body.error).toBe(body.errors[0].message);
  });

  it("rate-limits a flood from one address with 429 and Retry-After", async () => {
    const address = nextIp();
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 7; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/contact-download",
        payload: { name: "Flood", email: `flood${i}@example.com`, phone: "4155550100" },
        headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        retryAfter = response.headers["retry-after"] as string;
        expect(response.json().error).toMatch(/Too many requests/);
      }
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe("POST /api/analytics/pageview", () => {
  const browser =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

  it("stores the view with a daily visitor hash, no IP and only an external referrer host", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/analytics/pageview",
      payload: { path: "/courses?utm=x", referrer: "https://news.example.org/item?id=1", screenWidth: 390 },
      headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token, "user-agent": browser },
      remoteAddress: "198.51.100.7",
    });
    expect(response.statusCode).toBe(204);
    const rows = await sqlRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from page_views where path = '/courses' order by id desc limit 1`,
    );
    const row = rows[0]!;
    expect(row).toMatchObject({ referrer_host: "news.example.org", screen_width: 390 });
    expect(JSON.stringify(row)).not.toContain("198.51.100.7");
    expect(String(row.visitor_hash)).toHaveLength(22);
  });

  it("counts the same visitor once a day and a different one apart", async () => {
    const send = (address: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/analytics/pageview",
        payload: { path: "/about" },
        headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token, "user-agent": browser },
        remoteAddress: address,
      });
    await send("203.0.113.1");
    await send("203.0.113.1");
    await send("203.0.113.2");
    const rows = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(distinct visitor_hash)::int as n from page_views where path = '/about'`,
    );
    expect(Number(rows[0]?.n)).toBe(2);
  });

  it("does not count crawlers, and refuses a path that is not a site path", async () => {
    const before = await count("page_views");
    const bot = await t.app.inject({
      method: "POST",
      url: "/api/analytics/pageview",
      payload: { path: "/" },
      headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token, "user-agent": "Googlebot/2.1" },
    });
    expect(bot.statusCode).toBe(204);
    expect(await count("page_views")).toBe(before);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/analytics/pageview",
      payload: { path: "https://evil.example" },
      headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token, "user-agent": browser },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("path");
  });
});
