import { access, readdir } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignmentsApi } from "#contracts/api/assignments.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { learningApi } from "#contracts/api/learning.ts";
import type { AssignmentSettings } from "#contracts/assignment.ts";
import { assignmentEditorText } from "#contracts/assignment-editor-text.ts";
import { assignmentSubmissionMessages } from "#contracts/assignment-submission-text.ts";
import { assignmentMessages } from "#contracts/assignment-text.ts";
import type {
  AssignmentEditor,
  AssignmentSubmissionView,
  AssignmentView,
} from "#contracts/assignment-views.ts";
import { assignmentSubmissions } from "#server/db/schema/assessments.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { courseModules, lessons } from "#server/db/schema/learning.ts";
import { batchSchedules } from "#server/db/schema/live-classes.ts";
import { assignmentCompletionMessage } from "#server/modules/learning/set-lesson-completion.ts";
import { call, createAccount, nextIp, signedIn } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { type FormPart, multipartBody } from "../support/multipart.ts";
import { sampleExe, sampleNotebook, samplePdf, sampleZip } from "../support/sample-submission-files.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";

// Assignments through the API (issue 16), the editor's and the student's side: settings with their
// validation and concurrent saves, the due moment in the batch's zone, files judged by their content, the
// repository link's rules, late work marked or refused, resubmission until graded, and who may see a
// submission and its files. Grading itself is another part's; a grade is written here as it would leave one.

let t: TestApp;
const slug = "ai-engineers";
let courseId: string;
let moduleId: string;
const s = {} as Record<"teacher" | "otherTeacher" | "admin" | "outsider", Visitor>;

const params = (lessonId: string) => ({ params: { courseSlug: slug, lessonId } });
const viewUrl = (lessonId: string) => endpointUrl(assignmentsApi.view, params(lessonId));
const submitUrl = (lessonId: string) => endpointUrl(assignmentsApi.submit, params(lessonId));
const editorUrl = (lessonId: string) => endpointUrl(assignmentsApi.editor, params(lessonId));

const settings = (over: Partial<AssignmentSettings> = {}): AssignmentSettings => ({
  instructions: "Build the **service** and hand in a report.",
  dueDays: 7,
  dueTime: "23:59",
  latePolicy: "accept_marked",
  acceptFiles: true,
  acceptRepoUrl: true,
  points: 100,
  passPercent: 60,
  rubric: [],
  ...over,
});

const rubric = [
  {
    id: "design",
    title: "Design",
    description: "Structure of the code",
    levels: [
      { id: "strong", title: "Strong", description: "Clear modules", points: 10 },
      { id: "weak", title: "Weak", description: "", points: 2 },
    ],
  },
  {
    id: "tests",
    title: "Tests",
    description: "",
    levels: [
      { id: "full", title: "Full", description: "", points: 5 },
      { id: "none", title: "None", description: "", points: 0 },
    ],
  },
];

/** A published assignment lesson in the course's first module (open to every enrolled student). */
async function assignmentLesson(title: string): Promise<string> {
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
  return row!.id;
}

