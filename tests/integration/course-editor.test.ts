import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseEditorApi } from "#contracts/api/course-editor.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { learningApi } from "#contracts/api/learning.ts";
import type { CourseContent, LessonDetail } from "#contracts/course-editor.ts";
import { editorText } from "#contracts/course-editor-text.ts";
import type { CourseOutline } from "#contracts/learning.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { lessonProgress } from "#server/db/schema/learning.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// The instructor's course editor (issue 14) on a seeded database: who may edit, drafts and publishing,
// progress recomputed when what counts changes, saves over someone else's, and reorders by two editors.

let t: TestApp;
const slug = "prompt-engineering";
let courseId: string;
type Who = "teacher" | "otherTeacher" | "admin" | "student";
const sessions = {} as Record<Who, Visitor>;
let learnerId: string;
let learner: Visitor;

const params = <T extends Record<string, string>>(extra: T = {} as T) => ({
  params: { courseSlug: slug, ...extra },
});
const contentUrl = () => endpointUrl(courseEditorApi.content, params());
const orderUrl = () => endpointUrl(courseEditorApi.reorder, params());
const lessonUrl = (lessonId: string) => endpointUrl(courseEditorApi.updateLesson, params({ lessonId }));

async function content(who: Who = "teacher"): Promise<CourseContent> {
  const response = await call(t.app, sessions[who], "GET", contentUrl());
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const orderOf = (modules: CourseContent["modules"]) =>
  modules.map((module) => ({ id: module.id, lessonIds: module.lessons.map((lesson) => lesson.id) }));

async function learnerProgress(): Promise<number> {
  const [row] = await t.database.db
    .select({ progress: enrollments.progress })
    .from(enrollments)
    .where(and(eq(enrollments.userId, learnerId), eq(enrollments.courseId, courseId)));
  return row!.progress;
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  courseId = (await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)))[0]!.id;
  const [teacher, otherTeacher, admin, student, learnerAccount] = [
    await createAccount(db, { role: "instructor" }),
    await createAccount(db, { role: "instructor" }),
    await createAccount(db, { role: "admin" }),
    await createAccount(db),
    await createAccount(db),
  ];
  await db.insert(courseInstructors).values({ userId: teacher!.id, courseId });
  learnerId = learnerAccount!.id;
  await db.insert(enrollments).values({ userId: learnerId, courseId });
  sessions.teacher = await signedIn(t.app, teacher!);
  sessions.otherTeacher = await signedIn(t.app, otherTeacher!);
  sessions.admin = await signedIn(t.app, admin!);
  sessions.student = await signedIn(t.app, student!);
  learner = await signedIn(t.app, learnerAccount!);
});

afterAll(async () => {
  await t?.close();
});

describe("who may edit", () => {
  it.each([
    ["teacher", 200],
    ["admin", 200],
    ["otherTeacher", 403],
    ["student", 403],
  ] as const)("%s: %i", async (who, status) => {
    expect((await call(t.app, sessions[who], "GET", contentUrl())).statusCode).toBe(status);
    const created = await call(
      t.app,
      sessions[who],
      "POST",
      endpointUrl(courseEditorApi.createModule, params()),
      {
        title: `Module by ${who}`,
      },
    );
    expect(created.statusCode).toBe(status === 200 ? 201 : status);
  });

  it("answers 401 signed out and 404 for an unknown course", async () => {
    expect((await call(t.app, await visit(t.app), "GET", contentUrl())).statusCode).toBe(401);
    const unknown = endpointUrl(courseEditorApi.content, { params: { courseSlug: "no-such-course" } });
    expect((await call(t.app, sessions.admin, "GET", unknown)).statusCode).toBe(404);
  });

  it("lists the courses an instructor teaches, and every course to an admin", async () => {
    const mine = (await call(t.app, sessions.teacher, "GET", endpointUrl(courseEditorApi.courses))).json();
    expect(mine.map((course: { slug: string }) => course.slug)).toEqual([slug]);
    expect(mine[0]).toMatchObject({ enrolled: 1, averageProgress: 0 });
    // Per batch, counted from the batch's own enrollments (the self-paced learner is in none).
    expect(mine[0].batches.map((batch: { enrolled: number }) => batch.enrolled)).toEqual(
      mine[0].batches.map(() => 0),
    );
    const [batch] = mine[0].batches as { id: string }[];
    expect(batch).toBeDefined();
    {
      const other = await createAccount(t.database.db);
      await t.database.db.insert(enrollments).values({ userId: other.id, courseId, batchId: batch!.id });
      const again = (await call(t.app, sessions.teacher, "GET", endpointUrl(courseEditorApi.courses))).json();
      expect(again[0].batches[0].enrolled).toBe(1);
      expect(again[0].enrolled).toBe(2);
    }
    const all = (await call(t.app, sessions.admin, "GET", endpointUrl(courseEditorApi.courses))).json();
    expect(all.length).toBeGreaterThanOrEqual(5);
    const none = (
      await call(t.app, sessions.otherTeacher, "GET", endpointUrl(courseEditorApi.courses))
    ).json();
    expect(none).toEqual([]);
  });
});

