import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlogList, BlogPostPage } from "#contracts/blog.ts";
import type { PostDetail, PostVersions } from "#contracts/content-studio.ts";
import { contentStudioMessages as messages } from "#contracts/content-studio-text.ts";
import { call, createAccount, nextIp, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createSsrTestApp } from "../support/ssr-test-app.ts";
import type { TestApp, Visitor } from "../support/test-app.ts";
import { activeContentIn, xssCorpus } from "../support/xss-corpus.ts";

// Issue 21's content studio, blog posts through the API: who may (admins and marketers, publishing
// included), slugs (format, collisions), optimistic saves, versions and restore, publish now / at a time
// (once, even with two publishers at once), unpublish, the public list, post and sitemap following, a live
// post's new slug leaving a 301, the XSS corpus inert in the served body, cover uploads judged by their bytes.
let t: TestApp;
let dataDir: string;
let admin: Visitor;
let marketer: Visitor;
let student: Visitor;
let instructor: Visitor;
let counter = 0;
const base = "/api/admin/content/posts";
const uniqueSlug = () => `studio-post-${++counter}-${Date.now().toString(36)}`;

beforeAll(async () => {
  // With server rendering, as in production: the redirects answer before the pages' catch-all route (without
  // it an unknown path is the API's 404, which no redirect hook sees). Covers go to a directory of our own.
  dataDir = await mkdtemp(path.join(os.tmpdir(), "ai-labs-studio-"));
  t = await createSsrTestApp({ PUBLIC_URL: "http://learn.ailabs.test:8080", DATA_DIR: dataDir });
  const db = t.database.db;
  admin = await signedIn(t.app, await createAccount(db, { role: "admin", name: "Ada Admin" }));
  marketer = await signedIn(
    t.app,
    await createAccount(db, { role: "digital_marketer", name: "Mo Marketer" }),
  );
  student = await signedIn(t.app, await createAccount(db, { role: "student" }));
  instructor = await signedIn(t.app, await createAccount(db, { role: "instructor" }));
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const fields = (extra: Record<string, unknown> = {}) => ({
  slug: uniqueSlug(),
  title: "Evaluating agents in production",
  excerpt: "What to measure once an agent meets real users.",
  bodyMarkdown: "## Why\n\nBecause **offline** scores lie.\n\n- traces\n- costs",
  authorName: "Priya Raman",
  tags: ["agents", "evaluation"],
  coverPath: null,
  coverAlt: "",
  ...extra,
});

async function create(as: Visitor = admin, extra: Record<string, unknown> = {}): Promise<PostDetail> {
  const response = await call(t.app, as, "POST", base, fields(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function save(post: PostDetail, changes: Record<string, unknown> = {}, as: Visitor = admin) {
  const { slug, title, excerpt, bodyMarkdown, authorName, tags, coverPath, coverAlt, version } = post;
  return call(t.app, as, "PUT", `${base}/${post.id}`, {
    ...{ slug, title, excerpt, bodyMarkdown, authorName, tags, coverPath, coverAlt, version },
    ...changes,
  });
}

async function publish(post: PostDetail, as: Visitor = admin, at?: string): Promise<PostDetail> {
  const response = await call(t.app, as, "POST", `${base}/${post.id}/publish`, {
    version: post.version,
    ...(at ? { at } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const publicPost = (slug: string) => t.app.inject({ method: "GET", url: `/api/blog/${slug}` });
const publicSlugs = async () =>
  ((await t.app.inject({ method: "GET", url: "/api/blog?page=1" })).json() as BlogList).items.map(
    (item) => item.slug,
  );
const sitemap = async () => (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;

// A 1x1 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
function uploadCover(postId: string, body: Buffer, as: Visitor = admin, contentType = "image/png") {
  return t.app.inject({
    method: "POST",
    url: `${base}/${postId}/cover`,
    payload: body,
    headers: { cookie: as.cookie, "x-xsrf-token": as.token, "content-type": contentType },
    remoteAddress: nextIp(),
  });
}

describe("access", () => {
  it("lets admins and marketers do everything, students and instructors nothing, visitors sign in", async () => {
    const post = await create(admin);
    for (const who of [student, instructor]) {
      expect((await call(t.app, who, "GET", base)).statusCode).toBe(403);
      expect((await call(t.app, who, "GET", `${base}/${post.id}`)).statusCode).toBe(403);
      expect((await call(t.app, who, "POST", base, fields())).statusCode).toBe(403);
      expect((await save(post, { title: "Taken over" }, who)).statusCode).toBe(403);
      expect(
        (await call(t.app, who, "POST", `${base}/${post.id}/publish`, { version: post.version })).statusCode,
      ).toBe(403);
      expect((await call(t.app, who, "DELETE", `${base}/${post.id}`)).statusCode).toBe(403);
      expect(
        (await call(t.app, who, "POST", "/api/admin/content/preview", { bodyMarkdown: "x" })).statusCode,
      ).toBe(403);
      expect((await uploadCover(post.id, png, who)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: base })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: `${base}/${post.id}` })).statusCode).toBe(401);

    // A marketer writes, publishes, unpublishes and deletes (issue 21: marketers publish blog posts).
    const drafted = await create(marketer);
    const saved = await save(drafted, { title: "Drafted by marketing" }, marketer);
    expect(saved.statusCode, saved.body).toBe(200);
    const live = await publish(saved.json(), marketer);
    expect(live.status).toBe("published");
    const off = await call(t.app, marketer, "POST", `${base}/${drafted.id}/unpublish`, {
      version: live.version,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call(t.app, marketer, "DELETE", `${base}/${drafted.id}`)).statusCode).toBe(200);
    expect((await call(t.app, marketer, "GET", `${base}/${drafted.id}`)).statusCode).toBe(404);
    expect((await call(t.app, admin, "GET", `${base}/not-a-uuid`)).statusCode).toBe(404);
  });
});

describe("fields", () => {
  it("refuses malformed slugs and tags, scripts in plain text, a cover without its description", async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ slug: "Upper Case" }, "slug", /lowercase/],
      [{ slug: "double--hyphen" }, "slug", /lowercase/],
      [{ slug: "-lead" }, "slug", /lowercase/],
      [{ slug: "a".repeat(101) }, "slug", /./],
      [{ title: "" }, "title", /./],
      [{ title: "x".repeat(121) }, "title", /at most 120/],
      [{ excerpt: "x".repeat(301) }, "excerpt", /at most 300/],
      [{ title: "<script>alert(1)</script>" }, "title", /Scripts and event-handler/],
      [{ excerpt: '<img src=x onerror="alert(1)">' }, "excerpt", /Scripts and event-handler/],
      [{ authorName: "javascript:alert(1)" }, "authorName", /Scripts and event-handler/],
      [{ tags: ["Not A Tag"] }, "tags", /lowercase/],
      [{ tags: Array.from({ length: 9 }, (_, i) => `tag-${i}`) }, "tags", /At most 8/],
      [{ tags: ["rag", "rag"] }, "tags", /Each tag once/],
      [{ coverPath: "https://evil.example/x.png", coverAlt: "x" }, "coverPath", /uploaded here/],
      [{ coverPath: "/assets/blog/evaluating-rag-pipelines.svg", coverAlt: "" }, "coverAlt", /Describe/],
    ];
    for (const [change, field, message] of cases) {
      const response = await call(t.app, admin, "POST", base, fields(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const errors = response.json().errors as { field: string; message: string }[];
      const issue = errors.find((error) => error.field === field);
      expect(issue?.message, `${JSON.stringify(change)} -> ${JSON.stringify(errors)}`).toMatch(message);
    }
    // Tags are lower-cased; the body keeps its markup (it is sanitised when rendered, not refused).
    const post = await create(admin, { tags: ["RAG", "llm-engineering"], bodyMarkdown: "<b>bold</b>" });
    expect(post.tags).toEqual(["rag", "llm-engineering"]);
    expect(post.bodyMarkdown).toBe("<b>bold</b>");
  });

  it("answers 409 to a slug another post has, on create and on save", async () => {
    const first = await create();
    const taken = await call(t.app, admin, "POST", base, fields({ slug: first.slug }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ field: "slug", message: messages.slugTaken });
    const seeded = await call(t.app, admin, "POST", base, fields({ slug: "evaluating-rag-pipelines" }));
    expect(seeded.statusCode).toBe(409);
    const second = await create();
    const moved = await save(second, { slug: first.slug });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toBe(messages.slugTaken);
  });
});

describe("saving, versions and restore", () => {
  it("answers 409 to a stale save and keeps the newer one; lists, shows and restores versions", async () => {
    const post = await create();
    const first = await save(post, { title: "First title" });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await save(post, { title: "Stale title" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(messages.stale);
    const second = await save(first.json(), { title: "Second title", bodyMarkdown: "Second body" });
    expect(second.statusCode).toBe(200);
    expect((await call(t.app, admin, "GET", `${base}/${post.id}`)).json().title).toBe("Second title");

    const versions: PostVersions = (await call(t.app, admin, "GET", `${base}/${post.id}/versions`)).json();
    expect(versions.items.map((v) => v.kind)).toEqual(["save", "save", "create"]);
    expect(versions.items[0]?.savedBy).toBe("Ada Admin");
    const old = (await call(t.app, admin, "GET", `${base}/${post.id}/versions/2`)).json();
    expect(old).toMatchObject({ number: 2, title: "First title", bodyMarkdown: post.bodyMarkdown });
    expect((await call(t.app, admin, "GET", `${base}/${post.id}/versions/99`)).statusCode).toBe(404);

    const restoredStale = await call(t.app, admin, "POST", `${base}/${post.id}/versions/2/restore`, {
      version: post.version,
    });
    expect(restoredStale.statusCode).toBe(409);
    const restored = await call(t.app, admin, "POST", `${base}/${post.id}/versions/2/restore`, {
      version: second.json().version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ title: "First title", bodyMarkdown: post.bodyMarkdown });
    const after: PostVersions = (await call(t.app, admin, "GET", `${base}/${post.id}/versions`)).json();
    expect(after.items[0]?.kind).toBe("restore");

    const audit = await sqlRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_id = ${post.id} order by at, id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      "content-studio.post.create",
      "content-studio.post.save",
      "content-studio.post.save",
      "content-studio.post.restore",
    ]);
  });

  it("lists posts by status and search, paginated, seeded ones included", async () => {
    const post = await create(admin, { title: "Zebra crossing for agents" });
    const found = (await call(t.app, admin, "GET", `${base}?q=zebra`)).json();
    expect(found.items.map((p: { id: string }) => p.id)).toEqual([post.id]);
    const drafts = (await call(t.app, admin, "GET", `${base}?status=draft`)).json();
    expect(drafts.items.length).toBeGreaterThan(0);
    expect(drafts.items.every((p: { status: string }) => p.status === "draft")).toBe(true);
    const published = (await call(t.app, admin, "GET", `${base}?status=published&q=rag`)).json();
    expect(published.items.map((p: { slug: string }) => p.slug)).toContain("evaluating-rag-pipelines");
    expect((await call(t.app, admin, "GET", `${base}?status=nope`)).statusCode).toBe(400);
    expect((await call(t.app, admin, "GET", `${base}?q=${encodeURIComponent("%_\\")}`)).statusCode).toBe(200);
  });
});

describe("publishing", () => {
  it("shows a published post on /blog, its page and the sitemap; unpublishing takes it off everywhere", async () => {
    const post = await create(marketer);
    expect((await publicPost(post.slug)).statusCode).toBe(404);
    expect(await publicSlugs()).not.toContain(post.slug);

    const live = await publish(post, marketer);
    expect(live).toMatchObject({ status: "published", publishAt: null, path: `/blog/${post.slug}` });
    expect(live.publishedAt).not.toBeNull();
    const page = (await publicPost(post.slug)).json() as BlogPostPage;
    expect(page.post).toMatchObject({ title: post.title, author: "Priya Raman", tags: post.tags });
    expect(page.post.html).toContain("<strong>offline</strong>");
    expect((await publicSlugs())[0]).toBe(post.slug);
    expect(await sitemap()).toContain(`/blog/${post.slug}</loc>`);
    const versions: PostVersions = (await call(t.app, admin, "GET", `${base}/${post.id}/versions`)).json();
    expect(versions.items[0]?.kind).toBe("publish");

    // Publishing twice is refused: saving a live post updates it.
    const again = await call(t.app, admin, "POST", `${base}/${post.id}/publish`, { version: live.version });
    expect(again.statusCode).toBe(409);
    const edited = await save(live, { title: "Evaluating agents, revised" });
    expect(edited.statusCode).toBe(200);
    expect(((await publicPost(post.slug)).json() as BlogPostPage).post.title).toBe(
      "Evaluating agents, revised",
    );

    const off = await call(t.app, admin, "POST", `${base}/${post.id}/unpublish`, {
      version: edited.json().version,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().status).toBe("draft");
    expect((await publicPost(post.slug)).statusCode).toBe(404);
    expect(await publicSlugs()).not.toContain(post.slug);
    expect(await sitemap()).not.toContain(`/blog/${post.slug}</loc>`);
    const twice = await call(t.app, admin, "POST", `${base}/${post.id}/unpublish`, {
      version: off.json().version,
    });
    expect(twice.statusCode).toBe(409);
  });

  it("refuses to publish a post without an excerpt or a body", async () => {
    const post = await create(admin, { excerpt: "", bodyMarkdown: "  " });
    const response = await call(t.app, admin, "POST", `${base}/${post.id}/publish`, {
      version: post.version,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: "excerpt", message: messages.incomplete });
  });

  it("publishes a scheduled post once, even when two publishers run at the same moment", async () => {
    const post = await create();
    const past = await call(t.app, admin, "POST", `${base}/${post.id}/publish`, {
      version: post.version,
      at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toMatchObject({ field: "at", message: messages.scheduleInPast });

    const soon = new Date(Date.now() + 1500).toISOString();
    const scheduled = await publish(post, admin, soon);
    expect(scheduled).toMatchObject({ status: "scheduled", publishedAt: null });
    expect(new Date(scheduled.publishAt ?? "").toISOString()).toBe(soon);
    const listed = (await call(t.app, admin, "GET", `${base}?status=scheduled`)).json();
    expect(listed.items.map((p: { id: string }) => p.id)).toContain(post.id);
    expect((await publicPost(post.slug)).statusCode).toBe(404);
    // Not due yet: a pass publishes nothing.
    expect(await t.app.postPublisher.sweep()).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 1600));
    const counts = await Promise.all([t.app.postPublisher.sweep(), t.app.postPublisher.sweep()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await publicPost(post.slug)).statusCode).toBe(200);
    expect(await sitemap()).toContain(`/blog/${post.slug}</loc>`);
    const detail: PostDetail = (await call(t.app, admin, "GET", `${base}/${post.id}`)).json();
    expect(detail).toMatchObject({ status: "published", publishAt: null, publishedAt: soon });
    const publishes = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from blog_post_versions where post_id = ${post.id} and kind = 'publish'`,
    );
    expect(publishes[0]?.n).toBe(1);
  });

  it("cancels a scheduled publish", async () => {
    const post = await create();
    const scheduled = await publish(post, admin, new Date(Date.now() + 3_600_000).toISOString());
    const cancelled = await call(t.app, admin, "POST", `${base}/${post.id}/unpublish`, {
      version: scheduled.version,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "draft", publishAt: null });
  });

  it("leaves a 301 from a live post's old address when its slug changes; a draft's leaves none", async () => {
    const post = await publish(await create());
    const oldSlug = post.slug;
    const newSlug = uniqueSlug();
    const moved = await save(post, { slug: newSlug });
    expect(moved.statusCode, moved.body).toBe(200);
    const answer = await t.app.inject({
      method: "GET",
      url: `/blog/${oldSlug}`,
      headers: { accept: "text/html" },
    });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(`/blog/${newSlug}`);
    expect((await publicPost(newSlug)).statusCode).toBe(200);
    expect((await publicPost(oldSlug)).statusCode).toBe(404);
    const redirects = await sqlRows<{ target: string; status: number }>(
      t.database.db,
      sql`select target, status from redirects where from_path = ${`/blog/${oldSlug}`}`,
    );
    expect(redirects).toEqual([{ target: `/blog/${newSlug}`, status: 301 }]);

    // Moving again points the first redirect straight at the newest address (no chain).
    const newest = uniqueSlug();
    expect((await save(moved.json(), { slug: newest })).statusCode).toBe(200);
    const first = await t.app.inject({
      method: "GET",
      url: `/blog/${oldSlug}`,
      headers: { accept: "text/html" },
    });
    expect(first.headers.location).toBe(`/blog/${newest}`);

    const draft = await create();
    const draftSlug = draft.slug;
    expect((await save(draft, { slug: uniqueSlug() })).statusCode).toBe(200);
    const none = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from redirects where from_path = ${`/blog/${draftSlug}`}`,
    );
    expect(none[0]?.n).toBe(0);
  });
});

describe("XSS", () => {
  it("keeps every payload of the corpus inert in the served body, and the preview the same as the page", async () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(50);
    let post = await publish(await create());
    for (const payload of xssCorpus) {
      const response = await save(post, { bodyMarkdown: payload });
      expect(response.statusCode, payload).toBe(200);
      post = response.json();
      const served = (await publicPost(post.slug)).json() as BlogPostPage;
      expect(activeContentIn(served.post.html), `${payload} -> ${served.post.html}`).toEqual([]);
      const preview = await call(t.app, marketer, "POST", "/api/admin/content/preview", {
        bodyMarkdown: payload,
      });
      expect(preview.statusCode).toBe(200);
      expect(preview.json().html).toBe(served.post.html);
    }
    // Plain-text fields: refused, or stored as typed (React shows them as text).
    let refused = 0;
    for (const payload of xssCorpus) {
      const response = await save(post, { title: payload.slice(0, 120) });
      if (response.statusCode === 400) {
        refused += 1;
        continue;
      }
      expect(response.statusCode, payload).toBe(200);
      post = response.json();
      expect(post.title).toBe(payload.slice(0, 120).trim());
    }
    expect(refused).toBeGreaterThan(10);
  });
});

describe("covers", () => {
  it("stores a real PNG, serves it a year, and the post names it once saved with its description", async () => {
    const post = await create(marketer);
    const response = await uploadCover(post.id, png, marketer);
    expect(response.statusCode, response.body).toBe(200);
    const src = response.json().src as string;
    expect(src).toMatch(/^\/media\/blog-covers\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ url: src });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(served.rawPayload.equals(png)).toBe(true);

    const noAlt = await save(post, { coverPath: src, coverAlt: "" }, marketer);
    expect(noAlt.statusCode).toBe(400);
    const saved = await save(post, { coverPath: src, coverAlt: "A chart of agent costs" }, marketer);
    expect(saved.statusCode, saved.body).toBe(200);
    const live = await publish(saved.json(), marketer);
    const page = (await publicPost(live.slug)).json() as BlogPostPage;
    expect(page.post.cover).toEqual({ src, alt: "A chart of agent costs" });

    // Deleting the post removes its uploaded cover.
    await call(t.app, admin, "DELETE", `${base}/${post.id}`);
    expect((await t.app.inject({ url: src })).statusCode).toBe(404);
  });

  it("refuses a text file named .png, an SVG, an empty body, an image over 2 MB and an unknown post", async () => {
    const post = await create();
    const fake = await uploadCover(post.id, Buffer.from("I am not an image, whatever my name says"));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toBe(messages.coverType);
    const svg = await uploadCover(
      post.id,
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"),
      admin,
      "image/svg+xml",
    );
    expect(svg.statusCode).toBe(400);
    expect((await uploadCover(post.id, Buffer.alloc(0))).statusCode).toBe(400);
    const big = await uploadCover(post.id, Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(messages.coverTooLarge);
    expect((await uploadCover("00000000-0000-4000-8000-000000000000", png)).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/media/blog-covers/../../etc/passwd" })).statusCode).toBe(404);
    const stored = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where entity_id = ${post.id} and action = 'content-studio.post.cover'`,
    );
    expect(stored[0]?.n).toBe(0);
  });
});
