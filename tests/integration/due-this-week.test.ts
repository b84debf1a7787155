import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { learningApi } from "#contracts/api/learning.ts";
import { addCalendarDays } from "#contracts/calendar-date.ts";
import type { DueThisWeek } from "#contracts/deadlines.ts";
import { schoolTimeZone } from "#contracts/learning-text.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import { courseModules, lessons } from "#server/db/schema/learning.ts";
import { calendarDateIn } from "#server/lib/time-zone.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// "Due this week" on the student overview (issue 14): the seeded course opens module 1 on enrollment and
// module N on day 7×(N-1); each module is due when the next opens. Read through the API on a real database.

let t: TestApp;
const today = calendarDateIn(schoolTimeZone, new Date());
const slug = "ai-engineers";
let courseId: string;
const url = endpointUrl(learningApi.dueThisWeek);

type Who = "fresh" | "behind" | "selfPaced" | "both" | "lapsed" | "ahead";
const sessions = {} as Record<Who, Visitor>;

const batchStarting = (offsetDays: number) =>
  createBatch(t.database.db, courseId, addCalendarDays(today, offsetDays));

async function firstModule() {
  const rows = await t.database.db
    .select({ id: lessons.id, required: lessons.required, moduleId: courseModules.id })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(
      and(eq(lessons.courseId, courseId), eq(courseModules.position, 0), eq(lessons.status, "published")),
    )
    .orderBy(asc(lessons.position));
  return { moduleId: rows[0]!.moduleId, required: rows.filter((row) => row.required).map((row) => row.id) };
}

const due = async (who: Who) => {
  const response = await call(t.app, sessions[who], "GET", url);
  expect(response.statusCode).toBe(200);
  return response.json() as DueThisWeek;
};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  courseId = (await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)))[0]!.id;
  const startedThreeDaysAgo = await batchStarting(-3);
  const startedLongAgo = await batchStarting(-24);
  const startsNextMonth = await batchStarting(30);
  const accounts = {
    fresh: await createAccount(db),
    behind: await createAccount(db),
    selfPaced: await createAccount(db),
    both: await createAccount(db),
    lapsed: await createAccount(db),
    ahead: await createAccount(db),
  };
  await db.insert(enrollments).values([
    { userId: accounts.fresh.id, courseId, batchId: startedThreeDaysAgo },
    { userId: accounts.behind.id, courseId, batchId: startedLongAgo },
    { userId: accounts.selfPaced.id, courseId },
    { userId: accounts.both.id, courseId, batchId: startedThreeDaysAgo },
    { userId: accounts.both.id, courseId },
    { userId: accounts.lapsed.id, courseId, batchId: startedThreeDaysAgo, status: "cancelled" },
    { userId: accounts.ahead.id, courseId, batchId: startsNextMonth },
  ]);
  for (const who of Object.keys(accounts) as Who[]) sessions[who] = await signedIn(t.app, accounts[who]);
});

afterAll(async () => {
  await t?.close();
});

describe("due this week", () => {
  it("shows the open module due when the next one opens, and that opening, for a batch that just started", async () => {
    const { moduleId, required } = await firstModule();
    const week = await due("fresh");
    expect(week).toMatchObject({
      pacing: "batch",
      today,
      weekEnds: addCalendarDays(today, 6),
      more: 0,
      next: null,
    });
    expect(week.items.map((item) => [item.kind, item.date, item.overdue])).toEqual([
      ["module_due", addCalendarDays(today, 4), false],
      ["module_opens", addCalendarDays(today, 4), false],
    ]);
    expect(week.items[0]).toMatchObject({
      course: { slug },
      module: { id: moduleId },
      lessonsLeft: required.length,
      lessonId: required[0],
    });
  });

  it("counts down as the learner completes lessons and drops the module once its required lessons are done", async () => {
    const { required } = await firstModule();
    const complete = (lessonId: string) =>
      call(
        t.app,
        sessions.fresh,
        "PUT",
        endpointUrl(learningApi.setCompletion, { params: { courseSlug: slug, lessonId } }),
        {
          completed: true,
        },
      );
    expect((await complete(required[0]!)).statusCode).toBe(200);
    let week = await due("fresh");
    expect(week.items[0]).toMatchObject({
      kind: "module_due",
      lessonsLeft: required.length - 1,
      lessonId: required[1],
    });
    for (const id of required.slice(1)) await complete(id);
    week = await due("fresh");
    expect(week.items.map((item) => item.kind)).toEqual(["module_opens"]);
  });

  it("ignores a draft lesson in the module", async () => {
    const { moduleId, required } = await firstModule();
    const [draft] = await t.database.db
      .insert(lessons)
      .values({ moduleId, courseId, position: 999, title: "Unpublished extra", status: "draft" })
      .returning({ id: lessons.id });
    const week = await due("behind");
    expect(week.items.find((item) => item.module.id === moduleId)!.lessonsLeft).toBe(required.length);
    await t.database.db.delete(lessons).where(eq(lessons.id, draft!.id));
  });

  it("puts past-due modules first for a learner who fell behind", async () => {
    const week = await due("behind");
    // Started 24 days ago: modules due on days 7, 14 and 21 are past; the one due on day 28 is this week.
    expect(week.items.map((item) => [item.date, item.overdue])).toEqual([
      [addCalendarDays(today, -17), true],
      [addCalendarDays(today, -10), true],
      [addCalendarDays(today, -3), true],
      [addCalendarDays(today, 4), false],
      [addCalendarDays(today, 4), false],
    ]);
    expect(week.items.at(-1)!.kind).toBe("module_opens");
  });

  it("names the next date when nothing falls in the week", async () => {
    const week = await due("ahead");
    expect(week.items).toEqual([]);
    // The batch starts in 30 days: the first module, open already, is due when the second opens on day 7.
    expect(week.next).toMatchObject({ kind: "module_due", date: addCalendarDays(today, 37) });
  });

  it("has no deadlines for self-paced learners, also when they hold a batch seat too, and none after a refund", async () => {
    expect(await due("selfPaced")).toMatchObject({ pacing: "self_paced", items: [], next: null });
    expect(await due("both")).toMatchObject({ pacing: "self_paced", items: [], next: null });
    expect(await due("lapsed")).toMatchObject({ pacing: "none", items: [], next: null });
  });

  it("asks who is reading", async () => {
    const anonymous = await visit(t.app);
    expect((await call(t.app, anonymous, "GET", url)).statusCode).toBe(401);
  });
});
