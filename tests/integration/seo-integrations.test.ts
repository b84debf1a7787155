import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/auth.ts";
import type { SeoIntegrationStatus, SeoIntegrationTestResult } from "#contracts/seo-integrations.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { type FakeIndexNow, startFakeIndexNow } from "../support/fake-indexnow.ts";
import { type FakeSearchConsole, startFakeSearchConsole } from "../support/fake-search-console.ts";
import { type FakeSemrush, startFakeSemrush } from "../support/fake-semrush.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// SEO Settings' integrations (issue 20): Search Console, Semrush and IndexNow described from the configuration
// without a secret, each tested through its provider against a local fake speaking the service's protocol.

const origin = "http://localhost:3000";
const semrushKey = "semrush-integration-key-1234";
const indexNowKey = "indexnow-integration-key-5678";
let t: TestApp;
let bare: TestApp;
let marketer: Visitor;
let searchConsole: FakeSearchConsole;
let semrush: FakeSemrush;
let indexNow: FakeIndexNow;

beforeAll(async () => {
  searchConsole = await startFakeSearchConsole({ site: "sc-domain:ailabs.test" });
  semrush = await startFakeSemrush({ key: semrushKey, units: 12_345 });
  indexNow = await startFakeIndexNow({ key: indexNowKey, origin });
  [t, bare] = await Promise.all([
    createTestApp({
      PUBLIC_URL: origin,
      SEARCH_CONSOLE_CREDENTIALS: JSON.stringify(searchConsole.key),
      SEARCH_CONSOLE_SITE: searchConsole.site,
      SEARCH_CONSOLE_ENDPOINT: searchConsole.url,
      SEMRUSH_API_KEY: semrushKey,
      SEMRUSH_ENDPOINT: semrush.url,
      INDEXNOW_KEY: indexNowKey,
      INDEXNOW_ENDPOINT: indexNow.url,
    }),
    createTestApp({ PUBLIC_URL: origin }),
  ]);
  marketer = await signedIn(
    t.app,
    await createAccount(t.database.db, { role: "digital_marketer", name: "Ina Tegra" }),
  );
}, 120_000);
afterAll(async () => {
  await Promise.all([t?.close(), bare?.close(), searchConsole?.close(), semrush?.close(), indexNow?.close()]);
});

const list = async (app: TestApp, session: Visitor): Promise<SeoIntegrationStatus[]> =>
  (await call(app.app, session, "GET", "/api/seo/integrations")).json().items;
const test = async (name: string, app = t, session = marketer): Promise<SeoIntegrationTestResult> => {
  const response = await call(app.app, session, "POST", `/api/seo/integrations/${name}/test`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("SEO integrations", () => {
  it("answers 401 to visitors and 403 to students and instructors", async () => {
    const visitor = await visit(t.app);
    expect((await call(t.app, visitor, "GET", "/api/seo/integrations")).statusCode).toBe(401);
    for (const role of ["student", "instructor"] as Role[]) {
      const session = await signedIn(t.app, await createAccount(t.database.db, { role }));
      expect((await call(t.app, session, "GET", "/api/seo/integrations")).statusCode).toBe(403);
      expect((await call(t.app, session, "POST", "/api/seo/integrations/semrush/test")).statusCode).toBe(403);
    }
  });

  it("describes each from the configuration, never showing a secret", async () => {
    const items = await list(t, marketer);
    expect(items.map((item) => [item.name, item.configured, item.testable])).toEqual([
      ["search-console", true, true],
      ["semrush", true, true],
      ["indexnow", true, true],
    ]);
    const text = JSON.stringify(items);
    expect(text).toContain("seo-reader@ai-labs-test.iam.gserviceaccount.com");
    expect(text).toContain("sc-domain:ailabs.test");
    expect(text).toContain("••••1234");
    for (const secret of [semrushKey, indexNowKey, "PRIVATE KEY", searchConsole.key.private_key_id]) {
      expect(text).not.toContain(secret);
    }

    const admin = await signedIn(bare.app, await createAccount(bare.database.db, { role: "admin" }));
    const unset = await list(bare, admin);
    expect(unset.every((item) => !item.configured && !item.testable)).toBe(true);
    expect(unset[0]?.providerLabel).toContain("SEARCH_CONSOLE_CREDENTIALS");
    // Nothing to test: the answer says so, it is not an error.
    expect(await test("semrush", bare, admin)).toMatchObject({
      ok: false,
      message: "Semrush is not configured on this server.",
    });
  });

  it("tests Search Console by signing in and reading the property, with Google's refusal in words", async () => {
    expect(await test("search-console")).toMatchObject({
      name: "search-console",
      ok: true,
      message:
        "Signed in as seo-reader@ai-labs-test.iam.gserviceaccount.com, which may read sc-domain:ailabs.test (siteFullUser).",
    });
    searchConsole.script(403);
    const refused = await test("search-console");
    expect(refused.ok).toBe(false);
    expect(refused.message).toContain("may not read sc-domain:ailabs.test");
  });

  it("tests Semrush with the units left and IndexNow with the home page", async () => {
    expect(await test("semrush")).toMatchObject({
      ok: true,
      message: "The key works: 12,345 API units left.",
    });
    expect(await test("indexnow")).toMatchObject({
      ok: true,
      message: `IndexNow accepted ${origin}/ with the site's key.`,
    });
    expect(indexNow.accepted.at(-1)).toMatchObject({ key: indexNowKey, urlList: [`${origin}/`] });
    indexNow.script({ status: 403 });
    const refused = await test("indexnow");
    expect(refused).toMatchObject({ ok: false });
    expect(refused.message).toMatch(/did not accept the key/);
  });

  it("404s a name that is none, and audits every test", async () => {
    expect((await call(t.app, marketer, "POST", "/api/seo/integrations/google-ads/test")).statusCode).toBe(
      404,
    );
    const rows = await sqlRows<{ entity_id: string }>(
      t.database.db,
      sql`select entity_id from audit_log where action = 'seo.integration.test'`,
    );
    expect(new Set(rows.map((row) => row.entity_id))).toEqual(
      new Set(["search-console", "semrush", "indexnow"]),
    );
  });
});