async function saveSettings(lessonId: string, over: Partial<AssignmentSettings> = {}) {
  const response = await call(t.app, s.teacher, "PUT", editorUrl(lessonId), { settings: settings(over) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AssignmentEditor;
}

type Student = Visitor & { id: string };

/** An enrolled student: self-paced, or in a new batch starting on `batchStart`. */
async function student(batchStart?: string, timeZone?: string): Promise<Student> {
  const account = await createAccount(t.database.db);
  let batchId: string | null = null;
  if (batchStart) {
    batchId = await createBatch(t.database.db, courseId, batchStart);
    if (timeZone)
      await t.database.db.insert(batchSchedules).values({
        batchId,
        weekdays: ["mon"],
        startTime: "18:00",
        durationMinutes: 90,
        timeZone,
        firstDate: batchStart,
        lastDate: batchStart,
      });
  }
  await t.database.db.insert(enrollments).values({ userId: account.id, courseId, batchId });
  return { ...(await signedIn(t.app, account)), id: account.id };
}

/** A calendar date `days` from today (negative: in the past). */
function dateFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const pdfPart = (filename = "report.pdf", data = samplePdf()): FormPart => ({
  name: "files",
  filename,
  type: "application/pdf",
  data,
});

function submit(who: Visitor, lessonId: string, parts: FormPart[], { csrf = true } = {}) {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({
    method: "POST",
    url: submitUrl(lessonId),
    payload,
    headers: {
      cookie: who.cookie,
      "content-type": contentType,
      ...(csrf ? { "x-xsrf-token": who.token } : {}),
    },
    remoteAddress: nextIp(),
  });
}

const view = (who: Visitor | null, lessonId: string) => call(t.app, who, "GET", viewUrl(lessonId));

function download(who: Visitor, url: string) {
  return t.app.inject({ method: "GET", url, headers: { cookie: who.cookie }, remoteAddress: nextIp() });
}

/** Where the disk storage keeps an object (server/providers/storage/disk-storage.ts). */
async function storedOnDisk(storageKey: string): Promise<boolean> {
  return access(path.join(t.dataDir, "files", "objects", storageKey)).then(
    () => true,
    () => false,
  );
}

async function storageKeysOf(submissionId: string): Promise<string[]> {
  const [row] = await t.database.db
    .select({ files: assignmentSubmissions.files })
    .from(assignmentSubmissions)
    .where(eq(assignmentSubmissions.id, submissionId));
  return row!.files.map((file) => file.storageKey);
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const courseRows = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
  courseId = courseRows.find((row) => row.slug === slug)!.id;
  const otherCourseId = courseRows.find((row) => row.slug === "machine-learning")!.id;
  const [first] = await db
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(and(eq(courseModules.courseId, courseId), eq(courseModules.position, 0)));
  moduleId = first!.id;
  const accounts = {
    teacher: await createAccount(db, { role: "instructor" }),
    otherTeacher: await createAccount(db, { role: "instructor" }),
    admin: await createAccount(db, { role: "admin" }),
    outsider: await createAccount(db),
  };
  await db.insert(courseInstructors).values([
    { userId: accounts.teacher.id, courseId },
    { userId: accounts.otherTeacher.id, courseId: otherCourseId },
  ]);
  await db.insert(enrollments).values({ userId: accounts.outsider.id, courseId: otherCourseId });
  for (const who of Object.keys(accounts) as (keyof typeof accounts)[])
    s[who] = await signedIn(t.app, accounts[who]);
});

afterAll(async () => {
  await t?.close();
});

describe("the settings editor", () => {
  it("reads a never-saved assignment as the defaults, and saves settings with a rubric", async () => {
    const lessonId = await assignmentLesson("Editor defaults");
    const fresh = await call(t.app, s.teacher, "GET", editorUrl(lessonId));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({
      settings: {
        instructions: "",
        dueDays: null,
        dueTime: "23:59",
        latePolicy: "accept_marked",
        acceptFiles: true,
        acceptRepoUrl: true,
        points: 100,
        passPercent: 60,
        rubric: [],
      },
      updatedAt: null,
      submissionCount: 0,
    });
    const saved = await saveSettings(lessonId, { rubric, latePolicy: "closed" });
    expect(saved.settings).toMatchObject({ latePolicy: "closed", rubric });
    expect(saved.updatedAt).not.toBeNull();
    const read = await call(t.app, s.admin, "GET", editorUrl(lessonId));
    expect((read.json() as AssignmentEditor).settings.rubric).toEqual(rubric);
  });

  it("opens only to the course's instructors and admins, and only for an assignment lesson", async () => {
    const lessonId = await assignmentLesson("Editor access");
    const learner = await student();
    expect((await call(t.app, s.otherTeacher, "GET", editorUrl(lessonId))).statusCode).toBe(403);
    expect((await call(t.app, learner, "GET", editorUrl(lessonId))).statusCode).toBe(403);
    expect((await call(t.app, null, "GET", editorUrl(lessonId))).statusCode).toBe(401);
    const put = await call(t.app, s.otherTeacher, "PUT", editorUrl(lessonId), { settings: settings() });
    expect(put.statusCode).toBe(403);
    const byStudent = await call(t.app, learner, "PUT", editorUrl(lessonId), { settings: settings() });
    expect(byStudent.statusCode).toBe(403);

    const [article] = await t.database.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.moduleId, moduleId), eq(lessons.kind, "article")));
    const notAssignment = await call(t.app, s.teacher, "GET", editorUrl(article!.id));
    expect(notAssignment.statusCode).toBe(404);
    expect(notAssignment.json().error).toBe(assignmentMessages.notAssignment);
  });

  it("refuses invalid settings with the field's message and keeps what was saved", async () => {
    const lessonId = await assignmentLesson("Editor validation");
    await saveSettings(lessonId, { points: 40 });
    const cases: [Partial<AssignmentSettings>, string, string][] = [
      [
        { acceptFiles: false, acceptRepoUrl: false },
        assignmentMessages.submissionKindRequired,
        "acceptFiles",
      ],
      [{ dueTime: "25:00" }, assignmentMessages.dueTimeInvalid, "dueTime"],
      [{ dueDays: -1 }, assignmentMessages.dueDaysInvalid, "dueDays"],
      [{ passPercent: 101 }, assignmentMessages.passPercentInvalid, "passPercent"],
      [
        { rubric: [{ ...rubric[0]!, levels: [] }] },
        assignmentMessages.rubricLevelsInvalid,
        "rubric.0.levels",
      ],
      [
        { rubric: [rubric[0]!, { ...rubric[1]!, id: "design" }] },
        assignmentMessages.rubricDuplicateId,
        "rubric.1.id",
      ],
      [
        { rubric: [{ ...rubric[0]!, title: "  " }] },
        assignmentMessages.rubricTitleRequired,
        "rubric.0.title",
      ],
    ];
    for (const [over, message, field] of cases) {
      const response = await call(t.app, s.teacher, "PUT", editorUrl(lessonId), { settings: settings(over) });
      expect(response.statusCode, JSON.stringify(over)).toBe(400);
      expect(response.json().errors).toContainEqual({ message, field: `settings.${field}` });
    }
    const kept = await call(t.app, s.teacher, "GET", editorUrl(lessonId));
    expect((kept.json() as AssignmentEditor).settings.points).toBe(40);
  });

  it("refuses a save over someone else's newer one (409) and needs the anti-forgery token", async () => {
    const lessonId = await assignmentLesson("Editor conflicts");
    const first = await call(t.app, s.teacher, "PUT", editorUrl(lessonId), {
      settings: settings({ points: 10 }),
      expectedUpdatedAt: null,
    });
    expect(first.statusCode).toBe(200);
    const loaded = (first.json() as AssignmentEditor).updatedAt;
    // A second editor who also found it never saved loses.
    const stale = await call(t.app, s.admin, "PUT", editorUrl(lessonId), {
      settings: settings({ points: 20 }),
      expectedUpdatedAt: null,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(assignmentEditorText.editedElsewhere);
    const second = await call(t.app, s.admin, "PUT", editorUrl(lessonId), {
      settings: settings({ points: 30 }),
      expectedUpdatedAt: loaded,
    });
    expect(second.statusCode).toBe(200);
    const overwrite = await call(t.app, s.teacher, "PUT", editorUrl(lessonId), {
      settings: settings({ points: 40 }),
      expectedUpdatedAt: loaded,
    });
    expect(overwrite.statusCode).toBe(409);
    const now = await call(t.app, s.teacher, "GET", editorUrl(lessonId));
    expect((now.json() as AssignmentEditor).settings.points).toBe(30);

    const noToken = await t.app.inject({
      method: "PUT",
      url: editorUrl(lessonId),
      payload: { settings: settings({ points: 50 }) },
      headers: { cookie: s.teacher.cookie },
      remoteAddress: nextIp(),
    });
    expect(noToken.statusCode).toBe(403);
  });
});

