import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { learningApi } from "#contracts/api/learning.ts";
import { seoApi } from "#contracts/api/seo.ts";
import { addCalendarDays } from "#contracts/calendar-date.ts";
import { studentEnrollmentsPath } from "#contracts/enrollments.ts";
import type { CourseOutline, LessonView } from "#contracts/learning.ts";
import { lessonNoteMaxLength, lessonPreviewPath, schoolTimeZone } from "#contracts/learning-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { courseModules, lessons } from "#server/db/schema/learning.ts";
import { seededAssignmentTitle } from "#server/db/seed-assignments.ts";
import { seedCourseCatalog } from "#server/db/seed-catalog-content.ts";
import { seededQuizTitle } from "#server/db/seed-quizzes.ts";
import { calendarDateIn } from "#server/lib/time-zone.ts";
import { lessonNotOpenMessage } from "#server/modules/learning/open-lesson.ts";
import { staffProgressMessage } from "#server/modules/learning/set-lesson-completion.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// The course player's API (issue 14) on a seeded database: who may read a course, drip locks by calendar
// date in the school's zone, progress math written through to My Enrolled Courses, and private notes.

let t: TestApp;
const today = calendarDateIn(schoolTimeZone, new Date());
const slug = "ai-engineers";
const otherSlug = "machine-learning";
let courseId: string;
let otherCourseId: string;

type Who =
  | "learner"
  | "selfPaced"
  | "otherStudent"
  | "lapsed"
  | "teacher"
  | "otherTeacher"
  | "admin"
  | "marketer";
const sessions = {} as Record<Who, Visitor>;

const outlineUrl = (courseSlug = slug) => endpointUrl(learningApi.outline, { params: { courseSlug } });
const lessonUrl = (lessonId: string, courseSlug = slug) =>
  endpointUrl(learningApi.lesson, { params: { courseSlug, lessonId } });
const completionUrl = (lessonId: string, courseSlug = slug) =>
  endpointUrl(learningApi.setCompletion, { params: { courseSlug, lessonId } });
const noteUrl = (lessonId: string, courseSlug = slug) =>
  endpointUrl(learningApi.saveNote, { params: { courseSlug, lessonId } });

async function lessonIds(course: string, modulePosition: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(and(eq(lessons.courseId, course), eq(courseModules.position, modulePosition)))
    .orderBy(asc(lessons.position));
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const rows = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
  courseId = rows.find((row) => row.slug === slug)!.id;
  otherCourseId = rows.find((row) => row.slug === otherSlug)!.id;
  // A batch that started three days ago: module 0 is open on enrollment, module 1 opens on day 7.
  const started = await createBatch(db, courseId, addCalendarDays(today, -3));

  const accounts = {
    learner: await createAccount(db),
    selfPaced: await createAccount(db),
    otherStudent: await createAccount(db),
    lapsed: await createAccount(db),
    teacher: await createAccount(db, { role: "instructor" }),
    otherTeacher: await createAccount(db, { role: "instructor" }),
    admin: await createAccount(db, { role: "admin" }),
    marketer: await createAccount(db, { role: "digital_marketer" }),
  };
  await db.insert(enrollments).values([
    { userId: accounts.learner.id, courseId, batchId: started },
    { userId: accounts.selfPaced.id, courseId },
    { userId: accounts.otherStudent.id, courseId: otherCourseId },
    { userId: accounts.lapsed.id, courseId, status: "cancelled" },
  ]);
  await db.insert(courseInstructors).values([
    { userId: accounts.teacher.id, courseId },
    { userId: accounts.otherTeacher.id, courseId: otherCourseId },
  ]);
  for (const who of Object.keys(accounts) as Who[]) sessions[who] = await signedIn(t.app, accounts[who]);
});

afterAll(async () => {
  await t?.close();
});

