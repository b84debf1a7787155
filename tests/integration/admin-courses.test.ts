import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCourse, AdminReview } from "#contracts/admin-courses.ts";
import { adminCoursesMessages as m } from "#contracts/admin-courses-text.ts";
import type { AuditLogPage } from "#contracts/audit-log.ts";
import { apiMessages } from "#contracts/messages.ts";
import { recordVersionMessages } from "#contracts/record-version.ts";
import { call, createAccount, nextIp, signedIn, type TestAccount } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Course Management (issue 17, decision 0044): the admin's course calls, cover images and reviews moderation,
// on the real database, read back through the public catalog.
let t: TestApp;
let admin: TestAccount;
let adminSession: Visitor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t.database.db, { role: "admin", name: "Clara Courses" });
  adminSession = await signedIn(t.app, admin);
});
afterAll(async () => {
  await t?.close();
});

let slugCounter = 0;
function newCourseBody(overrides: Record<string, unknown> = {}) {
  slugCounter += 1;
  return {
    slug: `test-course-${Date.now().toString(36)}-${slugCounter}`,
    title: "Retrieval Systems in Practice",
    tagline: "Search that answers",
    summary: "Build retrieval pipelines that hold up in production, from chunking to evaluation.",
    level: "intermediate",
    format: "self_paced",
    durationWeeks: 6,
    priceCents: 49_900,
    earlyBirdPriceCents: 39_900,
    outcomes: ["Design a retrieval pipeline", "Evaluate recall"],
    prerequisites: "Python",
    toolsCovered: ["pgvector", "LangChain"],
    certificate: "Certificate of completion",
    faqs: [{ question: "Is it online?", answer: "Yes, entirely." }],
    instructorIds: [],
    seoTitle: "",
    seoDescription: "",
    ...overrides,
  };
}

async function createCourse(overrides: Record<string, unknown> = {}): Promise<AdminCourse> {
  const response = await call(t.app, adminSession, "POST", "/api/admin/courses", newCourseBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function formOf(course: AdminCourse) {
  const {
    id: _id,
    slug: _slug,
    path: _path,
    status: _status,
    currency: _currency,
    imagePath: _image,
    ...rest
  } = course;
  const { archivedAt: _archivedAt, updatedAt: _updatedAt, ...fields } = rest;
  return fields;
}

const publicCourse = (slug: string) => t.app.inject({ method: "GET", url: `/api/courses/${slug}` });
const setStatus = (course: AdminCourse, status: string) =>
  call(t.app, adminSession, "POST", `/api/admin/courses/${course.id}/status`, { status });

async function auditOf(entityId: string): Promise<AuditLogPage> {
  const response = await call(t.app, adminSession, "GET", `/api/admin/audit-log?entityId=${entityId}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

function upload(courseId: string, body: Buffer, contentType = "image/png") {
  return t.app.inject({
    method: "PUT",
    url: `/api/admin/courses/${courseId}/image`,
    payload: body,
    headers: {
      cookie: adminSession.cookie,
      "x-xsrf-token": adminSession.token,
      "content-type": contentType,
    },
    remoteAddress: nextIp(),
  });
}

// A 1x1 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const someId = "00000000-0000-4000-8000-000000000000";

describe("access", () => {
  const routes: [method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string][] = [
    ["GET", "/api/admin/courses"],
    ["POST", "/api/admin/courses"],
    ["GET", "/api/admin/courses/instructor-options"],
    ["GET", `/api/admin/courses/${someId}`],
    ["PUT", `/api/admin/courses/${someId}`],
    ["POST", `/api/admin/courses/${someId}/status`],
    ["PUT", `/api/admin/courses/${someId}/image`],
    ["DELETE", `/api/admin/courses/${someId}/image`],
    ["GET", "/api/admin/course-reviews"],
    ["PATCH", `/api/admin/course-reviews/${someId}`],
  ];

  it("answers 401 to visitors and 403 to every other role, on every route", async () => {
    const visitor = await visit(t.app);
    const others = await Promise.all(
      (["student", "instructor", "digital_marketer"] as const).map(async (role) =>
        signedIn(t.app, await createAccount(t.database.db, { role })),
      ),
    );
    for (const [method, url] of routes) {
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      expect((await call(t.app, visitor, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const session of others) {
        const response = await call(t.app, session, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().error).toBe(apiMessages.forbidden);
      }
    }
  });

  it("answers 404 for a malformed or unknown id, never a database error", async () => {
    for (const id of ["not-a-uuid", someId]) {
      expect((await call(t.app, adminSession, "GET", `/api/admin/courses/${id}`)).statusCode).toBe(404);
      const status = await call(t.app, adminSession, "POST", `/api/admin/courses/${id}/status`, {
        status: "published",
      });
      expect(status.statusCode).toBe(404);
      const review = await call(t.app, adminSession, "PATCH", `/api/admin/course-reviews/${id}`, {
        published: false,
      });
      expect(review.statusCode).toBe(404);
      expect(review.json().error).toBe(m.reviewNotFound);
    }
  });
});

describe("list", () => {
  it("lists seeded courses with search, status filter and pagination", async () => {
    const all = await call(t.app, adminSession, "GET", "/api/admin/courses?pageSize=2");
    expect(all.statusCode).toBe(200);
    expect(all.json().items).toHaveLength(2);
    expect(all.json().total).toBeGreaterThanOrEqual(5);
    const found = (await call(t.app, adminSession, "GET", "/api/admin/courses?q=deep%20LEARN")).json();
    expect(found.items.map((c: { slug: string }) => c.slug)).toEqual(["deep-learning"]);
    const published = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from course_reviews r join courses c on c.id = r.course_id
        where c.slug = 'deep-learning' and r.published`,
    );
    expect(published[0]?.n).toBeGreaterThan(0);
    expect(found.items[0].reviewCount).toBe(published[0]?.n);
    const unpublished = (
      await call(t.app, adminSession, "GET", "/api/admin/courses?status=unpublished")
    ).json();
    expect(unpublished.items.every((c: { status: string }) => c.status === "unpublished")).toBe(true);
    const literal = (await call(t.app, adminSession, "GET", "/api/admin/courses?q=%25")).json();
    expect(literal.total).toBe(0);
    const bad = await call(t.app, adminSession, "GET", "/api/admin/courses?status=gone&page=0");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining([m.statusInvalid, m.pageInvalid]),
    );
  });
});

