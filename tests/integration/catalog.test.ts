import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseCard, CourseDetail } from "#contracts/catalog.ts";
import { catalogMessages, courseSorts, earlyBirdDeadline } from "#contracts/catalog-text.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

function isoDaysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

// The catalog caches its reads for a few seconds, so every row the tests add is written before the first call.
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`
    insert into batches (code, course_id, type, start_date, schedule, seats_total, seats_taken)
    select 'test-sold-out', id, 'fast_track', ${isoDaysFromNow(10)}::date, 'Mon-Fri, 18:00-21:00 ET (sold out)', 20, 20
    from courses where slug = 'deep-learning'`);
  await t.database.db.execute(sql`
    insert into batches (code, course_id, type, start_date, schedule, seats_total, seats_taken)
    select 'test-past', id, 'weekend', ${isoDaysFromNow(-5)}::date, 'Past weekend batch', 20, 3
    from courses where slug = 'deep-learning'`);
  await t.database.db.execute(sql`
    insert into course_reviews (course_id, author_name, rating, body, published)
    select id, 'Hidden Reviewer', 1, 'An unpublished review must not count.', false
    from courses where slug = 'deep-learning'`);
});
afterAll(async () => {
  await t?.close();
});

async function list(query = ""): Promise<{ status: number; body: unknown }> {
  const response = await t.app.inject({ method: "GET", url: `/api/courses${query}` });
  return { status: response.statusCode, body: response.json() };
}

async function detail(slug: string) {
  const response = await t.app.inject({ method: "GET", url: `/api/courses/${slug}` });
  return { status: response.statusCode, body: response.json() };
}

