import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { learningApi } from "#contracts/api/learning.ts";
import { rosterApi } from "#contracts/api/roster.ts";
import type { CourseOutline } from "#contracts/learning.ts";
import type { Roster } from "#contracts/roster.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { courseModules, lessonProgress, lessons } from "#server/db/schema/learning.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";

// The instructor's roster (issue 14) on a seeded database: who may read it, which batch it shows, figures
// from real lesson_progress rows, cancelled enrollments left out, and the CSV download.

let t: TestApp;
const slug = "ai-engineers";
const otherSlug = "machine-learning";
let courseId: string;
let otherCourseId: string;
/** The earliest batch of the course, so the roster opens on it. */
let firstBatch: string;
let laterBatch: string;
let foreignBatch: string;
let firstLessons: string[];

type Who = "teacher" | "otherTeacher" | "admin" | "student";
const sessions = {} as Record<Who, Visitor>;
let people: Record<"zoe" | "ann" | "max" | "lapsed" | "selfPaced" | "mallory" | "later", TestAccount>;

const rosterUrl = (batch?: string, courseSlug = slug) =>
  endpointUrl(rosterApi.roster, { params: { courseSlug }, query: { batch } });
const csvUrl = (batch?: string, courseSlug = slug) =>
  endpointUrl(rosterApi.rosterCsv, { params: { courseSlug }, query: { batch } });

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const rows = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
  courseId = rows.find((row) => row.slug === slug)!.id;
  otherCourseId = rows.find((row) => row.slug === otherSlug)!.id;
  firstBatch = await createBatch(db, courseId, "2020-01-06");
  const [later] = await db
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.courseId, courseId), sql`${batches.startDate} > '2020-01-06'`))
    .orderBy(asc(batches.startDate))
    .limit(1);
  laterBatch = later!.id;
  const [foreign] = await db
    .select({ id: batches.id })
    .from(batches)
    .where(eq(batches.courseId, otherCourseId))
    .limit(1);
  foreignBatch = foreign!.id;
  const lessonRows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(and(eq(lessons.courseId, courseId), eq(lessons.status, "published"), eq(lessons.required, true)))
    .orderBy(asc(courseModules.position), asc(lessons.position));
  firstLessons = lessonRows.map((row) => row.id);

  people = {
    zoe: await createAccount(db, { name: "Zoe Adams" }),
    ann: await createAccount(db, { name: "ann Baker" }),
    max: await createAccount(db, { name: 'Chen, "Max"' }),
    lapsed: await createAccount(db, { name: "Lapsed Learner" }),
    selfPaced: await createAccount(db, { name: "Sam Self" }),
    mallory: await createAccount(db, {
      name: '=HYPERLINK("http://evil.example","open")',
      email: "-mallory@example.com",
    }),
    later: await createAccount(db, { name: "Later Student" }),
  };
  await db.insert(enrollments).values([
    { userId: people.zoe.id, courseId, batchId: firstBatch },
    { userId: people.ann.id, courseId, batchId: firstBatch },
    { userId: people.max.id, courseId, batchId: firstBatch, progress: 100, status: "completed" },
    { userId: people.lapsed.id, courseId, batchId: firstBatch, status: "cancelled" },
    { userId: people.selfPaced.id, courseId },
    { userId: people.mallory.id, courseId },
    { userId: people.later.id, courseId, batchId: laterBatch },
    // Ann's trace in another course says nothing of this one.
    { userId: people.ann.id, courseId: otherCourseId },
  ]);

  const accounts = {
    teacher: await createAccount(db, { role: "instructor" }),
    otherTeacher: await createAccount(db, { role: "instructor" }),
    admin: await createAccount(db, { role: "admin" }),
    student: people.zoe,
  };
  await db.insert(courseInstructors).values([
    { userId: accounts.teacher.id, courseId },
    { userId: accounts.otherTeacher.id, courseId: otherCourseId },
  ]);
  for (const who of Object.keys(accounts) as Who[]) sessions[who] = await signedIn(t.app, accounts[who]);
});

afterAll(async () => {
  await t?.close();
});