describe("lessons", () => {
  it("adds a draft learners cannot see; publishing it shows it and moves everyone's progress", async () => {
    const before = await content();
    const first = before.modules[0]!;
    // The learner completed every required lesson: 100%.
    const outline = (
      await call(t.app, learner, "GET", endpointUrl(learningApi.outline, { params: { courseSlug: slug } }))
    ).json() as CourseOutline;
    const all = outline.modules.flatMap((module) => module.lessons);
    await t.database.db
      .insert(lessonProgress)
      .values(
        all.map((lesson) => ({ userId: learnerId, lessonId: lesson.id, courseId, completedAt: new Date() })),
      );
    await call(
      t.app,
      learner,
      "PUT",
      endpointUrl(learningApi.setCompletion, { params: { courseSlug: slug, lessonId: all[0]!.id } }),
      { completed: true },
    );
    expect(await learnerProgress()).toBe(100);

    const created = await call(
      t.app,
      sessions.teacher,
      "POST",
      endpointUrl(courseEditorApi.createLesson, params({ moduleId: first.id })),
      { title: "Prompt caching", kind: "article", minutes: 30 },
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: "draft", title: "Prompt caching", minutes: 30 });
    const lessonId = created.json().id as string;
    const learnerLesson = endpointUrl(learningApi.lesson, { params: { courseSlug: slug, lessonId } });
    expect((await call(t.app, learner, "GET", learnerLesson)).statusCode).toBe(404);
    expect(await learnerProgress()).toBe(100);

    const published = await call(t.app, sessions.teacher, "PATCH", lessonUrl(lessonId), {
      status: "published",
      body: "## Why cache\n\nThe same prefix costs less the second time.",
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await call(t.app, learner, "GET", learnerLesson)).statusCode).toBe(200);
    expect(await learnerProgress()).toBe(Math.min(99, Math.round((all.length / (all.length + 1)) * 100)));

    // Optional lessons do not count: back to 100.
    await call(t.app, sessions.teacher, "PATCH", lessonUrl(lessonId), { required: false });
    expect(await learnerProgress()).toBe(100);
    // Deleting it leaves the learner where they were.
    expect(
      (
        await call(
          t.app,
          sessions.teacher,
          "DELETE",
          endpointUrl(courseEditorApi.deleteLesson, params({ lessonId })),
        )
      ).statusCode,
    ).toBe(204);
    expect(await learnerProgress()).toBe(100);
    expect((await call(t.app, learner, "GET", learnerLesson)).statusCode).toBe(404);
  });

  it("refuses a save over a newer one by someone else, keeping the newer text", async () => {
    const lessonId = (await content()).modules[0]!.lessons[0]!.id;
    const loaded = (await call(t.app, sessions.teacher, "GET", lessonUrl(lessonId))).json() as LessonDetail;
    const theirs = await call(t.app, sessions.admin, "PATCH", lessonUrl(lessonId), {
      body: "Admin's edit",
      expectedUpdatedAt: loaded.updatedAt,
    });
    expect(theirs.statusCode).toBe(200);
    const mine = await call(t.app, sessions.teacher, "PATCH", lessonUrl(lessonId), {
      body: "Teacher's edit",
      expectedUpdatedAt: loaded.updatedAt,
    });
    expect(mine.statusCode).toBe(409);
    expect(mine.json().error).toBe(editorText.staleLesson);
    const now = (await call(t.app, sessions.teacher, "GET", lessonUrl(lessonId))).json() as LessonDetail;
    expect(now.body).toBe("Admin's edit");
  });

  it("answers clear 400s for bad input", async () => {
    const lessonId = (await content()).modules[0]!.lessons[0]!.id;
    const empty = await call(t.app, sessions.teacher, "PATCH", lessonUrl(lessonId), { title: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ field: "title", message: "Enter a title." });
    const minutes = await call(t.app, sessions.teacher, "PATCH", lessonUrl(lessonId), { minutes: -5 });
    expect(minutes.json().errors[0]).toMatchObject({ field: "minutes", message: "Enter 0 or more minutes." });
  });

  it("previews Markdown through the same sanitiser", async () => {
    const response = await call(
      t.app,
      sessions.teacher,
      "POST",
      endpointUrl(courseEditorApi.markdownPreview),
      {
        markdown: "## Hi\n\n<script>alert(1)</script>\n\n```python\nprint('x')\n```",
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().html).toContain("<h2>Hi</h2>");
    expect(response.json().html).not.toContain("<script");
    expect(response.json().html).toMatch(/hljs-/);
  });
});

