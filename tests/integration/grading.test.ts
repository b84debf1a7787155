import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignmentsApi } from "#contracts/api/assignments.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { gradingApi } from "#contracts/api/grading.ts";
import type { Rubric } from "#contracts/assignment.ts";
import { assignmentMessages } from "#contracts/assignment-text.ts";
import type { AssignmentView } from "#contracts/assignment-views.ts";
import type { GradingQueue, SubmissionForGrading } from "#contracts/grading.ts";
import { gradebookCells } from "#contracts/grading-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import { assignmentSubmissions, assignments, quizAttempts } from "#server/db/schema/assessments.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { courseModules, lessonProgress, lessons } from "#server/db/schema/learning.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";

// Grading assignments through the API (issue 16): the queue per batch (oldest first), who may grade what,
// the rubric's math, the grade's finality against resubmissions and a second grader, the mail over SMTP,
// the lesson completed by a passing grade, and the gradebook CSV.

let t: TestApp;
let sink: SmtpSink;
const slug = "ai-engineers";
let courseId: string;
let moduleId: string;
let batchA: string;
let batchB: string;
const s = {} as Record<"teacher" | "otherTeacher" | "admin" | "learner", Visitor>;
let learnerAccount: TestAccount;

const rubric: Rubric = [
  {
    id: "code",
    title: "Working code",
    description: "",
    levels: [
      { id: "none", title: "Missing", description: "", points: 0 },
      { id: "ok", title: "Runs", description: "", points: 6 },
      { id: "great", title: "Clean and tested", description: "", points: 10 },
    ],
  },
  {
    id: "report",
    title: "Report",
    description: "",
    levels: [
      { id: "none", title: "Missing", description: "", points: 0 },
      { id: "clear", title: "Clear", description: "", points: 10 },
    ],
  },
];

/** A published assignment lesson with its settings, as the editor would leave them. */
async function assignmentLesson(
  title: string,
  settings: { rubric?: Rubric; points?: number; passPercent?: number } = {},
) {
  const [row] = await t.database.db
    .insert(lessons)
    .values({
      moduleId,
      courseId,
      position: 100 + Math.floor(Math.random() * 100_000),
      title,
      kind: "assignment",
      status: "published",
    })
    .returning({ id: lessons.id });
  await t.database.db.insert(assignments).values({
    lessonId: row!.id,
    courseId,
    instructions: "Build **a RAG pipeline**.",
    rubric: settings.rubric ?? rubric,
    points: settings.points ?? 100,
    passPercent: settings.passPercent ?? 60,
  });
  return row!.id;
}

/** A student enrolled in the course, in `batchId` (null: self-paced). */
async function student(batchId: string | null, name?: string) {
  const account = await createAccount(t.database.db, name ? { name } : {});
  await t.database.db.insert(enrollments).values({ userId: account.id, courseId, batchId });
  return account;
}

/** The one file of every submission made here (file ids are uuids, as hand-ins make them). */
const fileId = "5b0f3a52-7c1e-4d8a-9f2b-6e4c1a9d3b07";

/** A submission as the student's hand-in leaves it. */
async function submission(
  lessonId: string,
  account: TestAccount,
  batchId: string | null,
  over: Partial<typeof assignmentSubmissions.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(assignmentSubmissions)
    .values({
      lessonId,
      courseId,
      userId: account.id,
      batchId,
      repoUrl: "https://github.com/example/rag",
      files: [{ id: fileId, storageKey: "submissions/x/f1", name: "report.pdf", kind: "pdf", bytes: 1234 }],
      ...over,
    })
    .returning({ id: assignmentSubmissions.id });
  return row!.id;
}

const queueUrl = (query: Record<string, string | number> = {}) =>
  endpointUrl(gradingApi.queue, { params: { courseSlug: slug }, query });
const submissionUrl = (submissionId: string) =>
  endpointUrl(gradingApi.submission, { params: { submissionId } });