describe("create and validation", () => {
  it("creates an unpublished course with every field, and records it", async () => {
    const options = (await call(t.app, adminSession, "GET", "/api/admin/courses/instructor-options")).json();
    expect(options.length).toBeGreaterThan(1);
    const instructorIds = [options[1].id, options[0].id];
    const course = await createCourse({ instructorIds });
    expect(course).toMatchObject({ status: "unpublished", priceCents: 49_900, instructorIds, version: 1 });
    expect(course.faqs).toEqual([{ question: "Is it online?", answer: "Yes, entirely." }]);
    // Unpublished: out of the catalog; the page is there but not for search engines.
    const cards = (await t.app.inject({ url: "/api/courses" })).json();
    expect(cards.some((c: { slug: string }) => c.slug === course.slug)).toBe(false);
    const audit = await auditOf(course.id);
    expect(audit.items[0]).toMatchObject({ action: "course.create", actorId: admin.id, before: null });
    expect(audit.items[0]?.after).toMatchObject({ slug: course.slug, priceCents: 49_900 });
  });

  it("names each mistake in plain English", async () => {
    const response = await call(
      t.app,
      adminSession,
      "POST",
      "/api/admin/courses",
      newCourseBody({
        slug: "Bad Slug!",
        title: "",
        level: "expert",
        durationWeeks: 0,
        priceCents: 1.5,
        outcomes: ["Fine", "  "],
        toolsCovered: ["Git", "git"],
        faqs: [{ question: "Why?", answer: "" }],
        seoTitle: "x".repeat(71),
      }),
    );
    expect(response.statusCode).toBe(400);
    const messages = response.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        m.slugInvalid,
        m.titleInvalid,
        m.levelInvalid,
        m.durationInvalid,
        m.priceInvalid,
        m.outcomeEmpty(2),
        m.toolRepeated(2),
        m.faqAnswerEmpty(1),
        m.seoTitleInvalid,
      ]),
    );
    const fields = response.json().errors.map((e: { field?: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["slug", "outcomes", "toolsCovered", "faqs"]));
  });

  it("wants the early-bird price below the price, a free slug and known instructors", async () => {
    const early = await call(
      t.app,
      adminSession,
      "POST",
      "/api/admin/courses",
      newCourseBody({ earlyBirdPriceCents: 49_900 }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toContainEqual({
      field: "earlyBirdPriceCents",
      message: m.earlyBirdNotBelow,
    });

    for (const slug of ["deep-learning", "checkout"]) {
      const taken = await call(t.app, adminSession, "POST", "/api/admin/courses", newCourseBody({ slug }));
      expect(taken.statusCode).toBe(400);
      expect(taken.json().error).toBe(slug === "checkout" ? m.slugReserved : m.slugTaken);
    }

    const unknown = await call(
      t.app,
      adminSession,
      "POST",
      "/api/admin/courses",
      newCourseBody({ instructorIds: [someId] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(m.instructorUnknown);
  });
});

describe("update", () => {
  it("a new price shows on the course page at once, and the audit entry says what changed", async () => {
    const course = await createCourse();
    expect((await setStatus(course, "published")).statusCode).toBe(200);
    expect((await publicCourse(course.slug)).json().priceCents).toBe(49_900);

    const response = await call(t.app, adminSession, "PUT", `/api/admin/courses/${course.id}`, {
      ...formOf(course),
      priceCents: 59_900,
      faqs: [
        { question: "Second?", answer: "Now first." },
        { question: "Is it online?", answer: "Yes." },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ priceCents: 59_900, version: 2 });

    const page = (await publicCourse(course.slug)).json();
    expect(page.priceCents).toBe(59_900);
    expect(page.faqs.map((f: { question: string }) => f.question)).toEqual(["Second?", "Is it online?"]);

    const entry = (await auditOf(course.id)).items.find((item) => item.action === "course.update");
    expect(entry?.summary).toContain("price $499 -> $599");
    expect(entry?.before).toMatchObject({ priceCents: 49_900 });
    expect(entry?.after).toMatchObject({ priceCents: 59_900 });
  });

  it("refuses a save on an old version with 409 and writes nothing of it", async () => {
    const course = await createCourse();
    const first = await call(t.app, adminSession, "PUT", `/api/admin/courses/${course.id}`, {
      ...formOf(course),
      title: "First admin's title",
    });
    expect(first.statusCode).toBe(200);
    const second = await call(t.app, adminSession, "PUT", `/api/admin/courses/${course.id}`, {
      ...formOf(course),
      title: "Second admin's title",
      priceCents: 1_000,
      earlyBirdPriceCents: null,
      faqs: [],
      outcomes: [],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(recordVersionMessages.conflict("course"));
    const now = (await call(t.app, adminSession, "GET", `/api/admin/courses/${course.id}`)).json();
    expect(now).toMatchObject({ title: "First admin's title", priceCents: 49_900, version: 2 });
    expect(now.faqs).toHaveLength(1);
    expect(now.outcomes).toHaveLength(2);
    expect((await auditOf(course.id)).items.filter((i) => i.action === "course.update")).toHaveLength(1);
  });

  it("of two saves sent at once on the same version, one wins and the other is a 409", async () => {
    const course = await createCourse();
    const save = (title: string) =>
      call(t.app, adminSession, "PUT", `/api/admin/courses/${course.id}`, { ...formOf(course), title });
    const results = await Promise.all([save("Tab one"), save("Tab two")]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)?.json().title;
    const now = (await call(t.app, adminSession, "GET", `/api/admin/courses/${course.id}`)).json();
    expect(now).toMatchObject({ title: winner, version: 2 });
  });

  it("uses the SEO title and description for the page's metadata when set", async () => {
    const course = await createCourse();
    await setStatus(course, "published");
    const meta = async () =>
      (await t.app.inject({ url: `/api/seo/page-meta?path=${encodeURIComponent(course.path)}` })).json();
    expect((await meta()).title).toBe("Retrieval Systems in Practice Certification | AI Labs");
    await call(t.app, adminSession, "PUT", `/api/admin/courses/${course.id}`, {
      ...formOf(course),
      seoTitle: "Learn retrieval (RAG) online | AI Labs",
      seoDescription: "A six-week, self-paced course on retrieval pipelines.",
    });
    const after = await meta();
    expect(after.title).toBe("Learn retrieval (RAG) online | AI Labs");
    expect(after.description).toBe("A six-week, self-paced course on retrieval pipelines.");
  });
});

describe("status", () => {
  it("archiving takes the course out of the catalog, its page and checkout; enrollments stay", async () => {
    const course = await createCourse();
    expect((await setStatus(course, "published")).json().status).toBe("published");
    const quote = () =>
      t.app.inject({ url: `/api/checkout/quote?course=${course.slug}`, remoteAddress: nextIp() });
    expect((await quote()).statusCode).toBe(200);
    const student = await createAccount(t.database.db, { role: "student" });
    await t.database.db.execute(
      sql`insert into enrollments (user_id, course_id) values (${student.id}, ${course.id})`,
    );

    const start = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await t.database.db.execute(
      sql`insert into batches (course_id, type, start_date, schedule, seats_total)
        values (${course.id}, 'regular', ${start}, 'Mon 18:00', 10)`,
    );
    const banner = async () =>
      JSON.stringify((await t.app.inject({ url: "/api/upcoming-batches" })).json()).includes(course.title);
    expect(await banner()).toBe(true);

    const unpublished = await setStatus(course, "unpublished");
    expect(unpublished.json().status).toBe("unpublished");
    expect((await quote()).statusCode).toBe(404);
    expect((await publicCourse(course.slug)).statusCode).toBe(200);
    // The banner offers only what can be bought.
    expect(await banner()).toBe(false);

    const archived = await setStatus(course, "archived");
    expect(archived.json()).toMatchObject({ status: "archived" });
    expect(archived.json().archivedAt).not.toBeNull();
    expect((await publicCourse(course.slug)).statusCode).toBe(404);
    expect((await quote()).statusCode).toBe(404);
    const cards = (await t.app.inject({ url: "/api/courses" })).json();
    expect(cards.some((c: { slug: string }) => c.slug === course.slug)).toBe(false);
    const sitemap = (await t.app.inject({ url: "/sitemap.xml" })).body;
    expect(sitemap).not.toContain(course.slug);
    const enrolled = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from enrollments where course_id = ${course.id}`,
    );
    expect(enrolled[0]?.n).toBe(1);

    const actions = (await auditOf(course.id)).items.map((item) => item.action);
    expect(actions).toEqual(expect.arrayContaining(["course.publish", "course.unpublish", "course.archive"]));

    // Published again: back in the catalog.
    await setStatus(course, "published");
    expect((await publicCourse(course.slug)).statusCode).toBe(200);
  });
});

describe("cover image", () => {
  it("stores a PNG, serves it with long caching, and shows it on the course page", async () => {
    const course = await createCourse();
    await setStatus(course, "published");
    const response = await upload(course.id, png);
    expect(response.statusCode, response.body).toBe(200);
    const imagePath = response.json().imagePath as string;
    expect(imagePath).toMatch(/^\/media\/course-images\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ url: imagePath });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(served.rawPayload.equals(png)).toBe(true);
    const again = await t.app.inject({
      url: imagePath,
      headers: { "if-none-match": String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await publicCourse(course.slug)).json().imagePath).toBe(imagePath);
    const meta = (await t.app.inject({ url: `/api/seo/page-meta?path=${course.path}` })).json();
    expect(meta.image).toContain(imagePath);

    // Replaced: the old file goes.
    const second = await upload(course.id, png);
    expect((await t.app.inject({ url: imagePath })).statusCode).toBe(404);
    const removed = await call(t.app, adminSession, "DELETE", `/api/admin/courses/${course.id}/image`);
    expect(removed.json().imagePath).toBeNull();
    expect((await t.app.inject({ url: second.json().imagePath })).statusCode).toBe(404);
    const actions = (await auditOf(course.id)).items.map((item) => item.action);
    expect(actions).toEqual(expect.arrayContaining(["course.image", "course.image_remove"]));
  });

  it("refuses a text file renamed .png, an empty body and an image over 2 MB", async () => {
    const course = await createCourse();
    const fake = await upload(course.id, Buffer.from("I am not an image, whatever my name says"));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toBe(m.imageType);
    const svg = await upload(
      course.id,
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      "image/svg+xml",
    );
    expect(svg.statusCode).toBe(400);
    const big = await upload(course.id, Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(m.imageTooLarge);
    expect(
      (await call(t.app, adminSession, "GET", `/api/admin/courses/${course.id}`)).json().imagePath,
    ).toBeNull();
    expect((await t.app.inject({ url: "/media/course-images/../../etc/passwd" })).statusCode).toBe(404);
  });
});

describe("reviews moderation", () => {
  async function reviewsOf(query: string) {
    const response = await call(t.app, adminSession, "GET", `/api/admin/course-reviews${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: AdminReview[]; total: number };
  }

  it("hides a review: it leaves the page and the rating; publishing brings it back", async () => {
    const [course] = (await call(t.app, adminSession, "GET", "/api/admin/courses?q=machine-learning")).json()
      .items as AdminCourse[];
    if (!course) throw new Error("machine-learning is seeded");
    const before = (await publicCourse("machine-learning")).json();
    const reviews = await reviewsOf(`?courseId=${course.id}&status=published`);
    const target = reviews.items.find((r) => r.rating === Math.min(...reviews.items.map((i) => i.rating)));
    if (!target) throw new Error("machine-learning has reviews");
    expect(
      (await reviewsOf(`?courseId=${course.id}&rating=${target.rating}`)).items.every(
        (r) => r.rating === target.rating,
      ),
    ).toBe(true);

    const hidden = await call(t.app, adminSession, "PATCH", `/api/admin/course-reviews/${target.id}`, {
      published: false,
    });
    expect(hidden.statusCode).toBe(200);
    const after = (await publicCourse("machine-learning")).json();
    expect(after.reviews.count).toBe(before.reviews.count - 1);
    expect(after.reviews.items.some((r: { id: string }) => r.id === target.id)).toBe(false);
    const expected =
      Math.round(
        ((before.reviews.average * before.reviews.count - target.rating) / (before.reviews.count - 1)) * 10,
      ) / 10;
    // The seeded average is itself rounded: the recomputed one is within a rounding step.
    expect(Math.abs(after.reviews.average - expected)).toBeLessThanOrEqual(0.1);
    expect((await reviewsOf(`?courseId=${course.id}&status=hidden`)).items.map((r) => r.id)).toContain(
      target.id,
    );

    await call(t.app, adminSession, "PATCH", `/api/admin/course-reviews/${target.id}`, { published: true });
    expect((await publicCourse("machine-learning")).json().reviews.count).toBe(before.reviews.count);
    const audit = await auditOf(target.id);
    expect(audit.items.map((i) => i.after)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ published: false }),
        expect.objectContaining({ published: true }),
      ]),
    );
  });

  it("a reply is stored as text, shown under the review, and removable", async () => {
    const { items } = await reviewsOf("?status=published&pageSize=1");
    const review = items[0];
    if (!review) throw new Error("seeded reviews");
    const reply = `Thanks! <script>alert("x")</script> See you soon.`;
    const response = await call(t.app, adminSession, "PATCH", `/api/admin/course-reviews/${review.id}`, {
      reply: `  ${reply}  `,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ reply, published: true });
    expect(response.json().repliedAt).not.toBeNull();
    const page = (await publicCourse(review.courseSlug)).json();
    expect(page.reviews.items.find((r: { id: string }) => r.id === review.id)?.reply).toBe(reply);

    const tooLong = await call(t.app, adminSession, "PATCH", `/api/admin/course-reviews/${review.id}`, {
      reply: "x".repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe(m.replyInvalid);
    const empty = await call(t.app, adminSession, "PATCH", `/api/admin/course-reviews/${review.id}`, {});
    expect(empty.json().error).toBe(m.nothingToChange);

    const removed = await call(t.app, adminSession, "PATCH", `/api/admin/course-reviews/${review.id}`, {
      reply: "",
    });
    expect(removed.json()).toMatchObject({ reply: null, repliedAt: null });
    const entries = (await auditOf(review.id)).items;
    expect(entries.map((e) => e.summary).join(" | ")).toMatch(
      /replied.*\|.*reply removed|reply removed.*\|.*replied/,
    );
  });
});