describe("the student's view", () => {
  it("states the due moment in the batch's zone, none when self-paced, and the rule to staff", async () => {
    const lessonId = await assignmentLesson("Due moments");
    await saveSettings(lessonId, { dueDays: 3, dueTime: "09:00", rubric });
    const kolkata = await student("2026-03-01", "Asia/Kolkata");
    const read = await view(kolkata, lessonId);
    expect(read.statusCode).toBe(200);
    const seen = read.json() as AssignmentView;
    // 2026-03-04 09:00 in Kolkata (UTC+5:30).
    expect(seen.due).toEqual({ at: "2026-03-04T03:30:00.000Z", timeZone: "Asia/Kolkata" });
    expect(seen).toMatchObject({ viewer: "learner", possible: 15, passPercent: 60, dueRule: null });
    expect(seen.submission).toBeNull();

    // A batch without a schedule: the school's zone (New York, UTC-5 in March before the 8th).
    const newYork = (await view(await student("2026-03-01"), lessonId)).json() as AssignmentView;
    expect(newYork.due).toEqual({ at: "2026-03-04T14:00:00.000Z", timeZone: "America/New_York" });
    expect(((await view(await student(), lessonId)).json() as AssignmentView).due).toBeNull();

    const staff = (await view(s.teacher, lessonId)).json() as AssignmentView;
    expect(staff).toMatchObject({ viewer: "staff", due: null, dueRule: { dueDays: 3, dueTime: "09:00" } });
  });

  it("renders the instructions as sanitised HTML", async () => {
    const lessonId = await assignmentLesson("Instructions");
    await saveSettings(lessonId, {
      instructions: "Ship it **well**.\n\n<script>alert(1)</script><img src=x onerror=alert(2)>",
    });
    const seen = (await view(await student(), lessonId)).json() as AssignmentView;
    expect(seen.instructionsHtml).toContain("<strong>well</strong>");
    expect(seen.instructionsHtml).not.toContain("<script");
    expect(seen.instructionsHtml).not.toContain("onerror");
  });

  it("is for the course's readers only, and an assignment is not ticked complete by hand", async () => {
    const lessonId = await assignmentLesson("Reader access");
    expect((await view(s.outsider, lessonId)).statusCode).toBe(403);
    expect((await view(s.otherTeacher, lessonId)).statusCode).toBe(403);
    expect((await view(null, lessonId)).statusCode).toBe(401);
    const learner = await student();
    const tick = await call(t.app, learner, "PUT", endpointUrl(learningApi.setCompletion, params(lessonId)), {
      completed: true,
    });
    expect(tick.statusCode).toBe(409);
    expect(tick.json().error).toBe(assignmentCompletionMessage);
  });
});

