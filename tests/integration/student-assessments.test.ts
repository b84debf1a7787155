import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { quizzesApi } from "#contracts/api/quizzes.ts";
import { studentAssessmentsApi } from "#contracts/api/student-assessments.ts";
import { addCalendarDays } from "#contracts/calendar-date.ts";
import { schoolTimeZone } from "#contracts/learning-text.ts";
import type { QuizAnswers } from "#contracts/quiz-answers.ts";
import type { QuizAttemptView } from "#contracts/quiz-attempts.ts";
import type { QuizSettings } from "#contracts/quiz-settings.ts";
import type { StudentAssessments, StudentQuiz } from "#contracts/student-assessments.ts";
import { assignmentSubmissions, assignments, quizAttempts } from "#server/db/schema/assessments.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { courseModules, lessons } from "#server/db/schema/learning.ts";
import { calendarDateIn } from "#server/lib/time-zone.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { sampleQuizInput } from "../support/sample-quiz.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";

// The student's Assessments list through the API (issue 16): every released quiz of their holding
// enrollments with where they stand, only their own attempts, drip locks from learning's rules, and the
// page's order.

let t: TestApp;
const slug = "assessments-board";
let courseId: string;
let openModuleId: string;
let laterModuleId: string;
let batchStart: string;
let batchId: string;
let teacher: Visitor;
let position = 0;
const laterOpensAfterDays = 60;

const settings = (over: Partial<QuizSettings> = {}): QuizSettings => ({
  timeLimitMinutes: null,
  maxAttempts: null,
  passPercent: 70,
  showAnswers: "after_submission",
  ...over,
});

const lessonParams = (lessonId: string) => ({ params: { courseSlug: slug, lessonId } });

/** A lesson of the course (published unless asked), in teaching order of creation. */
async function lesson(
  title: string,
  options: {
    moduleId?: string;
    kind?: "quiz" | "article" | "assignment";
    status?: "published" | "draft";
  } = {},
): Promise<string> {
  position += 1;
  const [row] = await t.database.db
    .insert(lessons)
    .values({
      moduleId: options.moduleId ?? openModuleId,
      courseId,
      position,
      title,
      kind: options.kind ?? "quiz",
      status: options.status ?? "published",
    })
    .returning({ id: lessons.id });
  return row!.id;
}

