import { gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCacheHeader } from "#server/plugins/ssr.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { createSsrTestApp } from "../support/ssr-test-app.ts";
import { postJson, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Decision 0015: anonymous visitors share a page rendered in the last few seconds, with their own CSP
// nonce and cookies. Decision 0031: signed-in users never get the visitors' copy and never leave a page
// rendered for them; pages that are the same for everyone have one copy of their own for signed-in users.
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

  it("never serves a signed-in user the visitors' page, nor keeps a page rendered for them", async () => {
    await get("/");
    expect((await get("/")).headers[pageCacheHeader]).toBe("hit");

    // A page that depends on who is signed in (not marked sameForEveryone) is rendered for them alone.
    const theirs = await get("/profile", { cookie: session.cookie });
    expect(theirs.headers[pageCacheHeader]).toBe("bypass");
    expect(theirs.body).toContain(account.email);
    const again = await get("/profile", { cookie: session.cookie });
    expect(again.headers[pageCacheHeader]).toBe("bypass");
    expect(again.headers["cache-control"]).toMatch(/no-store/);
  });

  it("shares one copy of a page that is the same for everyone among signed-in users, holding none of them", async () => {
    const other = await signedIn(t.app, await createAccount(t.database.db, { name: "Second Cache Member" }));
    const visitorPage = await get("/courses");
    expect(htmlOf(visitorPage)).toContain('href="/auth"');

    const first = await get("/courses", { cookie: session.cookie });
    const second = await get("/courses", { cookie: other.cookie });
    expect(first.headers[pageCacheHeader]).toBe("miss");
    expect(second.headers[pageCacheHeader]).toBe("hit");
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      // Private to the browser all the same: it is a signed-in user's answer.
      expect(response.headers["cache-control"]).toMatch(/private/);
      expect(response.headers["cache-control"]).toMatch(/no-store/);
      const html = htmlOf(response);
      expect(html).not.toContain(account.email);
      expect(html).not.toContain(account.name);
      expect(html).not.toContain("Second Cache Member");
      // The header holds the account's place; the browser asks GET /api/user (no currentUser in the shell).
      expect(html).toContain("Loading your account");
      expect(html).not.toContain("currentUser");
      // The session stays the user's own: nothing is set from a copy.
      expect(response.cookies.find((cookie) => cookie.name.startsWith("ail_session"))).toBeUndefined();
    }
    expect(cspNonce(first)).not.toBe(cspNonce(second));

    // The visitors' copy is untouched by the signed-in one, and the other way round.
    const visitorAgain = await get("/courses");
    expect(visitorAgain.headers[pageCacheHeader]).toBe("hit");
    expect(htmlOf(visitorAgain)).toContain('href="/auth"');
    expect(htmlOf(visitorAgain)).not.toContain("Loading your account");

    // Pages that depend on the user, or answer with a redirect or an error, are never shared with them.
    for (const url of ["/courses/checkout", "/auth", "/dashboard/student", "/no-such-page"]) {
      const response = await get(url, { cookie: session.cookie });
      expect([url, response.headers[pageCacheHeader]]).toEqual([url, "bypass"]);
    }
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

  it("shares the plain URL's copy with visits that carry only tracking parameters, never their values", async () => {
    const tagged =
      "/podcast?utm_source=launch-mail&utm_medium=email&utm_campaign=tagged-probe&fbclid=fb-probe";
    const first = await get(tagged);
    expect(first.statusCode).toBe(200);
    expect(first.headers[pageCacheHeader]).toBe("miss");
    const plain = await get("/podcast");
    expect(plain.headers[pageCacheHeader]).toBe("hit");
    const other = await get("/podcast?gclid=g-probe&utm_content=hero");
    expect(other.headers[pageCacheHeader]).toBe("hit");
    for (const response of [first, plain, other]) {
      expect(htmlOf(response)).not.toMatch(/launch-mail|tagged-probe|fb-probe|g-probe/);
    }
    // Signed in, a page that is the same for everyone is shared the same way.
    const signedInTagged = await get("/podcast?utm_source=launch-mail", { cookie: session.cookie });
    expect(signedInTagged.headers[pageCacheHeader]).not.toBe("bypass");
    expect(htmlOf(signedInTagged)).not.toContain("launch-mail");
    // Any other parameter still renders for itself.
    expect((await get("/courses?level=beginner&utm_source=launch-mail")).headers[pageCacheHeader]).toBe(
      "bypass",
    );
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

describe("the shell's reads shared between renders (decision 0069)", () => {
  it("give the next render after an admin's change the new settings, on pages rendered for one user", async () => {
    const admin = await signedIn(
      t.app,
      await createAccount(t.database.db, { role: "admin", name: "Settings Probe Admin" }),
    );
    const settings = (await call(t.app, admin, "GET", "/api/admin/settings")).json<{
      phone: string;
      email: string;
      promoBanner: boolean;
      version: number;
    }>();
    const before = await get("/profile", { cookie: session.cookie });
    expect(before.headers[pageCacheHeader]).toBe("bypass");
    expect(before.body).toContain(settings.phone);
    // Read again by a second render: the kept answer.
    expect((await get("/profile", { cookie: session.cookie })).body).toContain(settings.phone);

    const phone = "+1 (415) 555-0199";
    const update = await call(t.app, admin, "PUT", "/api/admin/settings", {
      phone,
      email: settings.email,
      promoBanner: settings.promoBanner,
      version: settings.version,
    });
    expect(update.statusCode).toBe(200);
    const after = await get("/profile", { cookie: session.cookie });
    expect(after.body).toContain(phone);
    expect(after.body).not.toContain(settings.phone);
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