describe("submitting", () => {
  it("takes a PDF and a repository link, serves the file to its readers only", async () => {
    const lessonId = await assignmentLesson("Submit and download");
    await saveSettings(lessonId);
    const learner = await student(dateFromToday(30));
    const pdf = samplePdf(100);
    const response = await submit(learner, lessonId, [
      pdfPart("Final report.pdf", pdf),
      { name: "repoUrl", value: " https://github.com/student/chat-service " },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const submission = (response.json() as AssignmentView).submission!;
    expect(submission).toMatchObject({
      status: "submitted",
      version: 1,
      late: false,
      repoUrl: "https://github.com/student/chat-service",
      grade: null,
    });
    expect(submission.dueAt).not.toBeNull();
    expect(submission.files).toEqual([
      expect.objectContaining({ name: "Final report.pdf", kind: "pdf", bytes: pdf.length }),
    ]);
    const fileUrl = submission.files[0]!.url;
    expect(fileUrl).toBe(
      endpointUrl(assignmentsApi.file, {
        params: { courseSlug: slug, lessonId, submissionId: submission.id, fileId: submission.files[0]!.id },
      }),
    );

    const own = await download(learner, fileUrl);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.headers["content-disposition"]).toBe(
      `attachment; filename="Final report.pdf"; filename*=UTF-8''Final%20report.pdf`,
    );
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
    expect(own.rawPayload.equals(pdf)).toBe(true);
    expect((await download(s.teacher, fileUrl)).statusCode).toBe(200);
    expect((await download(s.admin, fileUrl)).statusCode).toBe(200);

    const submissionUrl = endpointUrl(assignmentsApi.submission, {
      params: { courseSlug: slug, lessonId, submissionId: submission.id },
    });
    const byTeacher = await call(t.app, s.teacher, "GET", submissionUrl);
    expect(byTeacher.statusCode).toBe(200);
    expect((byTeacher.json() as AssignmentSubmissionView).files[0]!.url).toBe(fileUrl);

    // Another student of the course learns nothing: 404 for the submission and its file alike.
    const classmate = await student();
    expect((await download(classmate, fileUrl)).statusCode).toBe(404);
    expect((await call(t.app, classmate, "GET", submissionUrl)).statusCode).toBe(404);
    expect(((await view(classmate, lessonId)).json() as AssignmentView).submission).toBeNull();
    expect((await download(s.outsider, fileUrl)).statusCode).toBe(403);
    expect((await download(s.otherTeacher, fileUrl)).statusCode).toBe(403);
  });

  it("decides a file's kind by its content, whatever its name", async () => {
    const lessonId = await assignmentLesson("File kinds");
    await saveSettings(lessonId);
    const learner = await student();
    const mixed = await submit(learner, lessonId, [
      pdfPart("slides.zip"),
      { name: "files", filename: "project.zip", type: "application/zip", data: sampleZip() },
      { name: "files", filename: "analysis.ipynb", type: "application/octet-stream", data: sampleNotebook() },
    ]);
    expect(mixed.statusCode, mixed.body).toBe(200);
    const files = (mixed.json() as AssignmentView).submission!.files;
    expect(files.map((file) => [file.name, file.kind])).toEqual([
      ["slides.pdf", "pdf"],
      ["project.zip", "zip"],
      ["analysis.ipynb", "ipynb"],
    ]);
    const zipDownload = await download(learner, files[1]!.url);
    expect(zipDownload.headers["content-type"]).toBe("application/zip");

    const exe = await submit(learner, lessonId, [pdfPart("homework.pdf", sampleExe())]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().errors).toEqual([{ message: assignmentMessages.fileKindNotAllowed, field: "files" }]);
    const text = await submit(learner, lessonId, [pdfPart("notes.ipynb", Buffer.from('{"cells": "no"}'))]);
    expect(text.statusCode).toBe(415);
    const empty = await submit(learner, lessonId, [pdfPart("empty.pdf", Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(assignmentSubmissionMessages.fileEmpty);
    // A refused form changes nothing: the earlier submission stands.
    const after = (await view(learner, lessonId)).json() as AssignmentView;
    expect(after.submission?.version).toBe(1);
  });

  it("refuses a file over 25 MB and more than five files", async () => {
    const lessonId = await assignmentLesson("File limits");
    await saveSettings(lessonId);
    const learner = await student();
    const big = await submit(learner, lessonId, [pdfPart("big.pdf", samplePdf(25 * 1024 * 1024))]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(assignmentMessages.fileTooLarge);
    const six = await submit(
      learner,
      lessonId,
      Array.from({ length: 6 }, (_, i) => pdfPart(`part-${i}.pdf`)),
    );
    expect(six.statusCode).toBe(400);
    expect(six.json().error).toBe(assignmentMessages.tooManyFiles);
    const five = await submit(
      learner,
      lessonId,
      Array.from({ length: 5 }, (_, i) => pdfPart(`part-${i}.pdf`)),
    );
    expect(five.statusCode).toBe(200);
    expect((five.json() as AssignmentView).submission!.files).toHaveLength(5);
  });

  it("holds the repository link to https without credentials, and the settings' kinds", async () => {
    const lessonId = await assignmentLesson("Repository rules");
    await saveSettings(lessonId, { acceptFiles: false });
    const learner = await student();
    for (const bad of [
      "http://github.com/me/repo",
      "https://user:secret@github.com/me/repo",
      "github.com/me/repo",
      "https://localhost/repo",
      `https://github.com/${"a".repeat(500)}`,
    ]) {
      const response = await submit(learner, lessonId, [{ name: "repoUrl", value: bad }]);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().errors[0].field).toBe("repoUrl");
    }
    const filesRefused = await submit(learner, lessonId, [pdfPart()]);
    expect(filesRefused.statusCode).toBe(400);
    expect(filesRefused.json().error).toBe(assignmentMessages.filesNotAccepted);
    const nothing = await submit(learner, lessonId, [{ name: "repoUrl", value: "  " }]);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toBe(assignmentMessages.submissionEmpty);
    const good = await submit(learner, lessonId, [{ name: "repoUrl", value: "https://gitlab.com/me/repo" }]);
    expect(good.statusCode).toBe(200);

    const filesOnly = await assignmentLesson("Files only");
    await saveSettings(filesOnly, { acceptRepoUrl: false });
    const linkRefused = await submit(learner, filesOnly, [
      pdfPart(),
      { name: "repoUrl", value: "https://github.com/me/repo" },
    ]);
    expect(linkRefused.statusCode).toBe(400);
    expect(linkRefused.json().error).toBe(assignmentMessages.repoUrlNotAccepted);
  });

  it("marks late work when it is accepted, and refuses it when the assignment closes", async () => {
    const marked = await assignmentLesson("Late accepted");
    await saveSettings(marked, { dueDays: 7, latePolicy: "accept_marked" });
    const closed = await assignmentLesson("Late closed");
    await saveSettings(closed, { dueDays: 7, latePolicy: "closed" });
    // The batch started 30 days ago: both were due 23 days ago.
    const behind = await student(dateFromToday(-30));
    const late = await submit(behind, marked, [pdfPart()]);
    expect(late.statusCode).toBe(200);
    const submission = (late.json() as AssignmentView).submission!;
    expect(submission.late).toBe(true);
    expect(Date.parse(submission.dueAt!)).toBeLessThan(Date.parse(submission.submittedAt));
    const refused = await submit(behind, closed, [pdfPart()]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(assignmentMessages.closedLate);
    expect(((await view(behind, closed)).json() as AssignmentView).submission).toBeNull();

    // Self-paced: never late, whatever the rule.
    const ownPace = await student();
    const onTime = await submit(ownPace, closed, [pdfPart()]);
    expect(onTime.statusCode).toBe(200);
    expect((onTime.json() as AssignmentView).submission).toMatchObject({ late: false, dueAt: null });
  });

  it("replaces the files on resubmission, raises the version and removes the old files", async () => {
    const lessonId = await assignmentLesson("Resubmission");
    await saveSettings(lessonId);
    const learner = await student(dateFromToday(10));
    const first = (await submit(learner, lessonId, [pdfPart("draft.pdf")])).json() as AssignmentView;
    const firstSubmission = first.submission!;
    const oldKeys = await storageKeysOf(firstSubmission.id);
    expect(await storedOnDisk(oldKeys[0]!)).toBe(true);

    const second = await submit(learner, lessonId, [
      { name: "files", filename: "final.zip", type: "application/zip", data: sampleZip() },
      { name: "repoUrl", value: "https://github.com/me/final" },
    ]);
    expect(second.statusCode).toBe(200);
    const replaced = (second.json() as AssignmentView).submission!;
    expect(replaced).toMatchObject({
      id: firstSubmission.id,
      version: 2,
      repoUrl: "https://github.com/me/final",
    });
    expect(replaced.files.map((file) => file.name)).toEqual(["final.zip"]);
    expect(Date.parse(replaced.submittedAt)).toBeGreaterThanOrEqual(Date.parse(firstSubmission.submittedAt));
    expect(await storedOnDisk(oldKeys[0]!)).toBe(false);
    expect((await download(learner, firstSubmission.files[0]!.url)).statusCode).toBe(404);
    expect((await download(learner, replaced.files[0]!.url)).statusCode).toBe(200);

    const third = await submit(learner, lessonId, [{ name: "repoUrl", value: "https://github.com/me/v3" }]);
    expect((third.json() as AssignmentView).submission).toMatchObject({ version: 3, files: [] });
    const editor = await call(t.app, s.teacher, "GET", editorUrl(lessonId));
    expect((editor.json() as AssignmentEditor).submissionCount).toBe(1);
  });

  it("never mixes two submissions sent at once, and leaves no stray files", async () => {
    const lessonId = await assignmentLesson("Concurrent");
    await saveSettings(lessonId);
    const learner = await student();
    const [a, b] = await Promise.all([
      submit(learner, lessonId, [pdfPart("a.pdf")]),
      submit(learner, lessonId, [pdfPart("b.pdf")]),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    const [row] = await t.database.db
      .select()
      .from(assignmentSubmissions)
      .where(and(eq(assignmentSubmissions.lessonId, lessonId), eq(assignmentSubmissions.userId, learner.id)));
    if (statuses[1] === 409) {
      // One won; the other was told to reload, and its file was removed.
      expect(statuses).toEqual([200, 409]);
      expect([a, b].find((r) => r.statusCode === 409)!.json().error).toBe(assignmentSubmissionMessages.raced);
      expect(row!.version).toBe(1);
    } else {
      // One after the other: the second replaced the first.
      expect(statuses).toEqual([200, 200]);
      expect(row!.version).toBe(2);
    }
    expect(row!.files).toHaveLength(1);
    const folder = path.join(t.dataDir, "files", "objects", "assignments", lessonId, learner.id);
    expect(await readdir(folder)).toEqual([path.basename(row!.files[0]!.storageKey)]);
  });

  it("refuses to replace a graded submission, and shows its grade", async () => {
    const lessonId = await assignmentLesson("Graded");
    await saveSettings(lessonId, { rubric });
    const learner = await student();
    const submitted = (await submit(learner, lessonId, [pdfPart()])).json() as AssignmentView;
    const keys = await storageKeysOf(submitted.submission!.id);
    // What the grading side leaves behind.
    await t.database.db
      .update(assignmentSubmissions)
      .set({
        status: "graded",
        rubricChoices: { design: "strong", tests: "none" },
        gradedRubric: rubric,
        comments: "Clean design. **Add tests.**",
        score: 10,
        possible: 15,
        percent: 66.67,
        passed: true,
        gradedAt: new Date(),
      })
      .where(eq(assignmentSubmissions.id, submitted.submission!.id));

    const again = await submit(learner, lessonId, [pdfPart("better.pdf")]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(assignmentMessages.alreadyGraded);
    expect(await storageKeysOf(submitted.submission!.id)).toEqual(keys);

    const seen = ((await view(learner, lessonId)).json() as AssignmentView).submission!;
    expect(seen.status).toBe("graded");
    expect(seen.grade).toMatchObject({ score: 10, possible: 15, percent: 66.67, passed: true });
    expect(seen.grade!.commentsHtml).toContain("<strong>Add tests.</strong>");
    expect(seen.grade!.rubric).toEqual([
      {
        criterionId: "design",
        title: "Design",
        description: "Structure of the code",
        maxPoints: 10,
        level: { id: "strong", title: "Strong", description: "Clear modules", points: 10 },
      },
      {
        criterionId: "tests",
        title: "Tests",
        description: "",
        maxPoints: 5,
        level: { id: "none", title: "None", description: "", points: 0 },
      },
    ]);
  });

  it("is for enrolled students: staff, outsiders, forms without a token or not multipart are refused", async () => {
    const lessonId = await assignmentLesson("Submit access");
    await saveSettings(lessonId);
    const teacher = await submit(s.teacher, lessonId, [pdfPart()]);
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json().error).toBe(assignmentSubmissionMessages.staffCannotSubmit);
    expect((await submit(s.outsider, lessonId, [pdfPart()])).statusCode).toBe(403);
    const learner = await student();
    expect((await submit(learner, lessonId, [pdfPart()], { csrf: false })).statusCode).toBe(403);
    const json = await call(t.app, learner, "POST", submitUrl(lessonId), {
      repoUrl: "https://github.com/a/b",
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe(assignmentSubmissionMessages.notMultipart);
    expect(((await view(learner, lessonId)).json() as AssignmentView).submission).toBeNull();
  });
});
