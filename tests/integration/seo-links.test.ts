import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/auth.ts";
import type { AuditOverview } from "#contracts/seo-audit.ts";
import { type LinkOverview, linkMessages, type PageLinks } from "#contracts/seo-links.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { createSsrTestApp } from "../support/ssr-test-app.ts";
import { type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Internal Links (issue 20): the link graph the content audit draws of the rendered pages. GET /api/seo/links,
// /pages, /problems and /page read the last finished run's. The graph's arithmetic (counts, redirect chains,
// loops) and the reading of links are tested in links/link-graph.unit.test.ts.

let t: TestApp;
let marketer: Visitor;
const endpoints = [
  "/api/seo/links",
  "/api/seo/links/pages",
  "/api/seo/links/problems",
  "/api/seo/links/page?path=%2Fabout",
  "/api/seo/links/suggestions",
];

beforeAll(async () => {
  t = await createSsrTestApp();
  marketer = await signedIn(t.app, await createAccount(t.database.db, { role: "digital_marketer" }));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = async <T>(url: string): Promise<T> => {
  const response = await call(t.app, marketer, "GET", url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };
type PageRow = {
  path: string;
  title: string;
  inbound: number;
  inboundContent: number;
  outbound: number;
  noindex: boolean;
};
type Problem = {
  fromPath: string;
  toPath: string;
  anchor: string;
  status: number;
  redirect: { to: string; end: string; endStatus: number | null; hops: number; loop: boolean } | null;
};

describe("access and the graph before any audit", () => {
  it("answers 401 to visitors and 403 to students and instructors", async () => {
    const visitor = await visit(t.app);
    for (const url of endpoints) expect((await call(t.app, visitor, "GET", url)).statusCode).toBe(401);
    for (const role of ["student", "instructor"] as Role[]) {
      const session = await signedIn(t.app, await createAccount(t.database.db, { role }));
      for (const url of endpoints) expect((await call(t.app, session, "GET", url)).statusCode, url).toBe(403);
    }
  });

  it("answers zeros and empty lists, and 404 for a page", async () => {
    expect(await get<LinkOverview>("/api/seo/links")).toEqual({
      run: null,
      pages: 0,
      links: 0,
      orphans: 0,
      broken: 0,
      redirected: 0,
      chains: 0,
      suggestions: 0,
    });
    expect(await get("/api/seo/links/suggestions")).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
    expect(await get("/api/seo/links/pages")).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
    expect(await get("/api/seo/links/problems")).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
    const page = await call(t.app, marketer, "GET", "/api/seo/links/page?path=%2Fabout");
    expect(page.statusCode).toBe(404);
    expect(page.json().error).toBe(linkMessages.pageNotCrawled);
  });
});

describe("after an audit", () => {
  let overview: LinkOverview;

  beforeAll(async () => {
    // Every page's footer links to /careers and /investors: one now answers 410, the other redirects.
    for (const redirect of [
      { from: "/careers", match: "exact", status: "410", target: "" },
      { from: "/investors", match: "exact", status: "301", target: "/about" },
    ]) {
      const created = await call(t.app, marketer, "POST", "/api/seo/redirects", redirect);
      expect(created.statusCode, created.body).toBe(201);
    }
    // A focus keyphrase the deep-learning course's page mentions without linking to the post that has it.
    const keyphrase = await call(t.app, marketer, "PUT", "/api/seo/keywords", {
      path: "/blog/fine-tuning-vs-rag",
      keyphrase: "fine-tuning",
      synonyms: [],
      version: 0,
    });
    expect(keyphrase.statusCode, keyphrase.body).toBe(200);
    expect((await call(t.app, marketer, "POST", "/api/seo/audit")).statusCode).toBe(202);
    // expect.poll lives only inside tests: the run is waited for by hand.
    const until = Date.now() + 150_000;
    while ((await get<AuditOverview>("/api/seo/audit")).current?.status === "running" && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await get<AuditOverview>("/api/seo/audit")).current?.status).toBe("done");
    overview = await get<LinkOverview>("/api/seo/links");
  }, 180_000);

  it("totals the graph of the run", async () => {
    const audit = await get<AuditOverview>("/api/seo/audit");
    expect(overview.run?.id).toBe(audit.lastDone?.id);
    expect(overview.pages).toBe(audit.lastDone?.pagesTotal);
    expect(overview.links).toBeGreaterThan(overview.pages);
    expect(overview.broken).toBeGreaterThan(0);
    expect(overview.redirected).toBeGreaterThan(0);
    expect(overview.chains).toBe(0);
  });

  it("lists pages with their links, sorted, searched, filtered to orphans and paged", async () => {
    const fewest = await get<Paged<PageRow>>("/api/seo/links/pages?pageSize=100");
    expect(fewest.total).toBe(overview.pages);
    const inbound = fewest.items.map((row) => row.inbound);
    expect(inbound).toEqual([...inbound].sort((a, b) => a - b));

    const most = await get<Paged<PageRow>>("/api/seo/links/pages?sort=most-inbound&pageSize=5");
    expect(most.items[0]?.inbound).toBeGreaterThanOrEqual(most.items[4]?.inbound ?? 0);
    // Linked from every page's footer, never from their content.
    const about = (await get<Paged<PageRow>>("/api/seo/links/pages?q=%2Fabout")).items.find(
      (row) => row.path === "/about",
    );
    expect(about?.inbound).toBeGreaterThan(overview.pages / 2);
    expect(about?.inboundContent).toBeLessThan(about?.inbound ?? 0);
    expect(about?.outbound).toBeGreaterThan(0);

    const orphans = await get<Paged<PageRow>>("/api/seo/links/pages?filter=orphans&pageSize=100");
    expect(orphans.total).toBe(overview.orphans);
    expect(orphans.items.every((row) => row.inbound === 0 && !row.noindex && row.path !== "/")).toBe(true);
    // Pages kept out of search (sign-in, payment results) are never orphans, linked or not.
    const unlinkedNoindex = fewest.items.filter((row) => row.inbound === 0 && row.noindex);
    expect(unlinkedNoindex.length).toBeGreaterThan(0);
    expect(orphans.items.some((row) => unlinkedNoindex.some((n) => n.path === row.path))).toBe(false);

    const second = await get<Paged<PageRow>>("/api/seo/links/pages?pageSize=2&page=2");
    expect(second.items.map((row) => row.path)).toEqual(fewest.items.slice(2, 4).map((row) => row.path));
  });

  it("lists links to missing pages with their status, and links through redirects with where they end", async () => {
    const broken = await get<Paged<Problem>>("/api/seo/links/problems?kind=broken&pageSize=100");
    expect(broken.total).toBe(overview.broken);
    const careers = broken.items.find((item) => item.toPath === "/careers");
    expect(careers).toMatchObject({ status: 410, anchor: "Careers", redirect: null });

    const redirected = await get<Paged<Problem>>("/api/seo/links/problems?kind=redirected&pageSize=100");
    expect(redirected.total).toBe(overview.redirected);
    expect(redirected.items.find((item) => item.toPath === "/investors")).toMatchObject({
      status: 301,
      anchor: "Investors",
      redirect: { to: "/about", end: "/about", endStatus: 200, hops: 1, loop: false },
    });
  });

  it("shows one page's links both ways and the words others link to it with", async () => {
    const about = await get<PageLinks>("/api/seo/links/page?path=%2Fabout%2F");
    expect(about.path).toBe("/about");
    expect(about.inboundTotal).toBeGreaterThan(overview.pages / 2);
    expect(about.inbound.length).toBe(Math.min(about.inboundTotal, 200));
    expect(about.inbound.some((row) => row.path === "/" && row.anchor === "About")).toBe(true);
    expect(about.anchors[0]).toMatchObject({ text: "About" });
    // Problems first: the footer's broken /careers link heads the outbound list.
    expect(about.outbound[0]).toMatchObject({ path: "/careers", status: 410, redirect: null });
    expect(about.outbound.find((row) => row.path === "/investors")?.redirect?.end).toBe("/about");
    expect(about.outboundTotal).toBe(about.outbound.length);

    // A course is linked from the catalogue's content, not only from navigation.
    const courses = await get<Paged<PageRow>>("/api/seo/links/pages?q=%2Fcourses%2F&sort=most-inbound");
    expect(courses.items[0]?.inboundContent).toBeGreaterThan(0);
  });

  it("suggests links where a page mentions another page's focus keyphrase without linking to it", async () => {
    type Suggestion = {
      fromPath: string;
      toPath: string;
      toTitle: string;
      keyphrase: string;
      snippet: string;
    };
    const suggestions = await get<Paged<Suggestion>>("/api/seo/links/suggestions?pageSize=100");
    expect(overview.suggestions).toBe(suggestions.total);
    const fromCourse = suggestions.items.find((item) => item.fromPath === "/courses/deep-learning");
    expect(fromCourse).toMatchObject({ toPath: "/blog/fine-tuning-vs-rag", keyphrase: "fine-tuning" });
    expect(fromCourse?.snippet.toLowerCase()).toContain("fine-tuning");
    expect(fromCourse?.toTitle).not.toBe("/blog/fine-tuning-vs-rag");
    // Never from the page itself, nor from pages that already link to it.
    const post = await get<PageLinks>("/api/seo/links/page?path=%2Fblog%2Ffine-tuning-vs-rag");
    const linking = new Set(post.inbound.map((row) => row.path));
    for (const item of suggestions.items) {
      expect(item.fromPath).not.toBe(item.toPath);
      if (item.toPath === "/blog/fine-tuning-vs-rag") expect(linking.has(item.fromPath)).toBe(false);
    }
    expect((await call(t.app, marketer, "GET", "/api/seo/links/suggestions?page=0")).statusCode).toBe(400);
  });

  it("refuses bad queries with a message and answers 404 for a page the audit did not crawl", async () => {
    for (const url of [
      "/api/seo/links/pages?sort=nope",
      "/api/seo/links/pages?filter=nope",
      "/api/seo/links/pages?page=0",
      "/api/seo/links/pages?pageSize=101",
      `/api/seo/links/pages?q=${"x".repeat(101)}`,
      "/api/seo/links/problems?kind=nope",
      "/api/seo/links/page",
      "/api/seo/links/page?path=https%3A%2F%2Felsewhere.test%2F",
    ])
      expect((await call(t.app, marketer, "GET", url)).statusCode, url).toBe(400);
    const missing = await call(t.app, marketer, "GET", "/api/seo/links/page?path=%2Fnot-a-page");
    expect(missing.statusCode).toBe(404);
  });
});
