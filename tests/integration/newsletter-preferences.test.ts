import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterMessages } from "#contracts/messages.ts";
import { createNewsletterLinks } from "#server/modules/newsletter/newsletter-links.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createSsrTestApp } from "../support/ssr-test-app.ts";
import { freshIp, type TestApp, visit } from "../support/test-app.ts";

// Issue 22's preferences page: reached from a campaign mail's link without signing in; topics, a pause,
// unsubscribe from all and subscribe again; the token forged, of another purpose, or of an erased subscriber.
const links = createNewsletterLinks("test-secret-test-secret-test-secret-0123");

let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createSsrTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function subscriber(status: "pending" | "subscribed" | "unsubscribed" = "subscribed") {
  const email = `prefs${++counter}.${Date.now()}@example.com`;
  const [row] = await sqlRows<{ id: string }>(
    t.database.db,
    sql`insert into newsletter_subscribers (email, status, confirmed_at)
        values (${email}, ${status}, ${status === "subscribed" ? sql`now()` : null}) returning id`,
  );
  if (!row) throw new Error("no row");
  return { id: row.id, email, token: links.preferencesToken(row.id) };
}

const read = (token: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/newsletter/preferences?token=${encodeURIComponent(token)}`,
    remoteAddress: freshIp(),
  });

async function save(body: Record<string, unknown>, withCsrf = true) {
  const visitor = await visit(t.app);
  return t.app.inject({
    method: "PUT",
    url: "/api/newsletter/preferences",
    payload: body,
    headers: withCsrf ? { cookie: visitor.cookie, "x-xsrf-token": visitor.token } : {},
    remoteAddress: freshIp(),
  });
}

async function stored(id: string) {
  const [row] = await sqlRows<{
    status: string;
    topics_off: string[];
    paused_until: string | null;
    confirmed_at: string | null;
    unsubscribed_at: string | null;
  }>(
    t.database.db,
    sql`select status, topics_off, paused_until, confirmed_at, unsubscribed_at from newsletter_subscribers where id = ${id}`,
  );
  return row;
}

describe("GET /api/newsletter/preferences", () => {
  it("answers the address, its status, every topic and no pause for a new subscriber", async () => {
    const s = await subscriber();
    const response = await read(s.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      email: s.email,
      status: "subscribed",
      topics: ["courses", "events", "articles", "offers"],
      pausedUntil: null,
    });
  });

  it("refuses a forged token, another purpose's token and an erased subscriber's with one 404", async () => {
    const s = await subscriber();
    const forged = `${s.id}.${"A".repeat(43)}`;
    const unsubscribeToken = links.unsubscribeToken(s.id);
    const gone = await subscriber();
    await t.database.db.execute(sql`delete from newsletter_subscribers where id = ${gone.id}`);
    for (const token of [forged, unsubscribeToken, gone.token, "not-a-token", `${s.token}x`]) {
      const response = await read(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json().error).toBe(newsletterMessages.preferencesInvalid);
    }
  });
});

describe("PUT /api/newsletter/preferences", () => {
  it("keeps the topics chosen (stored as those turned off) and a pause that ends in the days chosen", async () => {
    const s = await subscriber();
    const before = Date.now();
    const response = await save({
      token: s.token,
      subscribed: true,
      topics: ["courses", "events"],
      pause: "30",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(newsletterMessages.preferencesSaved);
    expect(body.preferences.topics).toEqual(["courses", "events"]);
    const until = Date.parse(body.preferences.pausedUntil);
    expect(until).toBeGreaterThanOrEqual(before + 30 * 86_400_000);
    expect(until).toBeLessThan(Date.now() + 30 * 86_400_000 + 1000);
    const row = await stored(s.id);
    expect(row?.topics_off).toEqual(["articles", "offers"]);
    expect(row?.status).toBe("subscribed");

    // "keep" leaves the pause, "off" ends it.
    const kept = await save({ token: s.token, subscribed: true, topics: ["courses"], pause: "keep" });
    expect(kept.json().preferences.pausedUntil).toBe(body.preferences.pausedUntil);
    const resumed = await save({ token: s.token, subscribed: true, topics: ["courses"], pause: "off" });
    expect(resumed.json().preferences.pausedUntil).toBeNull();
    expect((await stored(s.id))?.paused_until).toBeNull();
  });

  it("unsubscribes from all at once, keeping the topics, and subscribes again without a new confirmation", async () => {
    const s = await subscriber();
    await save({ token: s.token, subscribed: true, topics: ["articles"], pause: "off" });
    const out = await save({ token: s.token, subscribed: false, topics: [], pause: "keep" });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(newsletterMessages.preferencesUnsubscribed);
    expect(out.json().preferences).toMatchObject({ status: "unsubscribed", topics: ["articles"] });
    const row = await stored(s.id);
    expect(row?.status).toBe("unsubscribed");
    expect(row?.unsubscribed_at).not.toBeNull();

    // Unsubscribing again keeps the first instant.
    await save({ token: s.token, subscribed: false, topics: [], pause: "keep" });
    expect((await stored(s.id))?.unsubscribed_at).toBe(row?.unsubscribed_at);

    const back = await save({
      token: s.token,
      subscribed: true,
      topics: ["articles", "offers"],
      pause: "off",
    });
    expect(back.json().message).toBe(newsletterMessages.preferencesResubscribed);
    const after = await stored(s.id);
    expect(after).toMatchObject({
      status: "subscribed",
      unsubscribed_at: null,
      topics_off: ["courses", "events"],
    });
    expect(after?.confirmed_at).not.toBeNull();
  });

  it("confirms a pending address that subscribes from its own link (the link reached its inbox)", async () => {
    const s = await subscriber("pending");
    const response = await save({ token: s.token, subscribed: true, topics: ["courses"], pause: "off" });
    expect(response.statusCode).toBe(200);
    const row = await stored(s.id);
    expect(row?.status).toBe("subscribed");
    expect(row?.confirmed_at).not.toBeNull();
  });

  it("refuses staying subscribed with no topic, unknown topics and pauses, naming the field; nothing changes", async () => {
    const s = await subscriber();
    const none = await save({ token: s.token, subscribed: true, topics: [], pause: "off" });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toContainEqual(
      expect.objectContaining({ field: "topics", message: newsletterMessages.preferencesNoTopic }),
    );
    for (const body of [
      { token: s.token, subscribed: true, topics: ["gossip"], pause: "off" },
      { token: s.token, subscribed: true, topics: ["courses"], pause: "7" },
      { token: s.token, subscribed: "yes", topics: ["courses"], pause: "off" },
      { token: s.token, topics: ["courses"], pause: "off" },
    ]) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await stored(s.id))?.topics_off).toEqual([]);
  });

  it("refuses a forged token (404) and a call without the anti-forgery token (403)", async () => {
    const s = await subscriber();
    const forged = await save({
      token: links.unsubscribeToken(s.id),
      subscribed: false,
      topics: [],
      pause: "keep",
    });
    expect(forged.statusCode).toBe(404);
    const noCsrf = await save({ token: s.token, subscribed: false, topics: [], pause: "keep" }, false);
    expect(noCsrf.statusCode).toBe(403);
    expect((await stored(s.id))?.status).toBe("subscribed");
  });
});

describe("/newsletter/preferences", () => {
  it("renders the subscriber's choices, noindex and without a referrer; a bad link says so", async () => {
    const s = await subscriber();
    await save({ token: s.token, subscribed: true, topics: ["events"], pause: "off" });
    const page = await t.app.inject({
      method: "GET",
      url: `/newsletter/preferences?token=${encodeURIComponent(s.token)}`,
      remoteAddress: freshIp(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(s.email);
    expect(page.body).toMatch(/<meta name="robots" content="noindex/);
    expect(page.body).toContain('<meta name="referrer" content="no-referrer"/>');
    const main = page.body.slice(page.body.indexOf("<main"));
    expect(main).toContain("Topics");
    expect(main).toMatch(/<input[^>]*checked=""[^>]*value="events"/);
    expect(main).not.toMatch(/<input[^>]*checked=""[^>]*value="courses"/);

    const bad = await t.app.inject({ method: "GET", url: "/newsletter/preferences?token=nope" });
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain("This preferences link is not valid");
  });
});