const gradeUrl = (submissionId: string) => endpointUrl(gradingApi.returnGrade, { params: { submissionId } });
/** Returns a grade as the form does: with the rubric's save the grader saw (read as an admin). */
async function grade(who: Visitor, submissionId: string, body: Record<string, unknown>) {
  const seen = await call(t.app, s.admin, "GET", submissionUrl(submissionId));
  const expectedAssignmentUpdatedAt =
    seen.statusCode === 200 ? (seen.json() as SubmissionForGrading).assignment.updatedAt : null;
  return call(t.app, who, "POST", gradeUrl(submissionId), {
    rubricChoices: {},
    score: null,
    comments: "",
    expectedAssignmentUpdatedAt,
    ...body,
  });
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: "http://learn.ailabs.test" });
  const { db } = t.database;
  const courseRows = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
  courseId = courseRows.find((row) => row.slug === slug)!.id;
  const otherCourseId = courseRows.find((row) => row.slug === "machine-learning")!.id;
  const [first] = await db
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(and(eq(courseModules.courseId, courseId), eq(courseModules.position, 0)));
  moduleId = first!.id;
  // Long past starts: every module is open, and these batches sort before the seeded ones.
  batchA = await createBatch(db, courseId, "2001-01-01");
  batchB = await createBatch(db, courseId, "2001-02-01");
  const accounts = {
    teacher: await createAccount(db, { role: "instructor" }),
    otherTeacher: await createAccount(db, { role: "instructor" }),
    admin: await createAccount(db, { role: "admin" }),
    learner: await student(batchA),
  };
  learnerAccount = accounts.learner;
  await db.insert(courseInstructors).values([
    { userId: accounts.teacher.id, courseId },
    { userId: accounts.otherTeacher.id, courseId: otherCourseId },
  ]);
  for (const who of Object.keys(accounts) as (keyof typeof accounts)[])
    s[who] = await signedIn(t.app, accounts[who]);
});

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe("the grading queue", () => {
  it("lists one batch's waiting submissions oldest first, and only the course's graders see it", async () => {
    const lessonId = await assignmentLesson("Queue assignment");
    const [early, late, other, selfPaced] = [
      await student(batchA),
      await student(batchA),
      await student(batchB),
      await student(null),
    ];
    const lateId = await submission(lessonId, late, batchA, {
      submittedAt: new Date("2026-03-02T10:00:00Z"),
      late: true,
    });
    const earlyId = await submission(lessonId, early, batchA, {
      submittedAt: new Date("2026-03-01T10:00:00Z"),
      version: 2,
    });
    const otherId = await submission(lessonId, other, batchB);
    const selfId = await submission(lessonId, selfPaced, null);
    // A student refunded after handing in is nobody's student any more.
    const refunded = await student(batchA);
    const refundedId = await submission(lessonId, refunded, batchA, {
      submittedAt: new Date("2026-02-01T10:00:00Z"),
    });
    await t.database.db
      .update(enrollments)
      .set({ status: "cancelled" })
      .where(eq(enrollments.userId, refunded.id));

    const response = await call(t.app, s.teacher, "GET", queueUrl({ batch: batchA }));
    expect(response.statusCode, response.body).toBe(200);
    const queue = response.json() as GradingQueue;
    const mine = queue.items.filter((item) => item.lesson.id === lessonId);
    expect(mine.map((item) => item.submissionId)).toEqual([earlyId, lateId]);
    expect(queue.items.map((item) => item.submissionId)).not.toContain(refundedId);
    expect(mine[0]).toMatchObject({
      version: 2,
      late: false,
      student: { name: early.name, email: early.email },
    });
    expect(mine[1]).toMatchObject({ late: true, percent: null, gradedAt: null });
    expect(queue.batch?.id).toBe(batchA);
    expect(queue.status).toBe("pending");

    const b = (await call(t.app, s.admin, "GET", queueUrl({ batch: batchB }))).json() as GradingQueue;
    expect(b.items.map((item) => item.submissionId)).toContain(otherId);
    expect(b.items.map((item) => item.submissionId)).not.toContain(earlyId);
    const self = (
      await call(t.app, s.teacher, "GET", queueUrl({ batch: "self-paced" }))
    ).json() as GradingQueue;
    expect(self.batch).toBeNull();
    expect(self.items.map((item) => item.submissionId)).toContain(selfId);

    expect((await call(t.app, s.otherTeacher, "GET", queueUrl())).statusCode).toBe(403);
    expect((await call(t.app, s.learner, "GET", queueUrl())).statusCode).toBe(403);
    expect((await call(t.app, null, "GET", queueUrl())).statusCode).toBe(401);
    const unknown = await call(
      t.app,
      s.admin,
      "GET",
      endpointUrl(gradingApi.queue, { params: { courseSlug: "nope" }, query: {} }),
    );
    expect(unknown.statusCode).toBe(404);
    // A batch of another course says nothing here.
    const [foreign] = await t.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, "machine-learning"));
    const foreignBatch = await createBatch(t.database.db, foreign!.id, "2001-01-01");
    expect((await call(t.app, s.admin, "GET", queueUrl({ batch: foreignBatch }))).statusCode).toBe(404);
    expect((await call(t.app, s.admin, "GET", queueUrl({ batch: "garbage" }))).statusCode).toBe(400);
  });

  it("pages the list and counts what waits", async () => {
    const lessonId = await assignmentLesson("Paging assignment");
    const batch = await createBatch(t.database.db, courseId, "2001-03-01");
    for (let i = 0; i < 27; i += 1) {
      const who = await student(batch);
      await submission(lessonId, who, batch, { submittedAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    }
    const first = (await call(t.app, s.teacher, "GET", queueUrl({ batch }))).json() as GradingQueue;
    expect(first).toMatchObject({ total: 27, pendingCount: 27, page: 1, pageCount: 2 });
    expect(first.items).toHaveLength(25);
    const second = (await call(t.app, s.teacher, "GET", queueUrl({ batch, page: 2 }))).json() as GradingQueue;
    expect(second.items).toHaveLength(2);
    expect(second.items[1]!.submittedAt).toBe("2026-01-01T00:26:00.000Z");
    const graded = (
      await call(t.app, s.teacher, "GET", queueUrl({ batch, status: "graded" }))
    ).json() as GradingQueue;
    expect(graded).toMatchObject({ total: 0, pendingCount: 27, items: [] });
  });
});

