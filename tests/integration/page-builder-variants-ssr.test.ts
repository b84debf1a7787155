import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bucketOf } from "#server/modules/page-builder/ab-bucket.ts";
import { pageCacheHeader } from "#server/plugins/ssr.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createSsrTestApp } from "../support/ssr-test-app.ts";
import type { TestApp, Visitor } from "../support/test-app.ts";

// A/B variants through the server render and the shared-page cache (issue 21, decision 0068): a page under a
// test keeps one shared copy per variant, so two visitors in different buckets get different variants and
// each gets the same one again; a page without a test keeps its plain key, shared by everyone.
let t: TestApp;
let admin: Visitor;
let counter = 0;
const base = "/api/admin/pages";
const ip = "198.51.100.7";

beforeAll(async () => {
  t = await createSsrTestApp({}, { pageCacheTtlMs: 10 * 60_000 });
  admin = await signedIn(t.app, await createAccount(t.database.db, { role: "admin" }));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const hero = (heading: string) => ({
  type: "Hero",
  props: { id: `Hero-${++counter}`, heading, subheading: "", buttonLabel: "", buttonHref: "", tone: "light" },
});

async function json<T>(response: LightMyRequestResponse): Promise<T> {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as T;
}

type Detail = { id: string; path: string; version: number };

/** A published page "Version A" at a new path, with a running test against "Version B" when `test`. */
async function publishedPage(test: boolean): Promise<string> {
  const path = `/ab-ssr-${++counter}`;
  const fields = { path, title: "AB page", description: "A page under test." };
  let page = await json<Detail>(await call(t.app, admin, "POST", base, fields));
  page = await json<Detail>(
    await call(t.app, admin, "PUT", `${base}/${page.id}`, {
      ...fields,
      document: { root: { props: {} }, content: [hero("Version A")] },
      version: page.version,
    }),
  );
  if (!test) {
    await json(await call(t.app, admin, "POST", `${base}/${page.id}/publish`, { version: page.version }));
    return path;
  }
  page = await json<Detail>(
    await call(t.app, admin, "POST", `${base}/${page.id}/variant`, { version: page.version }),
  );
  page = await json<Detail>(
    await call(t.app, admin, "PUT", `${base}/${page.id}/variant`, {
      document: { root: { props: {} }, content: [hero("Version B")] },
      version: page.version,
    }),
  );
  await json(await call(t.app, admin, "POST", `${base}/${page.id}/variant/start`, { version: page.version }));
  return path;
}

function get(url: string, agent: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "GET",
    url,
    remoteAddress: ip,
    headers: { accept: "text/html", "user-agent": agent, ...headers },
  });
}

function htmlOf(response: LightMyRequestResponse): string {
  return response.headers["content-encoding"] === "gzip"
    ? gunzipSync(response.rawPayload).toString("utf8")
    : response.body;
}

function versionShown(response: LightMyRequestResponse): string {
  expect(response.statusCode).toBe(200);
  const html = htmlOf(response);
  const shown = ["Version A", "Version B"].filter((heading) => html.includes(heading));
  expect(shown).toHaveLength(1);
  return shown[0] as string;
}

/** Two user agents in different buckets today (the salt exists once a page under test was asked for). */
async function agentsInEachBucket() {
  const day = new Date().toISOString().slice(0, 10);
  const [row] = await sqlRows<{ salt: string }>(
    t.database.db,
    sql`select salt from analytics_salts where day = ${day}`,
  );
  if (!row) throw new Error("no salt for today yet");
  const found: Partial<Record<"a" | "b", string>> = {};
  for (let i = 0; !(found.a && found.b); i++) {
    const agent = `Mozilla/5.0 (X11; Linux x86_64) ab-ssr-visitor-${i}`;
    const hash = createHash("sha256").update(`${row.salt}\n${ip}\n${agent}`).digest("base64url").slice(0, 22);
    found[bucketOf(hash)] ??= agent;
  }
  return { a: found.a as string, b: found.b as string };
}

describe("A/B variants through the shared-page cache", () => {
  it("serves each bucket its own variant, the same one again, and nobody can ask for B", async () => {
    const path = await publishedPage(true);
    // The first request of the day makes the salt the buckets come from.
    versionShown(await get(path, "Mozilla/5.0 (X11; Linux x86_64) ab-ssr-first"));
    const agents = await agentsInEachBucket();

    const a1 = await get(path, agents.a);
    const b1 = await get(path, agents.b);
    const a2 = await get(path, agents.a);
    const b2 = await get(path, agents.b);
    expect(versionShown(a1)).toBe("Version A");
    expect(versionShown(b1)).toBe("Version B");
    expect(versionShown(a2)).toBe("Version A");
    expect(versionShown(b2)).toBe("Version B");
    expect(a2.headers[pageCacheHeader]).toBe("hit");
    expect(b2.headers[pageCacheHeader]).toBe("hit");
    // The header is the server's own: a visitor of bucket a who sends it still gets A.
    expect(versionShown(await get(path, agents.a, { "x-page-variant": "b" }))).toBe("Version A");
    // Crawlers always get A.
    expect(versionShown(await get(path, "Mozilla/5.0 (compatible; Googlebot/2.1)"))).toBe("Version A");
  });

  it("keeps a page without a test on its plain key, one copy for everyone", async () => {
    const path = await publishedPage(false);
    const first = await get(path, "Mozilla/5.0 (X11; Linux x86_64) plain-1");
    const second = await get(path, "Mozilla/5.0 (X11; Linux x86_64) plain-2", { "x-page-variant": "b" });
    expect(versionShown(first)).toBe("Version A");
    expect(first.headers[pageCacheHeader]).toBe("miss");
    expect(versionShown(second)).toBe("Version A");
    expect(second.headers[pageCacheHeader]).toBe("hit");
  });
});
