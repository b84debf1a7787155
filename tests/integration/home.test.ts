import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coursePages } from "#contracts/courses.ts";
import type { HomeResponse } from "#contracts/home.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let home: HomeResponse;

async function one(query: ReturnType<typeof sql>): Promise<number> {
  const rows = await sqlRows<{ n: number }>(t.database.db, query);
  return Number(rows[0]?.n ?? 0);
}

// The rows the home's sections read, inserted before the first request (the service caches for 5 s).
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.execute(sql`
    insert into course_reviews (course_id, author_name, author_role, rating, body, featured, published)
    select id, 'Priya Raman', 'Data analyst, Lumen Health', 5,
      'The RAG capstone became the support assistant my team runs today.', true, true
    from courses where slug = 'ai-engineers'`);
  await db.execute(sql`
    insert into course_reviews (course_id, author_name, rating, body, featured, published)
    select id, 'Unfeatured Reviewer', 4, 'Solid course, clear labs.', false, true
    from courses where slug = 'machine-learning'`);
  await db.execute(sql`
    insert into course_reviews (course_id, author_name, rating, body, featured, published)
    select id, 'Hidden Reviewer', 5, 'Withdrawn by the author.', true, false
    from courses where slug = 'deep-learning'`);
  await db.execute(sql`
    insert into faqs (slug, topic, question, answer, sort_order) values
      ('home-test-first', 'admissions', 'Do I need a computer science degree?', 'No. Each course lists its prerequisites.', -200),
      ('home-test-second', 'admissions', 'Can I switch batches?', 'Yes, up to a week before the start date.', -100)`);
  // A draft batch in the future is not an upcoming batch anyone can join (decision 0045).
  await db.execute(sql`
    insert into batches (course_id, type, start_date, schedule, seats_total, status)
    select id, 'regular', current_date + 90, 'Draft schedule', 20, 'draft'
    from courses where slug = 'machine-learning'`);
  const response = await t.app.inject({ method: "GET", url: "/api/home" });
  expect(response.statusCode, response.body).toBe(200);
  home = response.json();
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/home", () => {
  it("lists the published courses as learning paths in the header menu's order", async () => {
    const published = await one(sql`select count(*)::int as n from courses where published`);
    expect(home.learningPaths).toHaveLength(published);
    const menuSlugs = coursePages.map((page) => page.slug as string);
    const known = home.learningPaths.map((path) => path.slug).filter((slug) => menuSlugs.includes(slug));
    expect(known).toEqual(menuSlugs.filter((slug) => known.includes(slug)));
    for (const path of home.learningPaths) {
      expect(path.title.length).toBeGreaterThan(0);
      expect(path.durationWeeks).toBeGreaterThan(0);
    }
  });

  it("shows only featured, published reviews, with their course", () => {
    const names = home.testimonials.map((review) => review.authorName);
    expect(names).toContain("Priya Raman");
    expect(names).not.toContain("Unfeatured Reviewer");
    expect(names).not.toContain("Hidden Reviewer");
    const priya = home.testimonials.find((review) => review.authorName === "Priya Raman")!;
    expect(priya).toMatchObject({
      rating: 5,
      authorRole: "Data analyst, Lumen Health",
      course: { slug: "ai-engineers" },
    });
    expect(home.testimonials.length).toBeLessThanOrEqual(6);
  });

  it("answers the top six FAQs by sort order", () => {
    expect(home.faqs.length).toBeLessThanOrEqual(6);
    expect(home.faqs.slice(0, 2).map((faq) => faq.question)).toEqual([
      "Do I need a computer science degree?",
      "Can I switch batches?",
    ]);
  });

  it("computes its figures from the database", async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(home.stats).toEqual({
      courses: await one(sql`select count(*)::int as n from courses where published`),
      instructors: await one(sql`select count(*)::int as n from instructors`),
      upcomingBatches: await one(
        sql`select count(*)::int as n from batches where start_date > ${today} and status = 'open'`,
      ),
      learners: await one(
        sql`select count(distinct user_id)::int as n from enrollments where status <> 'cancelled'`,
      ),
      reviewCount: await one(sql`
        select count(*)::int as n from course_reviews r join courses c on c.id = r.course_id
        where r.published and c.published`),
      averageRating: expect.any(Number),
    });
    const mean = await sqlRows<{ m: string }>(
      t.database.db,
      sql`select avg(r.rating)::text as m from course_reviews r join courses c on c.id = r.course_id
        where r.published and c.published`,
    );
    expect(home.stats.averageRating).toBeCloseTo(Number(mean[0]!.m), 1);
  });

  it("is public and needs no session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/home", headers: { cookie: "" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/json");
  });
});