describe("who may read a roster", () => {
  const cases: [Who | "anonymous", number][] = [
    ["teacher", 200],
    ["admin", 200],
    ["otherTeacher", 403],
    ["student", 403],
    ["anonymous", 401],
  ];

  it.each(cases)("roster and CSV for %s: %i", async (who, status) => {
    const session = who === "anonymous" ? null : sessions[who];
    expect((await call(t.app, session, "GET", rosterUrl())).statusCode).toBe(status);
    expect((await call(t.app, session, "GET", csvUrl())).statusCode).toBe(status);
  });

  it("answers 404 for an unknown course and another course's batch, 400 for a malformed batch", async () => {
    const teacher = sessions.teacher;
    expect((await call(t.app, teacher, "GET", rosterUrl(undefined, "no-such-course"))).statusCode).toBe(404);
    expect((await call(t.app, teacher, "GET", csvUrl(undefined, "no-such-course"))).statusCode).toBe(404);
    expect((await call(t.app, teacher, "GET", rosterUrl(foreignBatch))).statusCode).toBe(404);
    expect((await call(t.app, teacher, "GET", csvUrl(foreignBatch))).statusCode).toBe(404);
    expect((await call(t.app, teacher, "GET", rosterUrl("batch-1"))).statusCode).toBe(400);
    // The other course's instructor reads their own course, batch and all.
    const own = await call(t.app, sessions.otherTeacher, "GET", rosterUrl(foreignBatch, otherSlug));
    expect(own.statusCode).toBe(200);
  });
});

describe("the roster", () => {
  it("opens on the first batch by start date, lists the batches with head counts and leaves cancelled out", async () => {
    const response = await call(t.app, sessions.teacher, "GET", rosterUrl());
    expect(response.statusCode).toBe(200);
    const roster = response.json() as Roster;
    expect(roster.course).toEqual({ slug, title: "AI Engineering" });
    expect(roster.batch?.id).toBe(firstBatch);
    expect(roster.batches[0]).toMatchObject({ id: firstBatch, startDate: "2020-01-06", enrolled: 3 });
    expect(roster.batches.find((batch) => batch.id === laterBatch)?.enrolled).toBe(1);
    expect(roster.batches.map((batch) => batch.startDate)).toEqual(
      roster.batches.map((batch) => batch.startDate).sort(),
    );
    expect(roster.selfPacedCount).toBe(2);
    expect(roster.students.map((student) => student.name)).toEqual(["ann Baker", 'Chen, "Max"', "Zoe Adams"]);
    expect(roster.students.map((student) => student.userId)).not.toContain(people.lapsed.id);
  });

  it("computes lessons completed and last activity from lesson_progress, and shows the enrollment's progress", async () => {
    const zoe = await signedIn(t.app, people.zoe);
    const [one, two, three] = firstLessons;
    for (const lessonId of [one!, two!]) {
      const url = endpointUrl(learningApi.setCompletion, { params: { courseSlug: slug, lessonId } });
      expect((await call(t.app, zoe, "PUT", url, { completed: true })).statusCode).toBe(200);
    }
    const outline = (
      await call(t.app, zoe, "GET", endpointUrl(learningApi.outline, { params: { courseSlug: slug } }))
    ).json() as CourseOutline;
    const { db } = t.database;
    // Fixed times, so the latest of updated_at, last_viewed_at and completed_at is known.
    await db
      .update(lessonProgress)
      .set({ updatedAt: new Date("2026-01-02T10:00:00Z"), completedAt: new Date("2026-01-02T09:00:00Z") })
      .where(eq(lessonProgress.userId, people.zoe.id));
    await db.insert(lessonProgress).values({
      userId: people.zoe.id,
      lessonId: three!,
      courseId,
      lastViewedAt: new Date("2026-01-05T08:30:00Z"),
      updatedAt: new Date("2026-01-03T00:00:00Z"),
    });
    // Ann completed a lesson of another course only.
    const [foreignLesson] = await db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.courseId, otherCourseId));
    await db.insert(lessonProgress).values({
      userId: people.ann.id,
      lessonId: foreignLesson!.id,
      courseId: otherCourseId,
      completedAt: new Date("2026-02-01T00:00:00Z"),
    });

    const roster = (await call(t.app, sessions.teacher, "GET", rosterUrl(firstBatch))).json() as Roster;
    const row = (userId: string) => roster.students.find((student) => student.userId === userId);
    expect(outline.progress.percent).toBeGreaterThan(0);
    expect(row(people.zoe.id)).toEqual({
      userId: people.zoe.id,
      name: "Zoe Adams",
      email: people.zoe.email,
      progress: outline.progress.percent,
      lessonsCompleted: 2,
      lastActivityAt: "2026-01-05T08:30:00.000Z",
    });
    expect(row(people.ann.id)).toMatchObject({ progress: 0, lessonsCompleted: 0, lastActivityAt: null });
    // A completed enrollment stays on the roster with its figure.
    expect(row(people.max.id)).toMatchObject({ progress: 100, lessonsCompleted: 0 });

    // Un-completing a lesson takes it off the count.
    const url = endpointUrl(learningApi.setCompletion, { params: { courseSlug: slug, lessonId: one! } });
    expect((await call(t.app, zoe, "PUT", url, { completed: false })).statusCode).toBe(200);
    const after = (await call(t.app, sessions.teacher, "GET", rosterUrl(firstBatch))).json() as Roster;
    expect(after.students.find((student) => student.userId === people.zoe.id)?.lessonsCompleted).toBe(1);
  });

  it("shows the self-paced students and another batch on request", async () => {
    const selfPaced = (await call(t.app, sessions.admin, "GET", rosterUrl("self-paced"))).json() as Roster;
    expect(selfPaced.batch).toBeNull();
    expect(selfPaced.students.map((student) => student.userId).sort()).toEqual(
      [people.selfPaced.id, people.mallory.id].sort(),
    );
    const later = (await call(t.app, sessions.teacher, "GET", rosterUrl(laterBatch))).json() as Roster;
    expect(later.batch?.id).toBe(laterBatch);
    expect(later.students.map((student) => student.name)).toEqual(["Later Student"]);
  });

  it("opens on the self-paced students of a course without batches", async () => {
    const { db } = t.database;
    const [bare] = await db
      .insert(courses)
      .values({
        slug: "roster-no-batches",
        title: "No Batches",
        summary: "x",
        level: "beginner",
        durationWeeks: 1,
        priceCents: 100,
      })
      .returning({ id: courses.id });
    await db.insert(enrollments).values({ userId: people.selfPaced.id, courseId: bare!.id });
    const response = await call(t.app, sessions.admin, "GET", rosterUrl(undefined, "roster-no-batches"));
    expect(response.json()).toMatchObject({ batches: [], batch: null, selfPacedCount: 1 });
    expect((response.json() as Roster).students.map((student) => student.name)).toEqual(["Sam Self"]);
  });
});

