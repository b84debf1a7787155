import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/auth.ts";
import type { AuditOverview } from "#contracts/seo-audit.ts";
import { type KeywordsPage, keywordMessages, type PageKeyphrase } from "#contracts/seo-keywords.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createSsrTestApp } from "../support/ssr-test-app.ts";
import { type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Keywords (issue 20): a focus keyphrase per public page, checked on the page as rendered (server rendering, as
// in production). Each check is tested on crafted text in keywords/keyphrase-checks.unit.test.ts.

let t: TestApp;
let marketer: Visitor;
const course = "/courses/machine-learning";
const other = "/courses/deep-learning";

beforeAll(async () => {
  t = await createSsrTestApp();
  marketer = await signedIn(
    t.app,
    await createAccount(t.database.db, { role: "digital_marketer", name: "Kim Keyword" }),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const read = async (path: string): Promise<PageKeyphrase> => {
  const response = await call(
    t.app,
    marketer,
    "GET",
    `/api/seo/keywords/page?path=${encodeURIComponent(path)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const save = (body: Record<string, unknown>, session: Visitor = marketer) =>
  call(t.app, session, "PUT", "/api/seo/keywords", body);
const list = async (query = ""): Promise<KeywordsPage> =>
  (await call(t.app, marketer, "GET", `/api/seo/keywords${query}`)).json();

describe("access", () => {
  it("answers 401 to visitors and 403 to students and instructors, on reads and writes", async () => {
    const visitor = await visit(t.app);
    expect((await call(t.app, visitor, "GET", "/api/seo/keywords")).statusCode).toBe(401);
    for (const role of ["student", "instructor"] as Role[]) {
      const session = await signedIn(t.app, await createAccount(t.database.db, { role }));
      expect((await call(t.app, session, "GET", "/api/seo/keywords")).statusCode).toBe(403);
      expect((await call(t.app, session, "GET", `/api/seo/keywords/page?path=${course}`)).statusCode).toBe(
        403,
      );
      expect(
        (await save({ path: course, keyphrase: "x", synonyms: [], version: 0 }, session)).statusCode,
      ).toBe(403);
      expect(
        (await call(t.app, session, "POST", "/api/seo/keywords/check", { path: course })).statusCode,
      ).toBe(403);
    }
  });

  it("refuses writes without the anti-forgery token", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/seo/keywords",
      payload: { path: course, keyphrase: "x", synonyms: [], version: 0 },
      headers: { cookie: marketer.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect((await read(course)).version).toBe(0);
  });
});

describe("a page's keyphrase", () => {
  it("starts empty, saves with synonyms and comes back checked on the rendered page", async () => {
    expect(await read(course)).toMatchObject({ keyphrase: "", synonyms: [], version: 0, checks: null });
    const saved = await save({
      path: `${course}/`,
      keyphrase: "  Machine Learning ",
      synonyms: ["ML", "ML", ""],
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page: PageKeyphrase = saved.json();
    expect(page).toMatchObject({
      path: course,
      keyphrase: "Machine Learning",
      synonyms: ["ML"],
      version: 1,
      updatedBy: "Kim Keyword",
      sharedWith: [],
    });
    expect(page.checks?.map((item) => item.check)).toEqual([
      "title",
      "description",
      "h1",
      "first-paragraph",
      "slug",
      "image-alt",
      "density",
      "length",
    ]);
    const status = (check: string) => page.checks?.find((item) => item.check === check)?.status;
    // The course page is about machine learning: its title, H1 and address say so.
    expect(status("title")).toBe("good");
    expect(status("h1")).toBe("good");
    expect(status("slug")).toBe("good");
    expect(status("length")).toBe("good");
    expect(page.checkedAt).not.toBeNull();
  });

  it("refuses a stale version (409) and keeps the other save", async () => {
    const stale = await save({ path: course, keyphrase: "neural networks", synonyms: [], version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(keywordMessages.conflict);
    expect((await read(course)).keyphrase).toBe("Machine Learning");
  });

  it("refuses bad input with the field's message", async () => {
    const cases: [Record<string, unknown>, number, string?][] = [
      [
        { path: course, keyphrase: "x".repeat(101), synonyms: [], version: 1 },
        400,
        keywordMessages.keyphraseTooLong,
      ],
      [{ path: course, keyphrase: "!!!", synonyms: [], version: 1 }, 400, keywordMessages.keyphraseNoWords],
      [
        { path: course, keyphrase: "ml", synonyms: ["a", "b", "c", "d", "e", "f"], version: 1 },
        400,
        keywordMessages.synonymsTooMany,
      ],
      [
        { path: course, keyphrase: "", synonyms: ["ml"], version: 1 },
        400,
        keywordMessages.synonymsNeedKeyphrase,
      ],
      [{ path: course, keyphrase: "ml", version: 1 }, 400],
      [{ path: "https://elsewhere.test/", keyphrase: "ml", synonyms: [], version: 1 }, 400],
      [{ path: "/no-such-page", keyphrase: "ml", synonyms: [], version: 0 }, 404],
    ];
    for (const [body, code, message] of cases) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(code);
      if (message) expect(response.body).toContain(message);
    }
    expect((await read(course)).version).toBe(1);
  });

  it("finds pages sharing a keyphrase, however it is written", async () => {
    const saved = await save({ path: other, keyphrase: "machine-learning!", synonyms: [], version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as PageKeyphrase).sharedWith.map((row) => row.path)).toEqual([course]);
    expect((await read(course)).sharedWith.map((row) => row.path)).toEqual([other]);
    const shared = await list("?filter=shared");
    expect(shared.items.map((row) => row.path).sort()).toEqual([other, course].sort());
    expect(shared.items.find((row) => row.path === course)?.sharedWith).toEqual([other]);
  });

  it("lists every public page, filtered and searched by keyphrase, with checks passed", async () => {
    const all = await list("?pageSize=100");
    const pages = await call(t.app, marketer, "GET", "/api/seo/pages?pageSize=1");
    expect(all.total).toBe(pages.json().total);
    const withOne = await list("?filter=with");
    expect(withOne.total).toBe(2);
    const row = withOne.items.find((item) => item.path === course);
    expect(row?.applicable).toBeGreaterThan(0);
    expect(row?.passed).toBeGreaterThan(0);
    expect((await list("?filter=without")).total).toBe(all.total - 2);
    expect((await list("?q=machine-learning!")).items.map((item) => item.path)).toEqual([other]);
    for (const query of ["?filter=nope", "?page=0", "?pageSize=101", `?q=${"x".repeat(101)}`])
      expect((await call(t.app, marketer, "GET", `/api/seo/keywords${query}`)).statusCode, query).toBe(400);
  });

  it("checks again on request, and says so for a page without a keyphrase", async () => {
    await t.database.db.execute(
      sql`update seo_keyphrases set checks = null, checked_at = null where path = ${course}`,
    );
    const again = await call(t.app, marketer, "POST", "/api/seo/keywords/check", { path: course });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as PageKeyphrase).checks?.length).toBe(8);
    const none = await call(t.app, marketer, "POST", "/api/seo/keywords/check", { path: "/about" });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe(keywordMessages.noKeyphrase);
  });

  it("the content audit checks every keyphrase again on the pages it renders", async () => {
    await t.database.db.execute(sql`update seo_keyphrases set checks = null, checked_at = null`);
    expect((await call(t.app, marketer, "POST", "/api/seo/audit")).statusCode).toBe(202);
    await expect
      .poll(
        async () =>
          ((await call(t.app, marketer, "GET", "/api/seo/audit")).json() as AuditOverview).current?.status,
        {
          timeout: 150_000,
          interval: 250,
        },
      )
      .toBe("done");
    // The run is marked done first; its keyphrases are checked again right after (run-audit.ts), once the
    // run is known to have stood.
    await expect.poll(async () => (await read(course)).checks?.length, { timeout: 10_000 }).toBe(8);
    await expect.poll(async () => (await read(other)).checks?.length, { timeout: 10_000 }).toBe(8);
  }, 180_000);

  it("removes a keyphrase when emptied, and audits every change with before and after", async () => {
    const removed = await save({ path: other, keyphrase: "", synonyms: [], version: 1 });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ keyphrase: "", version: 0, checks: null, sharedWith: [] });
    expect((await read(course)).sharedWith).toEqual([]);
    const rows = await sqlRows<{ entity_id: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`select entity_id, before, after from audit_log where action = 'seo.keyphrase.update' order by at`,
    );
    expect(rows.map((row) => row.entity_id)).toEqual([course, other, other]);
    expect(rows[0]).toMatchObject({
      before: null,
      after: { keyphrase: "Machine Learning", synonyms: ["ML"] },
    });
    expect(rows[2]).toMatchObject({ before: { keyphrase: "machine-learning!" }, after: null });
  });
});
