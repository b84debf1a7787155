import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LandingPageView } from "#contracts/landing-page-view.ts";
import { pageBuilderMessages as messages } from "#contracts/page-builder-text.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";
import { activeContentIn, xssCorpus } from "../support/xss-corpus.ts";

// Issue 21's page builder, through the API: access (admins do all, marketers drafts only), paths that collide
// with the app or another page, blocks checked on the server (unknown types, sizes, script URLs, event
// handlers, an XSS corpus inert), optimistic saves, versions and restore, publish now / at a time (once,
// even with two publishers at once), unpublish, the public read with live prices, preview links, sitemap.
let t: TestApp;
let admin: Visitor;
let marketer: Visitor;
let student: Visitor;
let instructor: Visitor;
let counter = 0;
const base = "/api/admin/pages";
const uniquePath = () => `/lp-${++counter}-${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "http://learn.ailabs.test:8080" });
  const db = t.database.db;
  admin = await signedIn(t.app, await createAccount(db, { role: "admin", name: "Ada Admin" }));
  marketer = await signedIn(
    t.app,
    await createAccount(db, { role: "digital_marketer", name: "Mo Marketer" }),
  );
  student = await signedIn(t.app, await createAccount(db, { role: "student" }));
  instructor = await signedIn(t.app, await createAccount(db, { role: "instructor" }));
});
afterAll(async () => {
  await t?.close();
});

type Detail = {
  id: string;
  path: string;
  version: number;
  status: string;
  previewUrl: string;
  unpublishedChanges: boolean;
  document: { root: unknown; content: { type: string; props: Record<string, unknown> }[] };
};

async function create(as: Visitor = admin, extra: Record<string, unknown> = {}): Promise<Detail> {
  const response = await call(t.app, as, "POST", base, {
    path: uniquePath(),
    title: "AI for managers",
    description: "A short course for people who lead AI projects.",
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const hero = (heading: string) => ({
  type: "Hero",
  props: { id: `Hero-${++counter}`, heading, subheading: "", buttonLabel: "", buttonHref: "", tone: "light" },
});

async function save(
  page: Detail,
  content: unknown[],
  as: Visitor = admin,
  fields: Record<string, unknown> = {},
) {
  return call(t.app, as, "PUT", `${base}/${page.id}`, {
    path: page.path,
    title: "AI for managers",
    description: "A short course for people who lead AI projects.",
    document: { root: { props: {} }, content },
    version: page.version,
    ...fields,
  });
}

async function view(path: string) {
  return t.app.inject({ method: "GET", url: `/api/landing-pages?path=${encodeURIComponent(path)}` });
}

describe("access", () => {
  it("lets admins do everything, marketers edit drafts only, and nobody else in", async () => {
    const page = await create(admin);
    for (const who of [student, instructor]) {
      expect((await call(t.app, who, "GET", base)).statusCode).toBe(403);
      expect(
        (await call(t.app, who, "POST", base, { path: uniquePath(), title: "x", description: "y" }))
          .statusCode,
      ).toBe(403);
      expect((await save(page, [hero("Hi")], who)).statusCode).toBe(403);
      expect((await call(t.app, who, "POST", `${base}/${page.id}/publish`, { version: 1 })).statusCode).toBe(
        403,
      );
    }
    expect((await t.app.inject({ method: "GET", url: base })).statusCode).toBe(401);

    const drafted = await create(marketer);
    const saved = await save(drafted, [hero("Drafted by marketing")], marketer);
    expect(saved.statusCode, saved.body).toBe(200);
    const version = saved.json().version;
    expect(
      (await call(t.app, marketer, "POST", `${base}/${drafted.id}/publish`, { version })).statusCode,
    ).toBe(403);
    expect((await call(t.app, marketer, "DELETE", `${base}/${drafted.id}`)).statusCode).toBe(403);
    const published = await call(t.app, admin, "POST", `${base}/${drafted.id}/publish`, { version });
    expect(published.statusCode, published.body).toBe(200);
    expect(
      (
        await call(t.app, marketer, "POST", `${base}/${drafted.id}/unpublish`, {
          version: published.json().version,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("paths", () => {
  it("refuses the site's own paths, malformed ones and another page's", async () => {
    for (const path of [
      "/courses/ai-for-managers",
      "/api/x",
      "/dashboard/admin/x",
      "/blog",
      "/page-preview",
      "/admin/x",
    ]) {
      const response = await call(t.app, admin, "POST", base, { path, title: "T", description: "D" });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ field: "path", message: messages.pathReserved });
    }
    for (const path of ["no-slash", "/Upper Case", "/a//b", "/a/", "/-a", "/a?b=1", `/${"a".repeat(120)}`]) {
      const response = await call(t.app, admin, "POST", base, { path, title: "T", description: "D" });
      expect(response.statusCode, path).toBe(400);
    }
    const first = await create();
    const taken = await call(t.app, admin, "POST", base, { path: first.path, title: "T", description: "D" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ field: "path", message: messages.pathTaken });
    const second = await create();
    const moved = await save(second, [hero("x")], admin, { path: first.path });
    expect(moved.statusCode).toBe(409);
  });

  it("refuses a path an SEO redirect answers (its own or under a prefix redirect)", async () => {
    const stamp = Date.now().toString(36);
    for (const [from, match] of [
      [`/old-offer-${stamp}`, "exact"],
      [`/old-section-${stamp}`, "prefix"],
    ] as const) {
      const made = await call(t.app, admin, "POST", "/api/seo/redirects", {
        from,
        match,
        status: "301",
        target: "/courses",
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    for (const path of [`/old-offer-${stamp}`, `/old-section-${stamp}/spring`]) {
      const response = await call(t.app, admin, "POST", base, { path, title: "T", description: "D" });
      expect(response.statusCode, path).toBe(409);
      expect(response.json().errors[0]).toMatchObject({ field: "path", message: messages.pathRedirected });
    }
    // An exact redirect does not cover the paths below it.
    const below = await call(t.app, admin, "POST", base, {
      path: `/old-offer-${stamp}/new`,
      title: "T",
      description: "D",
    });
    expect(below.statusCode, below.body).toBe(201);
  });

  it("keeps a published page's path", async () => {
    const page = await create();
    const published = await call(t.app, admin, "POST", `${base}/${page.id}/publish`, {
      version: page.version,
    });
    const moved = await save(published.json(), [hero("x")], admin, { path: uniquePath() });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toBe(messages.pathLocked);
  });
});

describe("block checks", () => {
  it("refuses unknown blocks, unknown fields, oversized text, unsafe links and handlers, with the field", async () => {
    const page = await create();
    const cases: [unknown, RegExp][] = [
      [{ type: "Html", props: { id: "h1", html: "<b>x</b>" } }, /Unknown block type/],
      [{ type: "Hero", props: { ...hero("x").props, onClick: "alert(1)" } }, /./],
      [{ type: "Hero", props: { ...hero("x").props, heading: "x".repeat(500) } }, /at most 120/],
      [
        {
          type: "CallToAction",
          props: { id: "c", heading: "Go", text: "", buttonLabel: "Go", buttonHref: "javascript:alert(1)" },
        },
        /Links must start/,
      ],
      [
        {
          type: "CallToAction",
          props: { id: "c", heading: "Go", text: "", buttonLabel: "Go", buttonHref: "//evil.example" },
        },
        /Links must start/,
      ],
      [
        {
          type: "Image",
          props: { id: "i", src: "data:image/svg+xml,<svg onload=alert(1)>", alt: "x", caption: "" },
        },
        /Images must be/,
      ],
      [
        { type: "Image", props: { id: "i", src: "https://example.com/a.png", alt: "", caption: "" } },
        /at least 1/,
      ],
      [
        { type: "RichText", props: { id: "r", markdown: '<img src=x onerror="alert(1)">' } },
        /Scripts and event-handler/,
      ],
      [
        { type: "RichText", props: { id: "r", markdown: "[x](javascript:alert(1))" } },
        /Scripts and event-handler/,
      ],
      [
        { type: "Video", props: { id: "v", url: "https://evil.example/video", title: "x" } },
        /YouTube or Vimeo/,
      ],
      [
        { type: "CourseCards", props: { id: "cc", heading: "", courseSlugs: ["no-such-course"] } },
        /No course with this slug/,
      ],
    ];
    for (const [block, message] of cases) {
      const response = await save(page, [block]);
      expect(response.statusCode, JSON.stringify(block)).toBe(400);
      expect(
        response
          .json()
          .errors.map((e: { message: string }) => e.message)
          .join(" | "),
        JSON.stringify(block),
      ).toMatch(message);
    }
    const tooMany = await save(
      page,
      Array.from({ length: 41 }, (_, i) => hero(`h${i}`)),
    );
    expect(tooMany.statusCode).toBe(400);
    // Nothing of the refused saves changed the page.
    expect((await call(t.app, admin, "GET", `${base}/${page.id}`)).json().version).toBe(page.version);
  });

  it("keeps every payload of the XSS corpus inert: refused, or stored as text and served without active content", async () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(50);
    let page = await create();
    let stored = 0;
    for (const payload of xssCorpus) {
      const content = [
        hero(payload.slice(0, 120)),
        { type: "RichText", props: { id: "r", markdown: payload } },
        {
          type: "Faq",
          props: {
            id: "f",
            heading: payload.slice(0, 120),
            items: [{ question: payload.slice(0, 300), answer: payload }],
          },
        },
      ];
      const response = await save(page, content);
      if (response.statusCode === 400) continue;
      expect(response.statusCode, payload).toBe(200);
      stored += 1;
      page = response.json();
      const published = await call(t.app, admin, "POST", `${base}/${page.id}/publish`, {
        version: page.version,
      });
      expect(published.statusCode, published.body).toBe(200);
      page = published.json();
      const served = (await view(page.path)).json() as LandingPageView;
      const html = served.blocks.flatMap((block) =>
        block.type === "RichText"
          ? [block.props.html]
          : block.type === "Faq"
            ? block.props.items.map((i) => i.answerHtml)
            : [],
      );
      for (const fragment of html) expect(activeContentIn(fragment), `${payload} -> ${fragment}`).toEqual([]);
      // Plain-text fields come back exactly as typed (React shows them as text).
      const first = served.blocks[0];
      expect(first?.type === "Hero" && first.props.heading).toBe(payload.slice(0, 120).trim());
    }
    expect(stored).toBeGreaterThan(0);
  });
});

describe("drafts, versions and publishing", () => {
  it("answers 409 to a stale save and keeps the newer one; lists, shows and restores versions", async () => {
    const page = await create();
    const first = await save(page, [hero("First")]);
    expect(first.statusCode).toBe(200);
    const stale = await save(page, [hero("Stale")]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(messages.stale);
    const second = await save(first.json(), [hero("Second")]);
    expect(second.statusCode).toBe(200);

    const versions = (await call(t.app, admin, "GET", `${base}/${page.id}/versions`)).json();
    expect(versions.items.map((v: { kind: string }) => v.kind)).toEqual(["save", "save", "create"]);
    const old = (await call(t.app, admin, "GET", `${base}/${page.id}/versions/2`)).json();
    expect(old.document.content[0].props.heading).toBe("First");
    expect((await call(t.app, admin, "GET", `${base}/${page.id}/versions/99`)).statusCode).toBe(404);

    const restored = await call(t.app, admin, "POST", `${base}/${page.id}/versions/2/restore`, {
      version: second.json().version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().document.content[0].props.heading).toBe("First");
    const after = (await call(t.app, admin, "GET", `${base}/${page.id}/versions`)).json();
    expect(after.items[0].kind).toBe("restore");
    const audit = await sqlRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_id = ${page.id} order by at, id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      "page-builder.page.create",
      "page-builder.page.save",
      "page-builder.page.save",
      "page-builder.page.restore",
    ]);
  });

  it("shows nothing until published, then the published copy with live prices; unpublish takes it off", async () => {
    const page = await create();
    expect((await view(page.path)).statusCode).toBe(404);
    const saved = await save(page, [
      hero("Lead AI projects"),
      { type: "CourseCards", props: { id: "cc", heading: "Courses", courseSlugs: ["ai-engineers"] } },
      { type: "Pricing", props: { id: "p", heading: "Price", courseSlugs: ["ai-engineers"] } },
      { type: "UpcomingBatches", props: { id: "u", heading: "Dates", courseSlug: "ai-engineers", limit: 2 } },
      { type: "Countdown", props: { id: "c", heading: "", courseSlug: "ai-engineers" } },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await view(page.path)).statusCode).toBe(404);

    const published = await call(t.app, admin, "POST", `${base}/${page.id}/publish`, {
      version: saved.json().version,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: "published", unpublishedChanges: false });
    const served = (await view(page.path)).json() as LandingPageView;
    const course = (await t.app.inject({ method: "GET", url: "/api/courses/ai-engineers" })).json();
    const cards = served.blocks[1];
    expect(cards?.type === "CourseCards" && cards.props.courses[0]?.priceCents).toBe(course.priceCents);
    const batches = served.blocks[3];
    expect(batches?.type === "UpcomingBatches" && batches.props.batches.length).toBeGreaterThan(0);

    // A later save changes the draft only: visitors keep the published copy.
    const edited = await save(published.json(), [hero("Changed, not yet published")]);
    expect(edited.json().unpublishedChanges).toBe(true);
    const still = (await view(page.path)).json() as LandingPageView;
    expect(still.blocks[0]?.type === "Hero" && still.blocks[0].props.heading).toBe("Lead AI projects");

    const sitemap = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.body).toContain(`${page.path}</loc>`);

    const off = await call(t.app, admin, "POST", `${base}/${page.id}/unpublish`, {
      version: edited.json().version,
    });
    expect(off.statusCode).toBe(200);
    expect((await view(page.path)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body).not.toContain(
      `${page.path}</loc>`,
    );
  });

  it("publishes a scheduled page once, even when two publishers run at the same moment", async () => {
    const page = await create();
    const soon = new Date(Date.now() + 1500).toISOString();
    const scheduled = await call(t.app, admin, "POST", `${base}/${page.id}/publish`, {
      version: page.version,
      at: soon,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().status).toBe("scheduled");
    const past = await call(t.app, admin, "POST", `${base}/${page.id}/publish`, {
      version: scheduled.json().version,
      at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect((await view(page.path)).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const counts = await Promise.all([t.app.pagePublisher.sweep(), t.app.pagePublisher.sweep()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await view(page.path)).statusCode).toBe(200);
    const publishes = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from landing_page_versions where page_id = ${page.id} and kind = 'publish'`,
    );
    expect(publishes[0]?.n).toBe(1);
  });

  it("previews a draft through its signed link only", async () => {
    const page = await create();
    await save(page, [hero("Secret draft")]);
    const token = new URL(page.previewUrl).searchParams.get("token") ?? "";
    const preview = await t.app.inject({
      method: "GET",
      url: `/api/landing-pages/preview?token=${encodeURIComponent(token)}`,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ preview: true, blocks: [{ props: { heading: "Secret draft" } }] });
    const forged = token.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    for (const bad of [forged, "x", `${page.id}.1.abc`]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/landing-pages/preview?token=${encodeURIComponent(bad)}`,
      });
      expect(response.statusCode, bad).toBe(404);
    }
  });

  it("duplicates a page with fresh block ids and deletes one after asking nothing of visitors", async () => {
    const page = await create(admin, { template: "course-launch" });
    expect(page.document.content.length).toBeGreaterThan(3);
    const copy = await create(admin, { copyOf: page.id });
    expect(copy.document.content.map((b) => b.type)).toEqual(page.document.content.map((b) => b.type));
    expect(copy.document.content[0]?.props.id).not.toBe(page.document.content[0]?.props.id);
    const removed = await call(t.app, admin, "DELETE", `${base}/${copy.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(t.app, admin, "GET", `${base}/${copy.id}`)).statusCode).toBe(404);
    expect((await call(t.app, admin, "GET", `${base}/not-a-uuid`)).statusCode).toBe(404);
  });

  it("lists pages by status and search, paginated", async () => {
    const page = await create(admin, { title: "Zebra pricing page" });
    const found = (await call(t.app, admin, "GET", `${base}?q=zebra`)).json();
    expect(found.items.map((p: { id: string }) => p.id)).toContain(page.id);
    const drafts = (await call(t.app, admin, "GET", `${base}?status=draft`)).json();
    expect(drafts.items.every((p: { status: string }) => p.status === "draft")).toBe(true);
    expect((await call(t.app, admin, "GET", `${base}?status=nope`)).statusCode).toBe(400);
    expect((await call(t.app, admin, "GET", `${base}?q=${encodeURIComponent("%_\\")}`)).statusCode).toBe(200);
  });
});

describe("images", () => {
  // A 1x1 PNG.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  const upload = (as: Visitor, body: Buffer, contentType = "image/png") =>
    t.app.inject({
      method: "POST",
      url: `${base}/images`,
      payload: body,
      headers: { cookie: as.cookie, "x-xsrf-token": as.token, "content-type": contentType },
    });

  it("stores an image the bytes say is one, serves it cached for a year, and refuses anything else", async () => {
    const stored = await upload(marketer, png);
    expect(stored.statusCode, stored.body).toBe(201);
    const { src } = stored.json() as { src: string };
    expect(src).toMatch(/^\/media\/page-images\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: "GET", url: src });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect((await upload(marketer, Buffer.from("<svg onload=alert(1)>"), "image/png")).statusCode).toBe(400);
    expect((await upload(marketer, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(marketer, Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]))).statusCode).toBe(
      413,
    );
    expect((await upload(student, png)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "GET", url: "/media/page-images/../../etc/passwd" })).statusCode,
    ).toBe(404);

    // The uploaded image goes into an Image block as it is.
    const page = await create();
    const saved = await save(page, [{ type: "Image", props: { id: "i", src, alt: "A chart", caption: "" } }]);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