describe("GET /api/courses", () => {
  it("lists the five published courses as cards with ratings and their next batch", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    const cards = body as CourseCard[];
    expect(cards.map((c) => c.slug).sort()).toEqual([
      "ai-business",
      "ai-engineers",
      "deep-learning",
      "machine-learning",
      "prompt-engineering",
    ]);
    for (const card of cards) {
      expect(card.path).toBe(`/courses/${card.slug}`);
      expect(card.tagline.length).toBeGreaterThan(10);
      expect(card.imagePath).toBe(`/assets/courses/${card.slug}.svg`);
      expect(card.earlyBirdPriceCents).toBeLessThan(card.priceCents);
      expect(card.rating.count).toBeGreaterThanOrEqual(4);
      expect(card.rating.average).toBeGreaterThanOrEqual(3);
      expect(card.rating.average).toBeLessThanOrEqual(5);
      expect(card.nextBatch).not.toBeNull();
    }
  });

  it("filters by level and by format", async () => {
    const beginner = (await list("?level=beginner")).body as CourseCard[];
    expect(beginner.map((c) => c.slug).sort()).toEqual([
      "ai-business",
      "machine-learning",
      "prompt-engineering",
    ]);
    const hybrid = (await list("?format=hybrid")).body as CourseCard[];
    expect(hybrid.length).toBeGreaterThan(0);
    expect(hybrid.every((c) => c.format === "hybrid")).toBe(true);
    const both = (await list("?level=advanced&format=hybrid")).body as CourseCard[];
    expect(both.map((c) => c.slug)).toEqual(["deep-learning"]);
    expect((await list("?format=self_paced")).body).toEqual([]);
    // The form's "All" option sends an empty value: no filter.
    expect(((await list("?level=&format=&sort=")).body as CourseCard[]).length).toBe(5);
  });

  it("sorts by price, duration, rating and start date", async () => {
    const prices = ((await list("?sort=price-asc")).body as CourseCard[]).map((c) => c.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = ((await list("?sort=price-desc")).body as CourseCard[]).map((c) => c.priceCents);
    expect(desc).toEqual([...prices].reverse());
    const weeks = ((await list("?sort=duration")).body as CourseCard[]).map((c) => c.durationWeeks);
    expect(weeks).toEqual([...weeks].sort((a, b) => a - b));
    const ratings = ((await list("?sort=rating")).body as CourseCard[]).map((c) => c.rating.average ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const starts = ((await list("?sort=start-date")).body as CourseCard[]).map(
      (c) => c.nextBatch?.startDate ?? "9999",
    );
    expect(starts).toEqual([...starts].sort());
    for (const sort of courseSorts) expect((await list(`?sort=${sort}`)).status).toBe(200);
  });

  it("answers 400 naming the field for an unknown sort, level or format", async () => {
    const sort = await list("?sort=cheapest");
    expect(sort.status).toBe(400);
    expect(sort.body).toEqual({
      error: catalogMessages.sortInvalid,
      errors: [{ message: catalogMessages.sortInvalid, field: "sort" }],
    });
    const level = await list("?level=expert");
    expect(level.status).toBe(400);
    expect((level.body as { errors: { field: string }[] }).errors[0]?.field).toBe("level");
    const format = await list("?format=in_person");
    expect(format.status).toBe(400);
    expect((format.body as { errors: { field: string }[] }).errors[0]?.field).toBe("format");
  });

  it("leaves hidden courses out of the catalog but keeps their page", async () => {
    // A fresh app: the running one caches the catalog for a few seconds.
    const other = await createTestApp();
    try {
      await other.database.db.execute(sql`update courses set published = false where slug = 'ai-business'`);
      const cards = (await other.app.inject({ method: "GET", url: "/api/courses" })).json() as CourseCard[];
      expect(cards.map((c) => c.slug)).not.toContain("ai-business");
      const page = await other.app.inject({ method: "GET", url: "/api/courses/ai-business" });
      expect(page.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe("GET /api/courses/:slug", () => {
  it("answers the full course page", async () => {
    const { status, body } = await detail("ai-engineers");
    expect(status).toBe(200);
    const course = body as CourseDetail;
    expect(course.title).toBe("AI Engineering");
    expect(course.level).toBe("intermediate");
    expect(course.outcomes.length).toBeGreaterThanOrEqual(4);
    expect(course.prerequisites).toMatch(/Python/);
    expect(course.curriculum.length).toBeGreaterThanOrEqual(5);
    expect(course.curriculum.length).toBeLessThanOrEqual(8);
    for (const module of course.curriculum) {
      expect(module.lessons.length).toBeGreaterThanOrEqual(3);
      // The first module also holds the seeded practice quiz and assignment (issue 16).
      expect(module.lessons.length).toBeLessThanOrEqual(6);
      expect(module.lessons.every((lesson) => lesson.minutes > 0)).toBe(true);
    }
    expect(course.toolsCovered).toContain("Python");
    expect(course.certificate).toMatch(/certificate/i);
    expect(course.instructors.map((i) => i.name)).toEqual(["Priya Raman", "Daniel Okafor"]);
    expect(course.instructors[0]?.photoPath).toBe("/assets/instructors/priya-raman.svg");
    expect(course.faqs.length).toBeGreaterThanOrEqual(4);
    expect(course.batches.length).toBeGreaterThanOrEqual(1);
    const batch = course.batches[0]!;
    expect(batch.earlyBirdDeadline).toBe(earlyBirdDeadline(batch.startDate));
    expect(batch.priceCents).toBe(batch.earlyBird ? course.earlyBirdPriceCents : course.priceCents);
  });

  it("summarises published reviews only: average, count and distribution, newest first", async () => {
    const course = (await detail("deep-learning")).body as CourseDetail;
    const rows = await sqlRows<{ average: number; count: number }>(
      t.database.db,
      sql`select avg(rating)::float8 as average, count(*)::int as count from course_reviews r
          join courses c on c.id = r.course_id where c.slug = 'deep-learning' and r.published`,
    );
    const expected = rows[0]!;
    expect(course.reviews.count).toBe(expected.count);
    expect(course.rating).toEqual({ average: course.reviews.average, count: course.reviews.count });
    expect(course.reviews.average).toBe(Math.round(expected.average * 10) / 10);
    expect(course.reviews.items.some((r) => r.authorName === "Hidden Reviewer")).toBe(false);
    expect(course.reviews.distribution.map((d) => d.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(course.reviews.distribution.reduce((sum, d) => sum + d.count, 0)).toBe(course.reviews.count);
    const dates = course.reviews.items.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("shows a sold-out batch with 0 seats and leaves started batches out", async () => {
    const course = (await detail("deep-learning")).body as CourseDetail;
    const soldOut = course.batches.find((b) => b.schedule.includes("(sold out)"));
    expect(soldOut?.seatsAvailable).toBe(0);
    expect(course.batches.some((b) => b.schedule === "Past weekend batch")).toBe(false);
    const starts = course.batches.map((b) => b.startDate);
    expect(starts).toEqual([...starts].sort());
    // The card's next batch skips the sold-out one when another has seats.
    expect(course.nextBatch?.seatsAvailable).toBeGreaterThan(0);
    // Ten days out: the early-bird window has closed, so the list price applies.
    expect(soldOut?.earlyBird).toBe(false);
    expect(soldOut?.priceCents).toBe(course.priceCents);
  });

  it("answers a JSON 404 for an unknown or malformed slug", async () => {
    for (const slug of ["nope", "Deep-Learning", "%20", "a".repeat(100), "x%27%3B--"]) {
      const { status, body } = await detail(slug);
      expect(status).toBe(404);
      expect((body as { error: string }).error).toBeTruthy();
    }
    expect((await detail("nope")).body).toEqual({
      error: catalogMessages.courseNotFound,
      errors: [{ message: catalogMessages.courseNotFound }],
    });
  });
});

describe("catalog seed", () => {
  it("is idempotent and keeps edited course details", async () => {
    await t.database.db.execute(
      sql`update courses set tagline = 'Edited by an admin' where slug = 'machine-learning'`,
    );
    const counts = async () =>
      (
        await sqlRows<{ n: number }>(
          t.database.db,
          sql`select (select count(*) from instructors) + (select count(*) from course_reviews)
              + (select count(*) from course_faqs) as n`,
        )
      )[0]?.n;
    const before = Number(await counts());
    await seedDatabase(t.database.db);
    expect(Number(await counts())).toBe(before);
    const rows = await sqlRows<{ tagline: string }>(
      t.database.db,
      sql`select tagline from courses where slug = 'machine-learning'`,
    );
    expect(rows[0]?.tagline).toBe("Edited by an admin");
    // An admin who re-staffs a course keeps that list: the seed links instructors only to unstaffed courses.
    await t.database.db.execute(sql`
      delete from course_instructor_profiles
      where course_id = (select id from courses where slug = 'machine-learning')
        and instructor_id = (select id from instructors where slug = 'marcus-chen')`);
    await seedDatabase(t.database.db);
    const staff = await sqlRows<{ slug: string }>(
      t.database.db,
      sql`select i.slug from course_instructor_profiles p join instructors i on i.id = p.instructor_id
          join courses c on c.id = p.course_id where c.slug = 'machine-learning' order by p.position`,
    );
    expect(staff.map((row) => row.slug)).toEqual(["elena-vasquez"]);
    const featured = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from course_reviews where featured`,
    );
    expect(featured[0]?.n).toBeGreaterThanOrEqual(2);
  });
});

describe("page metadata of the catalog pages", () => {
  async function pageMeta(path: string) {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/seo/page-meta?path=${encodeURIComponent(path)}`,
    });
    return { status: response.statusCode, body: response.json() };
  }

  it("describes /courses as a website page under the Courses crumb", async () => {
    const { status, body } = await pageMeta("/courses");
    expect(status).toBe(200);
    expect(body.title).toBe("AI Certification Courses | AI Labs");
    expect(body.pageType).toBe("website");
    expect(body.breadcrumbs.map((c: { name: string }) => c.name)).toContain("Courses");
  });

  it("describes each course page: title with the suffix, course facts, rating and FAQ", async () => {
    for (const slug of [
      "ai-engineers",
      "machine-learning",
      "deep-learning",
      "ai-business",
      "prompt-engineering",
    ]) {
      const { status, body } = await pageMeta(`/courses/${slug}`);
      expect(status).toBe(200);
      expect(body.title).toMatch(/ Certification \| AI Labs$/);
      expect(body.pageType).toBe("course");
      expect(body.description.length).toBeGreaterThanOrEqual(70);
      expect(body.description.length).toBeLessThanOrEqual(160);
      expect(body.image).toMatch(/\/assets\/og-image\.jpg$/);
      const types = (body.structuredData as { "@type": string }[]).map((d) => d["@type"]);
      expect(types).toEqual(expect.arrayContaining(["Course", "FAQPage", "BreadcrumbList"]));
      expect(JSON.stringify(body.structuredData)).toContain("AggregateRating");
    }
    expect((await pageMeta("/courses/deep-learning")).body.title).toBe(
      "Deep Learning Certification | AI Labs",
    );
  });
});