describe("the CSV download", () => {
  it("is an attachment named after the course and batch, with the header row and one line per student", async () => {
    const response = await call(t.app, sessions.teacher, "GET", csvUrl());
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="ai-engineers-2020-01-06-roster.csv"',
    );
    const lines = response.body.split("\r\n");
    expect(lines[0]).toBe("Name,Email,Progress (%),Lessons completed,Last activity");
    expect(lines[1]).toBe(`ann Baker,${people.ann.email},0,0,`);
    expect(lines[2]).toBe(`"Chen, ""Max""",${people.max.email},100,0,`);
    expect(lines[3]).toMatch(/^Zoe Adams,/);
    expect(lines.slice(4)).toEqual([""]);
  });

  it("defuses cells that a spreadsheet would run as formulas", async () => {
    const response = await call(t.app, sessions.teacher, "GET", csvUrl("self-paced"));
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="ai-engineers-self-paced-roster.csv"',
    );
    expect(response.body).toContain(
      `"'=HYPERLINK(""http://evil.example"",""open"")",'-mallory@example.com,0,0,`,
    );
    expect(response.body).not.toMatch(/(^|\r\n|,)"?[=+\-@]/);
  });
});

describe("where the roster opens", () => {
  it("passes over an empty batch that starts first, for the first batch with students", async () => {
    const empty = await createBatch(t.database.db, courseId, "2019-06-03");
    const roster = (await call(t.app, sessions.teacher, "GET", rosterUrl())).json() as Roster;
    expect(roster.batches[0]).toMatchObject({ id: empty, enrolled: 0 });
    expect(roster.batch?.id).toBe(firstBatch);
    // Asked for by its id, the empty batch answers with no students.
    const chosen = (await call(t.app, sessions.teacher, "GET", rosterUrl(empty))).json() as Roster;
    expect(chosen.batch?.id).toBe(empty);
    expect(chosen.students).toEqual([]);
  });
});