describe("one submission", () => {
  it("shows the work, its files and the rubric to the course's graders; to anyone else it is unknown", async () => {
    const lessonId = await assignmentLesson("Detail assignment");
    const who = await student(batchA);
    const id = await submission(lessonId, who, batchA, {
      late: true,
      dueAt: new Date("2026-03-01T04:59:00Z"),
    });
    const response = await call(t.app, s.teacher, "GET", submissionUrl(id));
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json() as SubmissionForGrading;
    expect(view).toMatchObject({
      id,
      status: "submitted",
      version: 1,
      late: true,
      dueAt: "2026-03-01T04:59:00.000Z",
      repoUrl: "https://github.com/example/rag",
      student: { id: who.id, name: who.name },
      lesson: { id: lessonId, title: "Detail assignment" },
      assignment: { points: 100, passPercent: 60, rubric },
      grade: null,
    });
    expect(view.assignment.instructionsHtml).toContain("<strong>a RAG pipeline</strong>");
    expect(view.files).toEqual([
      {
        id: fileId,
        name: "report.pdf",
        kind: "pdf",
        bytes: 1234,
        url: `/api/learning/courses/${slug}/lessons/${lessonId}/assignment/submissions/${id}/files/${fileId}`,
      },
    ]);
    // The storage key stays on the server.
    expect(response.body).not.toContain("storageKey");

    expect((await call(t.app, s.admin, "GET", submissionUrl(id))).statusCode).toBe(200);
    const outsider = await call(t.app, s.otherTeacher, "GET", submissionUrl(id));
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().error).toBe(apiMessages.notFound);
    expect((await call(t.app, s.learner, "GET", submissionUrl(id))).statusCode).toBe(403);
    expect((await call(t.app, s.teacher, "GET", submissionUrl(crypto.randomUUID()))).statusCode).toBe(404);
    expect((await call(t.app, s.teacher, "GET", submissionUrl("not-a-uuid"))).statusCode).toBe(400);
  });
});