describe("modules and order", () => {
  it("refuses to delete a module that holds lessons, and deletes an empty one", async () => {
    const modules = (await content()).modules;
    const full = modules.find((module) => module.lessons.length > 0)!;
    const refused = await call(
      t.app,
      sessions.teacher,
      "DELETE",
      endpointUrl(courseEditorApi.deleteModule, params({ moduleId: full.id })),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(editorText.moduleNotEmpty);
    const created = await call(
      t.app,
      sessions.teacher,
      "POST",
      endpointUrl(courseEditorApi.createModule, params()),
      {
        title: "Scratch",
        opensAfterDays: 21,
      },
    );
    expect(created.json()).toMatchObject({ title: "Scratch", opensAfterDays: 21, lessons: [] });
    const removed = await call(
      t.app,
      sessions.teacher,
      "DELETE",
      endpointUrl(courseEditorApi.deleteModule, params({ moduleId: created.json().id })),
    );
    expect(removed.statusCode).toBe(204);
  });

  it("moves a lesson to another module and modules around, and learners see the new order", async () => {
    const modules = (await content()).modules.filter((module) => module.lessons.length > 0);
    const order = orderOf((await content()).modules);
    const [a, b] = [order[0]!, order[1]!];
    const moved = a.lessonIds.shift()!;
    b.lessonIds.unshift(moved);
    order.reverse();
    const response = await call(t.app, sessions.teacher, "PUT", orderUrl(), { modules: order });
    expect(response.statusCode, response.body).toBe(200);
    expect(orderOf(response.json().modules)).toEqual(order);
    const outline = (
      await call(t.app, learner, "GET", endpointUrl(learningApi.outline, { params: { courseSlug: slug } }))
    ).json() as CourseOutline;
    expect(outline.modules.map((module) => module.id)).toEqual(order.map((module) => module.id));
    expect(modules.length).toBeGreaterThan(1);
  });

  it("refuses an order that does not name exactly what the course holds", async () => {
    const order = orderOf((await content()).modules);
    const full = order.findIndex((module) => module.lessonIds.length > 0);
    const missing = order.map((module, i) =>
      i === full ? { ...module, lessonIds: module.lessonIds.slice(1) } : module,
    );
    const stale = await call(t.app, sessions.teacher, "PUT", orderUrl(), { modules: missing });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(editorText.staleOrder);
    const other = order.findIndex((_module, i) => i !== full);
    const twice = order.map((module, i) =>
      i === other ? { ...module, lessonIds: [...module.lessonIds, order[full]!.lessonIds[0]!] } : module,
    );
    expect((await call(t.app, sessions.teacher, "PUT", orderUrl(), { modules: twice })).statusCode).toBe(409);
  });

  it("applies two editors' simultaneous reorders one after the other, never a mix", async () => {
    const start = orderOf((await content()).modules);
    const reversedLessons = start.map((module) => ({
      ...module,
      lessonIds: [...module.lessonIds].reverse(),
    }));
    const reversedModules = [...start].reverse();
    const [first, second] = await Promise.all([
      call(t.app, sessions.teacher, "PUT", orderUrl(), { modules: reversedLessons }),
      call(t.app, sessions.admin, "PUT", orderUrl(), { modules: reversedModules }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const final = orderOf((await content()).modules);
    // Both orders name the same modules and lessons, so both apply in full: the last one wins whole.
    expect([JSON.stringify(reversedLessons), JSON.stringify(reversedModules)]).toContain(
      JSON.stringify(final),
    );
  });
});
