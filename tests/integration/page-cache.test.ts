import { gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCacheHeader } from "#server/plugins/ssr.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { createSsrTestApp } from "../support/ssr-test-app.ts";
import { postJson, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Decision 0012: anonymous visitors share a page rendered in the last few seconds, with their own CSP
// nonce and cookies; signed-in users never get a shared page and never leave one behind.
let t: TestApp;
let account: TestAccount;
let session: Visitor;

beforeAll(async () => {
  // A TTL far longer than the test, so a miss can only come from invalidation or a bypass.
  t = await createSsrTestApp({}, { pageCacheTtlMs: 10 * 60_000 });
  account = await createAccount(t.database.db, { name: "Cache Probe Member" });
  session = await signedIn(t.app, account);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url, headers: { accept: "text/html", ...headers } });
}

// The test app renders through Vite, whose CSP allows inline scripts instead of naming the nonce; the
// scripts still carry the response's nonce (the production CSP names it: tests/e2e hydrate under it).
function cspNonce(response: LightMyRequestResponse): string {
  const nonces = scriptNonces(htmlOf(response));
  if (nonces.size !== 1) throw new Error(`expected one script nonce, found ${nonces.size}`);
  return [...nonces][0]!;
}

function htmlOf(response: LightMyRequestResponse): string {
  return response.headers["content-encoding"] === "gzip"
    ? gunzipSync(response.rawPayload).toString("utf8")
    : response.body;
}

function scriptNonces(html: string): Set<string> {
  return new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]!));
}

function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((c) => c.name === name)?.value;
}

describe("the anonymous page cache", () => {
  it("shares a page between anonymous visitors, each with its own nonce and cookies", async () => {
    const first = await get("/courses/ai-engineers");
    const second = await get("/courses/ai-engineers");
    expect(first.statusCode).toBe(200);
    expect(first.headers[pageCacheHeader]).toBe("miss");
    expect(second.headers[pageCacheHeader]).toBe("hit");

    const [firstHtml, secondHtml] = [htmlOf(first), htmlOf(second)];
    expect(cspNonce(first)).not.toBe(cspNonce(second));
    expect(secondHtml.replaceAll(cspNonce(second), "N")).toBe(firstHtml.replaceAll(cspNonce(first), "N"));

    // The anti-forgery pair is the visitor's own, never a stored one.
    expect(cookieValue(second, "ail_pre")).toBeDefined();
    expect(cookieValue(second, "ail_pre")).not.toBe(cookieValue(first, "ail_pre"));
    expect(cookieValue(second, "XSRF-TOKEN")).not.toBe(cookieValue(first, "XSRF-TOKEN"));
  });

  it("answers gzip without compressing again, and the same document decoded", async () => {
    await get("/about");
    const plain = await get("/about");
    const gzipped = await get("/about", { "accept-encoding": "gzip, deflate, br" });
    expect(gzipped.headers[pageCacheHeader]).toBe("hit");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(String(gzipped.headers.vary)).toMatch(/accept-encoding/i);
    const html = gunzipSync(gzipped.rawPayload).toString("utf8");
    expect(html.replaceAll(cspNonce(gzipped), "N")).toBe(plain.body.replaceAll(cspNonce(plain), "N"));
  });

  it("never serves a signed-in user a shared page, nor keeps theirs for others", async () => {
    await get("/");
    expect((await get("/")).headers[pageCacheHeader]).toBe("hit");

    const mine = await get("/", { cookie: session.cookie });
    expect(mine.headers[pageCacheHeader]).toBe("bypass");
    expect(mine.body).toContain(account.email);

    // A page first rendered for the signed-in user is not stored: the next visitor gets a fresh render.
    const theirs = await get("/courses", { cookie: session.cookie });
    expect(theirs.body).toContain(account.email);
    const anonymous = await get("/courses");
    expect(anonymous.headers[pageCacheHeader]).toBe("miss");
    expect(anonymous.body).not.toContain(account.email);
    expect(anonymous.body).not.toContain(account.name);
  });

  it("renders every time for an unknown session cookie, query strings and errors", async () => {
    await get("/contact");
    expect((await get("/contact", { cookie: "ail_session=not-a-session" })).headers[pageCacheHeader]).toBe(
      "bypass",
    );
    expect((await get("/courses?level=beginner")).headers[pageCacheHeader]).toBe("bypass");
    const missing = await get("/courses/no-such-course");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers[pageCacheHeader]).toBe("bypass");
    expect((await get("/courses/no-such-course")).headers[pageCacheHeader]).toBe("bypass");
  });

  it("drops shared pages when a signed-in user writes, not on anonymous writes", async () => {
    await get("/");
    const visitor = await visit(t.app);
    const pageView = await postJson(t.app, "/api/analytics/pageview", { path: "/" }, visitor);
    expect(pageView.statusCode).toBeLessThan(300);
    expect((await get("/")).headers[pageCacheHeader]).toBe("hit");

    const update = await call(t.app, session, "PATCH", "/api/profile", { name: "Cache Probe Renamed" });
    expect(update.statusCode).toBe(200);
    expect((await get("/")).headers[pageCacheHeader]).toBe("miss");
    expect((await get("/")).headers[pageCacheHeader]).toBe("hit");

    // A refused write changes nothing, so it keeps the pages.
    const refused = await call(t.app, session, "PATCH", "/api/profile", { name: "" });
    expect(refused.statusCode).toBe(400);
    expect((await get("/")).headers[pageCacheHeader]).toBe("hit");
  });
});

describe("a shared page past its ttl", () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createSsrTestApp({}, { pageCacheTtlMs: 1000 });
  }, 120_000);
  afterAll(async () => {
    await short?.close();
  });

  it("is served stale while one refresh renders it again, then fresh, each with its own nonce", async () => {
    const page = () => short.app.inject({ method: "GET", url: "/courses", headers: { accept: "text/html" } });
    const first = await page();
    expect(first.headers[pageCacheHeader]).toBe("miss");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const stale = await page();
    expect(stale.headers[pageCacheHeader]).toBe("stale");
    expect(stale.body.replaceAll(cspNonce(stale), "N")).toBe(first.body.replaceAll(cspNonce(first), "N"));

    let refreshed = await page();
    for (let tries = 0; refreshed.headers[pageCacheHeader] !== "hit" && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      refreshed = await page();
    }
    expect(refreshed.headers[pageCacheHeader]).toBe("hit");
    expect(new Set([cspNonce(first), cspNonce(stale), cspNonce(refreshed)]).size).toBe(3);
    // A new render: the same document; the loader data that follows it is serialised with the query
    // cache's own timestamps (and turbo-stream's back-references between equal values), so not compared.
    const documentOf = (response: typeof first) =>
      response.body.replaceAll(cspNonce(response), "N").split("streamController.enqueue")[0];
    expect(documentOf(refreshed)).toBe(documentOf(first));
    expect(documentOf(first)?.length).toBeGreaterThan(10_000);
  });
});
