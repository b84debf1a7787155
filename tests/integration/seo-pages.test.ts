import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/auth.ts";
import { apiMessages } from "#contracts/messages.ts";
import { type SeoPageRow, type SeoPagesPage, seoPagesMessages } from "#contracts/seo-pages.ts";
import { pageViews } from "#server/db/schema/analytics.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Page Management (issue 20): GET /api/seo/pages lists every public page of the seeded site.

let t: TestApp;
let marketer: Visitor;

const dayMs = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * dayMs).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  marketer = await signedIn(t.app, await createAccount(t.database.db, { role: "digital_marketer" }));
  await t.database.db.insert(pageViews).values([
    ...Array.from({ length: 4 }, () => ({ day: day(0), path: "/courses/deep-learning", visitorHash: "v-a" })),
    { day: day(-29), path: "/courses/deep-learning", visitorHash: "v-b" },
    // Thirty days ago: outside the window.
    ...Array.from({ length: 9 }, () => ({
      day: day(-30),
      path: "/courses/deep-learning",
      visitorHash: "v-c",
    })),
    { day: day(-3), path: "/blog", visitorHash: "v-d" },
    { day: day(-3), path: "/blog", visitorHash: "v-e" },
  ]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const list = async (query = "", session: Visitor | null = marketer) =>
  call(t.app, session, "GET", `/api/seo/pages${query}`);
const all = async (query = ""): Promise<SeoPagesPage> => {
  const response = await list(`?pageSize=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const row = (page: SeoPagesPage, path: string): SeoPageRow | undefined =>
  page.items.find((item) => item.path === path);

describe("access", () => {
  it("answers 401 to visitors who are not signed in", async () => {
    expect((await list("", await visit(t.app))).statusCode).toBe(401);
  });

  it.each<Role>(["student", "instructor"])("answers 403 to a %s", async (role) => {
    const session = await signedIn(t.app, await createAccount(t.database.db, { role }));
    const response = await list("", session);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(apiMessages.forbidden);
  });

  it("lets the digital marketer and the admin read it", async () => {
    const admin = await signedIn(t.app, await createAccount(t.database.db, { role: "admin" }));
    expect((await list("", admin)).statusCode).toBe(200);
    expect((await list("")).statusCode).toBe(200);
  });
});

describe("the inventory", () => {
  it("holds every page of the sitemap, each once, and no private path", async () => {
    const page = await all();
    const sitemap = (await t.app.inject({ url: "/sitemap.xml" })).body;
    const locs = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
    expect(page.total).toBeGreaterThanOrEqual(locs.length);
    const paths = new Set<string>();
    let pageNumber = 1;
    for (;;) {
      const next = await all(`&page=${pageNumber}`);
      for (const item of next.items) paths.add(item.path);
      if (pageNumber * 100 >= next.total) break;
      pageNumber += 1;
    }
    expect(paths.size).toBe(page.total);
    for (const loc of locs) expect(paths, loc).toContain(loc);
    for (const path of paths) expect(path).not.toMatch(/^\/(dashboard|api|profile|admin)(\/|$)/);
  });

  it("shows a course with its title, type, index status and modified date", async () => {
    const course = row(await all("&q=/courses/deep-learning"), "/courses/deep-learning");
    expect(course).toMatchObject({ pageType: "course", indexable: true, overridden: false });
    expect(course?.title).toMatch(/Deep Learning/);
    const modified = course?.modifiedAt ?? null;
    expect(modified === null || !Number.isNaN(Date.parse(modified))).toBe(true);
  });

  it("counts views of the last 30 days only and puts the most viewed first", async () => {
    const page = await all();
    expect(row(page, "/courses/deep-learning")?.views).toBe(5);
    expect(row(page, "/blog")?.views).toBe(2);
    expect(page.items[0]?.path).toBe("/courses/deep-learning");
    expect(page.items[1]?.path).toBe("/blog");
    expect(page.items.slice(2).every((item) => item.views === 0)).toBe(true);
  });

  it("shows an override's title and noindex, and the page as overridden", async () => {
    // Saved as the marketer saves it: the write also drops the inventory the lists keep for 30 s.
    const fields = {
      title: "",
      description: "",
      keywords: "",
      image: "",
      canonical: "",
      robots: "",
      pageType: "",
    };
    const save = (values: Record<string, string>, version: number) =>
      call(t.app, marketer, "PUT", "/api/seo/metadata", {
        ...fields,
        ...values,
        path: "/courses/ai-business",
        version,
      });
    expect((await save({ title: "Override title", robots: "noindex" }, 0)).statusCode).toBe(200);
    try {
      const business = row(await all("&q=ai-business"), "/courses/ai-business");
      expect(business).toMatchObject({ title: "Override title", indexable: false, overridden: true });
      const notIndexed = await all("&indexable=no");
      expect(notIndexed.items.map((item) => item.path)).toContain("/courses/ai-business");
      expect(notIndexed.items.every((item) => !item.indexable)).toBe(true);
      expect((await all("&indexable=yes")).items.map((item) => item.path)).not.toContain(
        "/courses/ai-business",
      );
    } finally {
      expect((await save({}, 1)).statusCode).toBe(200);
    }
    expect(row(await all("&q=ai-business"), "/courses/ai-business")).toMatchObject({ overridden: false });
  });
});

describe("search, filters and pages", () => {
  it("searches path and title, case-insensitively", async () => {
    const byTitle = await all("&q=DEEP LEARNING");
    expect(byTitle.items.map((item) => item.path)).toContain("/courses/deep-learning");
    expect(
      byTitle.items.every((item) => `${item.path} ${item.title}`.toLowerCase().includes("deep learning")),
    ).toBe(true);
    const none = await all("&q=no-such-page-anywhere");
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it("filters by type", async () => {
    const courses = await all("&type=course");
    expect(courses.total).toBeGreaterThan(0);
    expect(courses.items.every((item) => item.pageType === "course")).toBe(true);
    // An empty filter (cleared in the URL) means every type.
    expect((await all("&type=")).total).toBe((await all()).total);
  });

  it("pages the list without overlap", async () => {
    const first = await list("?pageSize=5&page=1");
    const second = await list("?pageSize=5&page=2");
    const a = (first.json() as SeoPagesPage).items.map((item) => item.path);
    const b = (second.json() as SeoPagesPage).items.map((item) => item.path);
    expect(a).toHaveLength(5);
    expect(b.some((path) => a.includes(path))).toBe(false);
    const past = (await list("?page=1000")).json() as SeoPagesPage;
    expect(past.items).toEqual([]);
  });

  it.each([
    ["?type=blog", seoPagesMessages.typeInvalid],
    ["?indexable=maybe", seoPagesMessages.indexableInvalid],
    ["?page=0", seoPagesMessages.pageInvalid],
    ["?page=x", seoPagesMessages.pageInvalid],
    ["?pageSize=101", seoPagesMessages.pageSizeInvalid],
    [`?q=${"a".repeat(101)}`, seoPagesMessages.searchTooLong],
  ])("answers 400 with a clear message to %s", async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });
});