describe("the curriculum in tables", () => {
  it("holds the seeded modules and lessons in order, and the public course page reads them", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/courses/${slug}` });
    expect(response.statusCode).toBe(200);
    const curriculum = response.json().curriculum as { title: string; lessons: { title: string }[] }[];
    expect(curriculum.map((module) => module.title)).toEqual(
      seedCourseCatalog[slug].curriculum.map((module) => module.title),
    );
    // The first module ends with the seeded practice quiz and assignment (server/db/seed-quizzes.ts,
    // seed-assignments.ts).
    expect(curriculum.map((module) => module.lessons.map((lesson) => lesson.title))).toEqual(
      seedCourseCatalog[slug].curriculum.map((module, index) => [
        ...module.lessons.map((lesson) => lesson.title),
        ...(index === 0 ? [seededQuizTitle, seededAssignmentTitle] : []),
      ]),
    );
  });

  it("leaves drafts out of the public curriculum", async () => {
    const [firstModule] = await t.database.db
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(and(eq(courseModules.courseId, otherCourseId), eq(courseModules.position, 0)));
    await t.database.db.insert(lessons).values({
      moduleId: firstModule!.id,
      courseId: otherCourseId,
      position: 90,
      title: "Unreleased draft lesson",
    });
    const response = await t.app.inject({ method: "GET", url: `/api/courses/${otherSlug}` });
    expect(JSON.stringify(response.json().curriculum)).not.toContain("Unreleased draft lesson");
  });
});

describe("free previews", () => {
  const previewUrl = (lessonId: string, courseSlug = slug) =>
    endpointUrl(learningApi.preview, { params: { slug: courseSlug, lessonId } });

  it("opens the seeded first lesson to anyone and names it on the public curriculum", async () => {
    const [first, second] = await lessonIds(courseId, 0);
    const page = (await t.app.inject({ method: "GET", url: `/api/courses/${slug}` })).json();
    expect(page.curriculum[0].lessons[0].previewId).toBe(first);
    expect(page.curriculum[0].lessons[1].previewId).toBeNull();

    const response = await t.app.inject({ method: "GET", url: previewUrl(first!) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      course: { slug, title: "AI Engineering" },
      lesson: { id: first, kind: "article" },
    });
    expect(response.json().lesson.html).toContain("<h2>");
    expect((await t.app.inject({ method: "GET", url: previewUrl(second!) })).statusCode).toBe(404);
  });

  it("answers 404 for a preview under another course, and 400 for a malformed id", async () => {
    const [first] = await lessonIds(courseId, 0);
    expect((await t.app.inject({ method: "GET", url: previewUrl(first!, otherSlug) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: previewUrl("nope") })).statusCode).toBe(400);
  });

  it("lists each free preview in the sitemap while it is one, and describes it from its own text", async () => {
    const [first] = await lessonIds(courseId, 0);
    const sitemap = async () => (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    const path = lessonPreviewPath(slug, first!);
    expect(await sitemap()).toContain(`${path}</loc>`);
    const meta = await t.app.inject({
      method: "GET",
      url: endpointUrl(seoApi.pageMeta, { query: { path } }),
    });
    expect(meta.json()).toMatchObject({ pageType: "article", noindex: false });
    expect(meta.json().description).not.toContain("#");

    await t.database.db.update(lessons).set({ freePreview: false }).where(eq(lessons.id, first!));
    try {
      expect(await sitemap()).not.toContain(path);
      const gone = await t.app.inject({
        method: "GET",
        url: endpointUrl(seoApi.pageMeta, { query: { path } }),
      });
      expect(gone.statusCode).toBe(404);
    } finally {
      await t.database.db.update(lessons).set({ freePreview: true }).where(eq(lessons.id, first!));
    }
  });
});

describe("who may open a course", () => {
  const cases: [Who | "anonymous", number][] = [
    ["anonymous", 401],
    ["learner", 200],
    ["selfPaced", 200],
    ["teacher", 200],
    ["admin", 200],
    ["otherStudent", 403],
    ["lapsed", 403],
    ["otherTeacher", 403],
    ["marketer", 403],
  ];

  it.each(cases)("outline, lesson, completion and note for %s: %i", async (who, status) => {
    // A signed-out browser still holds the anti-forgery pair, so its writes reach the access check.
    const session = who === "anonymous" ? await visit(t.app) : sessions[who];
    const [lessonId] = await lessonIds(courseId, 0);
    expect((await call(t.app, session, "GET", outlineUrl())).statusCode).toBe(status);
    expect((await call(t.app, session, "GET", lessonUrl(lessonId!))).statusCode).toBe(status);
    const note = await call(t.app, session, "PUT", noteUrl(lessonId!), { note: `note of ${who}` });
    expect(note.statusCode).toBe(status);
    const completion = await call(t.app, session, "PUT", completionUrl(lessonId!), { completed: false });
    // Staff read every lesson but record no progress.
    const staff = who === "teacher" || who === "admin";
    expect(completion.statusCode).toBe(staff ? 403 : status);
    if (staff) expect(completion.json().error).toBe(staffProgressMessage);
    if (status === 403 && !staff) expect(completion.json().error).toBe(apiMessages.forbidden);
  });

  it("lists only the caller's own holding enrollments as their courses", async () => {
    const lapsed = await call(t.app, sessions.lapsed, "GET", endpointUrl(learningApi.myCourses));
    expect(lapsed.json()).toEqual([]);
    const admin = await call(t.app, sessions.admin, "GET", endpointUrl(learningApi.myCourses));
    expect(admin.json()).toEqual([]);
    const other = await call(t.app, sessions.otherStudent, "GET", endpointUrl(learningApi.myCourses));
    expect(other.json().map((item: { course: { slug: string } }) => item.course.slug)).toEqual([otherSlug]);
    expect((await call(t.app, null, "GET", endpointUrl(learningApi.myCourses))).statusCode).toBe(401);
  });

  it("answers 404 for an unknown course and for a lesson of another course", async () => {
    expect((await call(t.app, sessions.learner, "GET", outlineUrl("no-such-course"))).statusCode).toBe(404);
    const [foreign] = await lessonIds(otherCourseId, 0);
    expect((await call(t.app, sessions.learner, "GET", lessonUrl(foreign!))).statusCode).toBe(404);
    expect((await call(t.app, sessions.admin, "GET", lessonUrl(foreign!))).statusCode).toBe(404);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await call(t.app, sessions.learner, "GET", lessonUrl(missing))).statusCode).toBe(404);
  });

  it("refuses a malformed lesson id with 400, and a write without the anti-forgery header with 403", async () => {
    expect((await call(t.app, sessions.learner, "GET", lessonUrl("not-a-uuid"))).statusCode).toBe(400);
    const [lessonId] = await lessonIds(courseId, 0);
    const response = await t.app.inject({
      method: "PUT",
      url: completionUrl(lessonId!),
      payload: { completed: true },
      headers: { cookie: sessions.learner.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("lesson content", () => {
  it("serves the seeded article as sanitised HTML with highlighted code, and an author's script inert", async () => {
    const [first] = await lessonIds(courseId, 0);
    const view = (await call(t.app, sessions.selfPaced, "GET", lessonUrl(first!))).json() as LessonView;
    expect(view.lesson.html).toContain("<h2>");
    expect(view.lesson.html).toMatch(/<span class="hljs-[a-z]+">/);

    const [module] = await t.database.db
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(and(eq(courseModules.courseId, courseId), eq(courseModules.position, 0)));
    const [hostile] = await t.database.db
      .insert(lessons)
      .values({
        moduleId: module!.id,
        courseId,
        position: 60,
        title: "Hostile",
        status: "published",
        required: false,
        body: "<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>",
      })
      .returning({ id: lessons.id });
    const html = ((await call(t.app, sessions.selfPaced, "GET", lessonUrl(hostile!.id))).json() as LessonView)
      .lesson.html;
    expect(html).not.toMatch(/<script|javascript:|onerror/i);
  });
});

describe("drip", () => {
  it("locks a batch's later modules until their calendar date and tells the date", async () => {
    const outline = (await call(t.app, sessions.learner, "GET", outlineUrl())).json() as CourseOutline;
    expect(outline.viewer).toBe("learner");
    const [first, second] = outline.modules;
    expect(first).toMatchObject({ locked: false, opensOn: null });
    expect(second).toMatchObject({ locked: true, opensOn: addCalendarDays(today, 4) });
    expect(second!.lessons.every((lesson) => lesson.locked)).toBe(true);

    const lockedId = second!.lessons[0]!.id;
    const view = (await call(t.app, sessions.learner, "GET", lessonUrl(lockedId))).json() as LessonView;
    expect(view.lesson).toMatchObject({ locked: true, html: "", opensOn: addCalendarDays(today, 4) });
    const completion = await call(t.app, sessions.learner, "PUT", completionUrl(lockedId), {
      completed: true,
    });
    expect(completion.statusCode).toBe(403);
    expect(completion.json().error).toBe(lessonNotOpenMessage);
  });

  it("opens everything to a self-paced learner and to staff", async () => {
    for (const who of ["selfPaced", "teacher", "admin"] as const) {
      const outline = (await call(t.app, sessions[who], "GET", outlineUrl())).json() as CourseOutline;
      expect(outline.modules.every((module) => !module.locked && module.opensOn === null)).toBe(true);
    }
  });
});

describe("progress", () => {
  it("is the share of published required lessons completed, written through to My Enrolled Courses", async () => {
    const ids = await lessonIds(courseId, 0);
    const total = seedCourseCatalog[slug].curriculum.flatMap((module) => module.lessons).length;
    const first = await call(t.app, sessions.selfPaced, "PUT", completionUrl(ids[0]!), { completed: true });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      completed: true,
      progress: { percent: Math.round((1 / total) * 100), completedRequired: 1, totalRequired: total },
    });
    // Completing twice changes nothing.
    await call(t.app, sessions.selfPaced, "PUT", completionUrl(ids[0]!), { completed: true });
    const second = await call(t.app, sessions.selfPaced, "PUT", completionUrl(ids[1]!), { completed: true });
    expect(second.json().progress.completedRequired).toBe(2);
    const listed = (await call(t.app, sessions.selfPaced, "GET", studentEnrollmentsPath)).json();
    expect(listed[0].progress).toBe(Math.round((2 / total) * 100));

    const undone = await call(t.app, sessions.selfPaced, "PUT", completionUrl(ids[1]!), { completed: false });
    expect(undone.json().progress.completedRequired).toBe(1);
    const outline = (await call(t.app, sessions.selfPaced, "GET", outlineUrl())).json() as CourseOutline;
    expect(outline.modules[0]!.lessons.map((lesson) => lesson.completed).slice(0, 2)).toEqual([true, false]);
    expect(outline.progress.completedRequired).toBe(1);
  });

  it("does not count optional lessons, and shows drafts only to staff", async () => {
    const [firstModule] = await t.database.db
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(and(eq(courseModules.courseId, courseId), eq(courseModules.position, 0)));
    const [optional, draft] = await t.database.db
      .insert(lessons)
      .values([
        {
          moduleId: firstModule!.id,
          courseId,
          position: 50,
          title: "Optional reading",
          status: "published",
          required: false,
        },
        { moduleId: firstModule!.id, courseId, position: 51, title: "Draft in progress" },
      ])
      .returning({ id: lessons.id });
    const before = (await call(t.app, sessions.selfPaced, "GET", outlineUrl())).json() as CourseOutline;
    const done = await call(t.app, sessions.selfPaced, "PUT", completionUrl(optional!.id), {
      completed: true,
    });
    expect(done.json().progress).toEqual(before.progress);

    expect((await call(t.app, sessions.selfPaced, "GET", lessonUrl(draft!.id))).statusCode).toBe(404);
    const staffView = (await call(t.app, sessions.teacher, "GET", outlineUrl())).json() as CourseOutline;
    const draftLesson = staffView.modules[0]!.lessons.find((lesson) => lesson.id === draft!.id);
    expect(draftLesson).toMatchObject({ draft: true });
    expect(before.modules[0]!.lessons.some((lesson) => lesson.id === draft!.id)).toBe(false);
  });
});

describe("the reader's place and notes", () => {
  it("resumes at the lesson opened last", async () => {
    const ids = await lessonIds(courseId, 0);
    const newcomer = await createAccount(t.database.db);
    await t.database.db.insert(enrollments).values({ userId: newcomer.id, courseId });
    const session = await signedIn(t.app, newcomer);
    const fresh = (await call(t.app, session, "GET", outlineUrl())).json() as CourseOutline;
    expect(fresh).toMatchObject({ started: false, resumeLessonId: ids[0] });
    const view = (await call(t.app, session, "GET", lessonUrl(ids[2]!))).json() as LessonView;
    expect(view).toMatchObject({ previousLessonId: ids[1], nextLessonId: ids[3] });
    const after = (await call(t.app, session, "GET", outlineUrl())).json() as CourseOutline;
    expect(after).toMatchObject({ started: true, resumeLessonId: ids[2] });
    const mine = await call(t.app, session, "GET", endpointUrl(learningApi.myCourses));
    expect(mine.json()).toEqual([
      {
        enrollmentId: expect.any(String),
        course: { slug, title: "AI Engineering" },
        progress: 0,
        lastLesson: { id: ids[2], title: expect.any(String), viewedAt: expect.any(String) },
      },
    ]);
  });

  it("keeps a note private to its writer and refuses one over the limit", async () => {
    const [lessonId] = await lessonIds(courseId, 0);
    const saved = await call(t.app, sessions.learner, "PUT", noteUrl(lessonId!), {
      note: "Temperature 0 for extraction",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().note).toBe("Temperature 0 for extraction");
    const mine = (await call(t.app, sessions.learner, "GET", lessonUrl(lessonId!))).json() as LessonView;
    expect(mine.note).toBe("Temperature 0 for extraction");
    const theirs = (await call(t.app, sessions.selfPaced, "GET", lessonUrl(lessonId!))).json() as LessonView;
    expect(theirs.note).not.toBe("Temperature 0 for extraction");

    const tooLong = await call(t.app, sessions.learner, "PUT", noteUrl(lessonId!), {
      note: "x".repeat(lessonNoteMaxLength + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0]).toMatchObject({ field: "note" });
    const kept = (await call(t.app, sessions.learner, "GET", lessonUrl(lessonId!))).json() as LessonView;
    expect(kept.note).toBe("Temperature 0 for extraction");
  });
});
