import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/auth.ts";
import { apiMessages } from "#contracts/messages.ts";
import { type SeoMetadataEditor, seoMetadataMessages } from "#contracts/seo-metadata.ts";
import { seoMessages } from "#contracts/seo-text.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Meta Tags (issue 20): GET and PUT /api/seo/metadata on the seeded site.

let t: TestApp;
let marketer: Visitor;

const empty = {
  title: "",
  description: "",
  keywords: "",
  image: "",
  canonical: "",
  robots: "",
  pageType: "",
};

beforeAll(async () => {
  t = await createTestApp();
  marketer = await signedIn(
    t.app,
    await createAccount(t.database.db, { role: "digital_marketer", name: "Mo Marketer" }),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const read = (path: string, session: Visitor | null = marketer) =>
  call(t.app, session, "GET", `/api/seo/metadata?path=${encodeURIComponent(path)}`);
const save = (body: unknown, session: Visitor = marketer) =>
  call(t.app, session, "PUT", "/api/seo/metadata", body);
const pageMeta = async (path: string) =>
  (await t.app.inject({ url: `/api/seo/page-meta?path=${encodeURIComponent(path)}` })).json();

describe("access", () => {
  it("answers 401 to visitors and 403 to students and instructors, on read and save", async () => {
    const visitor = await visit(t.app);
    expect((await read("/courses/deep-learning", visitor)).statusCode).toBe(401);
    for (const role of ["student", "instructor"] as Role[]) {
      const session = await signedIn(t.app, await createAccount(t.database.db, { role }));
      const response = await read("/courses/deep-learning", session);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(apiMessages.forbidden);
      const write = await save(
        { ...empty, title: "Hijack", path: "/courses/deep-learning", version: 0 },
        session,
      );
      expect(write.statusCode).toBe(403);
    }
    expect((await pageMeta("/courses/deep-learning")).title).not.toBe("Hijack");
  });

  it("refuses a save without the anti-forgery token", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/seo/metadata",
      payload: { ...empty, path: "/blog", version: 0 },
      headers: { cookie: marketer.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("read", () => {
  it("gives a page without override its defaults, version 0 and empty fields", async () => {
    const response = await read("/courses/machine-learning");
    expect(response.statusCode).toBe(200);
    const editor: SeoMetadataEditor = response.json();
    expect(editor).toMatchObject({
      path: "/courses/machine-learning",
      version: 0,
      fields: empty,
      history: [],
    });
    expect(editor.defaults.title).toBe((await pageMeta("/courses/machine-learning")).title);
    expect(editor.defaults).toMatchObject({
      pageType: "course",
      noindex: false,
      canonical: "/courses/machine-learning",
    });
  });

  it("answers 404 for a path no page owns and 400 for something that is not a path", async () => {
    const missing = await read("/courses/no-such-course");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(seoMessages.unknownPath);
    expect((await read("/dashboard/admin")).statusCode).toBe(404);
    expect((await read("not a path")).statusCode).toBe(400);
  });
});

describe("save", () => {
  it("saves an override that the public page's head shows at once, with history and an audit entry", async () => {
    const path = "/courses/ai-business";
    const first = await save({
      ...empty,
      path,
      version: 0,
      title: "  AI for Business Leaders | AI Labs  ",
      keywords: "ai strategy, , business ai ",
      robots: "noindex",
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved: SeoMetadataEditor = first.json();
    expect(saved.version).toBe(1);
    expect(saved.fields).toMatchObject({
      title: "AI for Business Leaders | AI Labs",
      keywords: "ai strategy, business ai",
      robots: "noindex",
    });
    expect(saved.history).toHaveLength(1);
    expect(saved.history[0]).toMatchObject({ version: 1, savedBy: "Mo Marketer" });

    const meta = await pageMeta(path);
    expect(meta.title).toBe("AI for Business Leaders | AI Labs");
    expect(meta.keywords).toEqual(["ai strategy", "business ai"]);
    expect(meta.noindex).toBe(true);
    const html = (await t.app.inject({ url: "/sitemap.xml" })).body;
    expect(html).not.toContain(`${path}<`);

    // Back to the defaults: every field empty.
    const reset = await save({ ...empty, path, version: 1 });
    expect(reset.statusCode).toBe(200);
    expect((reset.json() as SeoMetadataEditor).history.map((entry) => entry.version)).toEqual([2, 1]);
    expect((await pageMeta(path)).title).toBe(saved.defaults.title);
    expect((await pageMeta(path)).noindex).toBe(false);

    const audit = await sqlRows<{ action: string; before: unknown; after: { title: string } }>(
      t.database.db,
      sql`select action, before, after from audit_log where entity_type = 'page_metadata' and entity_id = ${path} order by at`,
    );
    expect(audit.map((entry) => entry.action)).toEqual(["seo.metadata.update", "seo.metadata.update"]);
    expect(audit[0]?.before).toBeNull();
    expect(audit[0]?.after.title).toBe("AI for Business Leaders | AI Labs");
    expect(audit[1]?.after.title).toBe("");
  });

  it("answers 409 to a save on an old version and keeps the newer save", async () => {
    const path = "/blog";
    expect((await save({ ...empty, path, version: 0, title: "First" })).statusCode).toBe(200);
    const stale = await save({ ...empty, path, version: 0, title: "Second" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(seoMetadataMessages.conflict);
    expect((await save({ ...empty, path, version: 7, title: "Third" })).statusCode).toBe(409);
    expect((await pageMeta(path)).title).toBe("First");
  });

  it("lets only one of two concurrent first saves through", async () => {
    const path = "/courses";
    const results = await Promise.all([
      save({ ...empty, path, version: 0, title: "One" }),
      save({ ...empty, path, version: 0, title: "Two" }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it.each([
    [{ title: "x".repeat(121) }, seoMetadataMessages.titleTooLong],
    [{ description: "x".repeat(321) }, seoMetadataMessages.descriptionTooLong],
    [
      { keywords: Array.from({ length: 21 }, (_, i) => `k${i}`).join(",") },
      seoMetadataMessages.keywordsTooMany,
    ],
    [{ keywords: `ok, ${"k".repeat(61)}` }, seoMetadataMessages.keywordTooLong],
    [{ image: "javascript:alert(1)" }, seoMetadataMessages.imageInvalid],
    [{ image: "//evil.example/x.png" }, seoMetadataMessages.imageInvalid],
    [{ canonical: "http://insecure.example/page" }, seoMetadataMessages.canonicalInvalid],
    [{ robots: "sometimes" }, seoMetadataMessages.robotsInvalid],
    [{ pageType: "blog" }, seoMetadataMessages.pageTypeInvalid],
  ])("refuses %o with a clear message and writes nothing", async (change, message) => {
    const response = await save({ ...empty, path: "/podcast", version: 0, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    const rows = await sqlRows(t.database.db, sql`select 1 from page_metadata where path = '/podcast'`);
    expect(rows).toHaveLength(0);
  });

  it("answers 404 when saving metadata for a path no page owns", async () => {
    const response = await save({ ...empty, path: "/nowhere-at-all", version: 0, title: "X" });
    expect(response.statusCode).toBe(404);
  });

  it("accepts a site path or an https address for the image and canonical", async () => {
    const response = await save({
      ...empty,
      path: "/webinars",
      version: 0,
      image: "/assets/og/webinars.png",
      canonical: "https://www.example.org/webinars",
    });
    expect(response.statusCode, response.body).toBe(200);
    const meta = await pageMeta("/webinars");
    expect(meta.canonical).toBe("https://www.example.org/webinars");
    expect(meta.image).toMatch(/\/assets\/og\/webinars\.png$/);
  });
});