describe("returning a grade", () => {
  it("scores the rubric, mails the student over SMTP, completes the lesson on a pass, and is final", async () => {
    const lessonId = await assignmentLesson("Rubric assignment <script>");
    const id = await submission(lessonId, learnerAccount, batchA);
    const response = await grade(s.teacher, id, {
      rubricChoices: { code: "great", report: "none" },
      score: 3,
      comments: "Solid **retrieval**. <img src=x onerror=alert(1)> Write the report next time.",
      expectedVersion: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json() as SubmissionForGrading;
    expect(view.status).toBe("graded");
    expect(view.grade).toMatchObject({
      score: 10,
      possible: 20,
      percent: 50,
      passed: false,
      rubric,
      rubricChoices: { code: "great", report: "none" },
    });
    expect(view.grade!.commentsHtml).toContain("<strong>retrieval</strong>");
    expect(view.grade!.commentsHtml).not.toContain("onerror");

    const mail = await sink.waitFor(
      (m) => m.to.includes(learnerAccount.email) && m.subject.includes("Rubric assignment"),
    );
    expect(mail.subject).toMatch(/^\[.+\] Your grade for Rubric assignment <script>$/);
    expect(mail.text).toContain("Score: 10 / 20 (50%): not passed yet");
    expect(mail.text).toContain(
      `http://learn.ailabs.test/dashboard/student/courses/${slug}/lessons/${lessonId}`,
    );
    expect(mail.html).toContain("Rubric assignment &lt;script&gt;");
    expect(mail.html).not.toContain("onerror");

    // Not passed: the lesson stays open.
    const progress = await t.database.db
      .select({ completedAt: lessonProgress.completedAt })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.lessonId, lessonId), eq(lessonProgress.userId, learnerAccount.id)));
    expect(progress.every((row) => row.completedAt === null)).toBe(true);

    // Final: a second grade is refused, and the first stands.
    const again = await grade(s.admin, id, {
      rubricChoices: { code: "great", report: "clear" },
      expectedVersion: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(assignmentMessages.gradedElsewhere);
    const read = (await call(t.app, s.teacher, "GET", submissionUrl(id))).json() as SubmissionForGrading;
    expect(read.grade).toMatchObject({ score: 10, gradedByName: expect.any(String) });
  });

  it("completes the lesson when the grade passes", async () => {
    const lessonId = await assignmentLesson("Passing assignment");
    const id = await submission(lessonId, learnerAccount, batchA);
    const response = await grade(s.teacher, id, {
      rubricChoices: { code: "ok", report: "clear" },
      expectedVersion: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as SubmissionForGrading).grade).toMatchObject({
      score: 16,
      percent: 80,
      passed: true,
    });
    const [progress] = await t.database.db
      .select({ completedAt: lessonProgress.completedAt })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.lessonId, lessonId), eq(lessonProgress.userId, learnerAccount.id)));
    expect(progress?.completedAt).toBeInstanceOf(Date);
  });

  it("keeps the pass mark a grade was given by when the assignment's pass mark changes later", async () => {
    const lessonId = await assignmentLesson("Pass mark assignment", { passPercent: 60 });
    const id = await submission(lessonId, learnerAccount, batchA);
    const response = await grade(s.teacher, id, {
      rubricChoices: { code: "ok", report: "none" },
      expectedVersion: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as SubmissionForGrading).grade).toMatchObject({ percent: 30, passPercent: 60 });
    await t.database.db
      .update(assignments)
      .set({ passPercent: 20 })
      .where(eq(assignments.lessonId, lessonId));

    // The grader's page and the student's lesson show the grade with its own mark: 30% did not pass 60%.
    const read = (await call(t.app, s.teacher, "GET", submissionUrl(id))).json() as SubmissionForGrading;
    expect(read.assignment.passPercent).toBe(20);
    expect(read.grade).toMatchObject({ passed: false, passPercent: 60 });
    const studentView = await call(
      t.app,
      s.learner,
      "GET",
      endpointUrl(assignmentsApi.view, { params: { courseSlug: slug, lessonId } }),
    );
    expect(studentView.statusCode, studentView.body).toBe(200);
    const view = studentView.json() as AssignmentView;
    expect(view.passPercent).toBe(20);
    expect(view.submission?.grade).toMatchObject({ passed: false, passPercent: 60 });
  });

  it("refuses a grade on work the grader did not see: a resubmission in between is a 409", async () => {
    const lessonId = await assignmentLesson("Resubmitted assignment");
    const who = await student(batchA);
    const id = await submission(lessonId, who, batchA);
    // The student resubmits after the grader opened version 1.
    await t.database.db
      .update(assignmentSubmissions)
      .set({ version: 2 })
      .where(eq(assignmentSubmissions.id, id));
    const stale = await grade(s.teacher, id, {
      rubricChoices: { code: "ok", report: "clear" },
      expectedVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    const fresh = await grade(s.teacher, id, {
      rubricChoices: { code: "ok", report: "clear" },
      expectedVersion: 2,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("refuses a grade against a rubric edited after the grader opened the submission", async () => {
    const lessonId = await assignmentLesson("Edited rubric assignment");
    const who = await student(batchA);
    const id = await submission(lessonId, who, batchA);
    const seen = (await call(t.app, s.teacher, "GET", submissionUrl(id))).json() as SubmissionForGrading;
    expect(seen.assignment.updatedAt).not.toBeNull();
    // The instructor lowers a level's points meanwhile.
    const edited = structuredClone(rubric);
    edited[0]!.levels[1]!.points = 1;
    await t.database.db
      .update(assignments)
      .set({ rubric: edited, updatedAt: new Date(Date.now() + 1000) })
      .where(eq(assignments.lessonId, lessonId));
    const stale = await call(t.app, s.teacher, "POST", gradeUrl(id), {
      rubricChoices: { code: "ok", report: "clear" },
      score: null,
      comments: "",
      expectedVersion: 1,
      expectedAssignmentUpdatedAt: seen.assignment.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(assignmentMessages.rubricChanged);
    const fresh = await grade(s.teacher, id, {
      rubricChoices: { code: "ok", report: "clear" },
      expectedVersion: 1,
    });
    expect((fresh.json() as SubmissionForGrading).grade).toMatchObject({ score: 11, possible: 20 });
  });

  it("lets only one of two graders at once return a grade", async () => {
    const lessonId = await assignmentLesson("Race assignment");
    const who = await student(batchA);
    const id = await submission(lessonId, who, batchA);
    const body = { rubricChoices: { code: "ok", report: "clear" }, expectedVersion: 1 };
    const results = await Promise.all([grade(s.teacher, id, body), grade(s.admin, id, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("explains a missing or unknown rubric level, and keeps the submission waiting", async () => {
    const lessonId = await assignmentLesson("Invalid grade assignment");
    const who = await student(batchA);
    const id = await submission(lessonId, who, batchA);
    const missing = await grade(s.teacher, id, { rubricChoices: { code: "ok" }, expectedVersion: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: assignmentMessages.rubricChoiceMissing,
      errors: [{ message: assignmentMessages.rubricChoiceMissing, field: "rubricChoices.report" }],
    });
    const unknown = await grade(s.teacher, id, {
      rubricChoices: { code: "ok", report: "superb" },
      expectedVersion: 1,
    });
    expect(unknown.json()).toMatchObject({
      error: assignmentMessages.rubricChoiceUnknown,
      errors: [{ message: assignmentMessages.rubricChoiceUnknown, field: "rubricChoices.report" }],
    });
    const tooLong = await grade(s.teacher, id, { comments: "x".repeat(10_001), expectedVersion: 1 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe(assignmentMessages.commentsTooLong);
    const view = (await call(t.app, s.teacher, "GET", submissionUrl(id))).json() as SubmissionForGrading;
    expect(view.status).toBe("submitted");
  });

  it("takes a typed score without a rubric", async () => {
    const lessonId = await assignmentLesson("Scored assignment", { rubric: [], points: 40, passPercent: 50 });
    const who = await student(batchA);
    const id = await submission(lessonId, who, batchA);
    const over = await grade(s.teacher, id, { score: 41, expectedVersion: 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      error: assignmentMessages.scoreInvalid,
      errors: [{ message: assignmentMessages.scoreInvalid, field: "score" }],
    });
    const step = await grade(s.teacher, id, { score: 29.3, expectedVersion: 1 });
    expect(step.statusCode).toBe(400);
    expect(step.json().error).toBe(assignmentMessages.scoreStep);
    const ok = await grade(s.teacher, id, { score: 30, expectedVersion: 1 });
    expect((ok.json() as SubmissionForGrading).grade).toMatchObject({
      score: 30,
      possible: 40,
      percent: 75,
      passed: true,
    });
  });

  it("needs the course, the CSRF token and a grader's role", async () => {
    const lessonId = await assignmentLesson("Guarded assignment");
    const who = await student(batchA);
    const id = await submission(lessonId, who, batchA);
    const body = {
      rubricChoices: { code: "ok", report: "clear" },
      score: null,
      comments: "",
      expectedVersion: 1,
    };
    expect((await grade(s.otherTeacher, id, body)).statusCode).toBe(404);
    expect((await grade(s.learner, id, body)).statusCode).toBe(403);
    const noToken = await t.app.inject({
      method: "POST",
      url: gradeUrl(id),
      payload: body,
      headers: { cookie: s.teacher.cookie },
    });
    expect(noToken.statusCode).toBe(403);
    const view = (await call(t.app, s.teacher, "GET", submissionUrl(id))).json() as SubmissionForGrading;
    expect(view.status).toBe("submitted");
  });
});

describe("the gradebook", () => {
  it("has a row per student of the batch and a column per quiz and assignment, as CSV", async () => {
    const batch = await createBatch(t.database.db, courseId, "2001-04-01");
    const lessonId = await assignmentLesson("Gradebook assignment");
    const [ada, bob, eve] = [
      await student(batch, "Ada Lovelace"),
      await student(batch, "Bob Marley"),
      await student(batch, "=cmd|' /C calc'!A0"),
    ];
    const adaSub = await submission(lessonId, ada, batch);
    await grade(s.teacher, adaSub, { rubricChoices: { code: "great", report: "clear" }, expectedVersion: 1 });
    await submission(lessonId, bob, batch, { late: true });
    // A quiz of the course: Eve's best closed attempt counts, her attempt in progress does not.
    const [quizLesson] = await t.database.db
      .insert(lessons)
      .values({
        moduleId,
        courseId,
        position: 90_000 + Math.floor(Math.random() * 1000),
        title: "Gradebook quiz",
        kind: "quiz",
        status: "published",
      })
      .returning({ id: lessons.id });
    const attempt = (
      number: number,
      status: "submitted" | "in_progress",
      percent: number | null,
      passed: boolean | null,
    ) => ({
      lessonId: quizLesson!.id,
      courseId,
      userId: eve.id,
      number,
      status,
      questions: { pools: [] } as never,
      paper: { questions: [] } as never,
      passPercent: 70,
      percent,
      passed,
    });
    await t.database.db
      .insert(quizAttempts)
      .values([
        attempt(1, "submitted", 40, false),
        attempt(2, "submitted", 85.5, true),
        attempt(3, "in_progress", null, null),
      ]);

    const url = endpointUrl(gradingApi.gradebookCsv, { params: { courseSlug: slug }, query: { batch } });
    const response = await call(t.app, s.teacher, "GET", url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="${slug}-2001-04-01-gradebook.csv"`,
    );
    const lines = response.body.trimEnd().split("\r\n");
    const header = lines[0]!.split(",");
    const assignmentColumn = header.indexOf("Gradebook assignment (assignment %)");
    const quizColumn = header.indexOf("Gradebook quiz (quiz best %)");
    expect(assignmentColumn).toBeGreaterThan(1);
    expect(quizColumn).toBeGreaterThan(1);
    expect(header.at(-1)).toBe("Assessments passed");
    const rows = lines.slice(1).map((line) => line.split(","));
    expect(rows.map((row) => row[0])).toEqual(["'=cmd|' /C calc'!A0", "Ada Lovelace", "Bob Marley"]);
    const [eveRow, adaRow, bobRow] = rows;
    expect(adaRow![assignmentColumn]).toBe("100");
    expect(bobRow![assignmentColumn]).toBe(gradebookCells.submittedLate);
    expect(eveRow![quizColumn]).toBe("85.5");
    expect(eveRow![assignmentColumn]).toBe("");
    expect(adaRow!.at(-1)).toMatch(/^1 of \d+$/);
    expect(bobRow!.at(-1)).toMatch(/^0 of \d+$/);

    expect((await call(t.app, s.otherTeacher, "GET", url)).statusCode).toBe(403);
    expect((await call(t.app, s.learner, "GET", url)).statusCode).toBe(403);
  });
});