/** Writes the quiz's questions and rules as its instructor does, through the editor's API. */
async function saveQuiz(lessonId: string, over: Partial<QuizSettings> = {}) {
  const response = await call(
    t.app,
    teacher,
    "PUT",
    endpointUrl(quizzesApi.saveEditor, lessonParams(lessonId)),
    {
      definition: sampleQuizInput,
      settings: settings(over),
    },
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function quiz(title: string, over: Partial<QuizSettings> = {}, moduleId?: string): Promise<string> {
  const id = await lesson(title, moduleId ? { moduleId } : {});
  await saveQuiz(id, over);
  return id;
}

/** A student of the course's batch (module one open, module two opens 60 days after the start). */
async function student(status: "active" | "cancelled" = "active"): Promise<Visitor> {
  const account = await createAccount(t.database.db);
  await t.database.db.insert(enrollments).values({ userId: account.id, courseId, batchId, status });
  return signedIn(t.app, account);
}

const rightAnswers: QuizAnswers = {
  "q-single": { kind: "single", optionId: "val" },
  "q-tf": { kind: "true_false", value: false },
  "q-multi": { kind: "multiple", optionIds: ["cls", "reg", "rank"] },
  "q-short": { kind: "short_answer", text: "gradient descent" },
  "q-num": { kind: "numeric", value: 343.6 },
};

async function start(who: Visitor, lessonId: string): Promise<QuizAttemptView> {
  const response = await call(t.app, who, "POST", endpointUrl(quizzesApi.start, lessonParams(lessonId)));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as QuizAttemptView;
}

async function take(who: Visitor, lessonId: string, { right }: { right: boolean }) {
  const view = await start(who, lessonId);
  const answers = right
    ? Object.fromEntries(view.questions.map((question) => [question.id, rightAnswers[question.id]!]))
    : {};
  const url = endpointUrl(quizzesApi.submit, {
    params: { courseSlug: slug, lessonId, attemptId: view.attempt.id },
  });
  const response = await call(t.app, who, "POST", url, { answers });
  expect(response.statusCode, response.body).toBe(200);
}

const list = (who: Visitor | null) => call(t.app, who, "GET", endpointUrl(studentAssessmentsApi.mine));

async function quizzesOf(who: Visitor): Promise<StudentQuiz[]> {
  const response = await list(who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as StudentAssessments).quizzes;
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [course] = await db
    .insert(courses)
    .values({
      slug,
      title: "Assessments Board",
      summary: "x",
      level: "beginner",
      durationWeeks: 12,
      priceCents: 100,
    })
    .returning({ id: courses.id });
  courseId = course!.id;
  const modules = await db
    .insert(courseModules)
    .values([
      { courseId, position: 0, title: "Foundations", opensAfterDays: 0 },
      { courseId, position: 1, title: "Later work", opensAfterDays: laterOpensAfterDays },
    ])
    .returning({ id: courseModules.id, position: courseModules.position });
  openModuleId = modules.find((row) => row.position === 0)!.id;
  laterModuleId = modules.find((row) => row.position === 1)!.id;
  batchStart = addCalendarDays(calendarDateIn(schoolTimeZone, new Date()), -1);
  batchId = await createBatch(db, courseId, batchStart);
  const account = await createAccount(db, { role: "instructor" });
  await db.insert(courseInstructors).values({ userId: account.id, courseId });
  teacher = await signedIn(t.app, account);
});

afterAll(async () => {
  await t?.close();
});

describe("GET /api/student/assessments", () => {
  it("answers 401 to a visitor", async () => {
    expect((await list(null)).statusCode).toBe(401);
  });

  it("lists a student's quizzes in every state, in the page's order, with only their own attempts", async () => {
    const passed = await quiz("Passed quiz");
    const failed = await quiz("Failed quiz", { maxAttempts: 2 });
    const overdue = await quiz("Overdue quiz", { timeLimitMinutes: 5 });
    const untimed = await quiz("Untimed quiz");
    const longTimed = await quiz("Long timed quiz", { timeLimitMinutes: 60 });
    const shortTimed = await quiz("Short timed quiz", { timeLimitMinutes: 10, maxAttempts: 3 });
    const fresh = await quiz("Fresh quiz", { passPercent: 80, maxAttempts: 1 });
    const later = await quiz("Later quiz", {}, laterModuleId);
    // Left out: a quiz without questions yet, a draft quiz, an article.
    await lesson("Unwritten quiz");
    await saveQuiz(await lesson("Draft quiz", { status: "draft" }));
    await lesson("Reading", { kind: "article" });

    const learner = await student();
    const other = await student();
    await take(learner, passed, { right: false });
    await take(learner, passed, { right: true });
    await take(learner, failed, { right: false });
    await start(learner, overdue);
    // Its time ran out an hour ago: the list closes it on the spot, as the quiz panel would.
    await t.database.db
      .update(quizAttempts)
      .set({ deadlineAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(quizAttempts.lessonId, overdue));
    await start(learner, untimed);
    await start(learner, longTimed);
    const short = await start(learner, shortTimed);
    // Another student's attempts never show in this one's list.
    await take(other, fresh, { right: true });
    await take(other, failed, { right: true });

    const quizzes = await quizzesOf(learner);
    expect(quizzes.map((row) => [row.lesson.title, row.status])).toEqual([
      ["Short timed quiz", "in_progress"],
      ["Long timed quiz", "in_progress"],
      ["Untimed quiz", "in_progress"],
      ["Fresh quiz", "not_started"],
      ["Later quiz", "locked"],
      ["Failed quiz", "not_passed"],
      ["Overdue quiz", "not_passed"],
      ["Passed quiz", "passed"],
    ]);
    const byTitle = (title: string) => quizzes.find((row) => row.lesson.title === title)!;

    expect(byTitle("Short timed quiz")).toEqual({
      course: { slug, title: "Assessments Board" },
      module: { title: "Foundations" },
      lesson: { id: shortTimed, title: "Short timed quiz" },
      status: "in_progress",
      opensOn: null,
      bestPercent: null,
      attemptsUsed: 1,
      attemptsAllowed: 3,
      passPercent: 70,
      deadlineAt: short.attempt.deadlineAt,
      lastActivityAt: expect.any(String),
    });
    expect(byTitle("Untimed quiz").deadlineAt).toBeNull();
    expect(byTitle("Fresh quiz")).toMatchObject({
      bestPercent: null,
      attemptsUsed: 0,
      attemptsAllowed: 1,
      passPercent: 80,
      deadlineAt: null,
      lastActivityAt: null,
    });
    expect(byTitle("Later quiz")).toMatchObject({
      lesson: { id: later },
      module: { title: "Later work" },
      opensOn: addCalendarDays(batchStart, laterOpensAfterDays),
      attemptsUsed: 0,
    });
    expect(byTitle("Failed quiz")).toMatchObject({ bestPercent: 0, attemptsUsed: 1, attemptsAllowed: 2 });
    expect(byTitle("Overdue quiz")).toMatchObject({ bestPercent: 0, attemptsUsed: 1, deadlineAt: null });
    expect(byTitle("Passed quiz")).toMatchObject({
      bestPercent: 100,
      attemptsUsed: 2,
      attemptsAllowed: null,
    });
    expect(Date.parse(byTitle("Passed quiz").lastActivityAt!)).toBeLessThanOrEqual(Date.now());

    const theirs = await quizzesOf(other);
    expect(theirs.find((row) => row.lesson.id === fresh)).toMatchObject({
      status: "passed",
      bestPercent: 100,
    });
    expect(theirs.find((row) => row.lesson.id === failed)).toMatchObject({
      status: "passed",
      attemptsUsed: 1,
    });
    expect(theirs.find((row) => row.lesson.id === passed)).toMatchObject({ status: "not_started" });
  });

  it("leaves out the quizzes of a cancelled enrollment, and answers an empty list without courses", async () => {
    await quiz("Quiz for the lapsed");
    const lapsed = await student("cancelled");
    expect(await quizzesOf(lapsed)).toEqual([]);
    const stranger = await signedIn(t.app, await createAccount(t.database.db));
    expect(await quizzesOf(stranger)).toEqual([]);
  });

  it("opens every module to a self-paced student: nothing is locked", async () => {
    const account = await createAccount(t.database.db);
    await t.database.db.insert(enrollments).values({ userId: account.id, courseId });
    const quizzes = await quizzesOf(await signedIn(t.app, account));
    expect(quizzes.length).toBeGreaterThan(0);
    expect(quizzes.every((row) => row.status === "not_started" && row.opensOn === null)).toBe(true);
  });
});

describe("assignments in GET /api/student/assessments", () => {
  async function assignmentLesson(
    title: string,
    rule: Partial<typeof assignments.$inferInsert>,
    moduleId?: string,
  ): Promise<string> {
    const id = await lesson(title, { kind: "assignment", ...(moduleId ? { moduleId } : {}) });
    await t.database.db.insert(assignments).values({ lessonId: id, courseId, ...rule });
    return id;
  }

  it("lists each with its due moment for the student, their own submission and grade, in the page's order", async () => {
    const account = await createAccount(t.database.db);
    await t.database.db.insert(enrollments).values({ userId: account.id, courseId, batchId });
    const visitor = await signedIn(t.app, account);
    const other = await createAccount(t.database.db);

    const dueSoon = await assignmentLesson("Due tomorrow", { dueDays: 2, dueTime: "12:00" });
    const overdue = await assignmentLesson("Past due", { dueDays: 0, dueTime: "00:00" });
    const missed = await assignmentLesson("Closed at due", {
      dueDays: 0,
      dueTime: "00:00",
      latePolicy: "closed",
    });
    const handedIn = await assignmentLesson("Handed in", { dueDays: 0, dueTime: "00:00" });
    const graded = await assignmentLesson("Graded one", { passPercent: 50 });
    const locked = await assignmentLesson("Later project", { dueDays: 70 }, laterModuleId);
    await t.database.db.insert(assignmentSubmissions).values([
      {
        lessonId: handedIn,
        courseId,
        userId: account.id,
        batchId,
        repoUrl: "https://github.com/a/b",
        late: true,
      },
      {
        lessonId: graded,
        courseId,
        userId: account.id,
        batchId,
        repoUrl: "https://github.com/a/c",
        status: "graded",
        score: 7,
        possible: 10,
        percent: 70,
        passed: true,
        gradedAt: new Date(),
      },
      // Someone else's hand-in says nothing about this student.
      { lessonId: dueSoon, courseId, userId: other.id, batchId, repoUrl: "https://github.com/o/x" },
    ]);

    const response = await list(visitor);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as StudentAssessments;
    expect(Date.parse(body.serverNow)).toBeGreaterThan(Date.now() - 60_000);
    const mine = body.assignments.filter((row) =>
      [dueSoon, overdue, missed, handedIn, graded, locked].includes(row.lesson.id),
    );
    expect(mine.map((row) => [row.lesson.title, row.status])).toEqual([
      ["Past due", "overdue"],
      ["Due tomorrow", "to_do"],
      ["Later project", "locked"],
      ["Handed in", "submitted"],
      ["Graded one", "graded"],
      ["Closed at due", "missed"],
    ]);
    const soon = mine.find((row) => row.lesson.id === dueSoon)!;
    expect(soon).toMatchObject({ submittedAt: null, timeZone: schoolTimeZone, latePolicy: "accept_marked" });
    expect(Date.parse(soon.dueAt!)).toBeGreaterThan(Date.now());
    expect(mine.find((row) => row.lesson.id === handedIn)).toMatchObject({ late: true, percent: null });
    expect(mine.find((row) => row.lesson.id === graded)).toMatchObject({
      score: 7,
      possible: 10,
      percent: 70,
      passed: true,
    });
    expect(mine.find((row) => row.lesson.id === locked)).toMatchObject({
      opensOn: addCalendarDays(batchStart, laterOpensAfterDays),
    });
  });
});
