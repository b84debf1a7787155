import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { learningApi } from "#contracts/api/learning.ts";
import { addCalendarDays } from "#contracts/calendar-date.ts";
import type { DueThisWeek } from "#contracts/deadlines.ts";
import { schoolTimeZone } from "#contracts/learning-text.ts";
import { assignmentSubmissions, assignments } from "#server/db/schema/assessments.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import { courseModules, lessons } from "#server/db/schema/learning.ts";
import { batchSchedules } from "#server/db/schema/live-classes.ts";
import { calendarDateIn, zoneClock } from "#server/lib/time-zone.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";

// Assignments in "Due this week" (issue 16): due `dueDays` after the learner's batch started, at the due time
// on the batch's own clock; listed until handed in; past due while late work is accepted, gone once closed.

let t: TestApp;
const today = calendarDateIn(schoolTimeZone, new Date());
const slug = "machine-learning";
const zone = "Asia/Kolkata";
let courseId: string;
let batchStart: string;
const url = endpointUrl(learningApi.dueThisWeek);
const s = {} as Record<"learner" | "selfPaced", Visitor & { id: string }>;
const lessonIds = {} as Record<"soon" | "lateOk" | "closed" | "handedIn" | "noDate", string>;

async function assignmentLesson(title: string, settings: Partial<typeof assignments.$inferInsert>) {
  const [first] = await t.database.db
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(and(eq(courseModules.courseId, courseId), eq(courseModules.position, 0)))
    .orderBy(asc(courseModules.position));
  const [row] = await t.database.db
    .insert(lessons)
    .values({
      moduleId: first!.id,
      courseId,
      position: 500 + Math.floor(Math.random() * 100_000),
      title,
      kind: "assignment",
      status: "published",
    })
    .returning({ id: lessons.id });
  await t.database.db
    .insert(assignments)
    .values({ lessonId: row!.id, courseId, dueTime: "18:00", ...settings });
  return row!.id;
}

const week = async (who: Visitor) => {
  const response = await call(t.app, who, "GET", url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DueThisWeek;
};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  courseId = (await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)))[0]!.id;
  batchStart = addCalendarDays(today, -3);
  const batchId = await createBatch(db, courseId, batchStart);
  await db.insert(batchSchedules).values({
    batchId,
    weekdays: ["mon"],
    startTime: "18:00",
    durationMinutes: 60,
    timeZone: zone,
    firstDate: batchStart,
    lastDate: addCalendarDays(batchStart, 60),
  });
  const learner = await createAccount(db);
  const selfPaced = await createAccount(db);
  await db.insert(enrollments).values([
    { userId: learner.id, courseId, batchId },
    { userId: selfPaced.id, courseId },
  ]);
  s.learner = { ...(await signedIn(t.app, learner)), id: learner.id };
  s.selfPaced = { ...(await signedIn(t.app, selfPaced)), id: selfPaced.id };
  lessonIds.soon = await assignmentLesson("Due soon", { dueDays: 5 });
  lessonIds.lateOk = await assignmentLesson("Late accepted", { dueDays: 1, latePolicy: "accept_marked" });
  lessonIds.closed = await assignmentLesson("Closed at due", { dueDays: 1, latePolicy: "closed" });
  lessonIds.handedIn = await assignmentLesson("Handed in", { dueDays: 4 });
  lessonIds.noDate = await assignmentLesson("No due date", { dueDays: null });
  await db.insert(assignmentSubmissions).values({
    lessonId: lessonIds.handedIn,
    courseId,
    userId: learner.id,
    batchId,
    repoUrl: "https://github.com/a/b",
  });
});

afterAll(async () => {
  await t?.close();
});

describe("assignments in due this week", () => {
  it("lists each unsubmitted assignment at its due time on the batch's clock", async () => {
    const items = (await week(s.learner)).items.filter((item) => item.kind === "assignment_due");
    const byLesson = new Map(items.map((item) => [item.lessonId, item]));
    const dueSoon = zoneClock(zone).instantAt(addCalendarDays(batchStart, 5), "18:00");
    expect(byLesson.get(lessonIds.soon)).toMatchObject({
      course: { slug },
      date: calendarDateIn(schoolTimeZone, dueSoon),
      overdue: false,
      assignment: { title: "Due soon", dueAt: dueSoon.toISOString() },
    });
    expect(byLesson.get(lessonIds.lateOk)).toMatchObject({
      overdue: true,
      assignment: { title: "Late accepted" },
    });
    // Closed at the due time: nothing left to do. Handed in: done. No due date: nothing to list.
    expect(byLesson.has(lessonIds.closed)).toBe(false);
    expect(byLesson.has(lessonIds.handedIn)).toBe(false);
    expect(byLesson.has(lessonIds.noDate)).toBe(false);
    // A handed-in assignment is done for its module's deadline too, graded or not.
    const all = await week(s.learner);
    expect(
      [...all.items, ...(all.next ? [all.next] : [])].some((item) => item.lessonId === lessonIds.handedIn),
    ).toBe(false);
    // Past due first, as the list sorts by date.
    expect(items[0]!.lessonId).toBe(lessonIds.lateOk);
  });

  it("gives self-paced learners no assignment deadlines", async () => {
    const result = await week(s.selfPaced);
    expect(result.pacing).toBe("self_paced");
    expect(result.items.filter((item) => item.kind === "assignment_due")).toEqual([]);
  });
});
