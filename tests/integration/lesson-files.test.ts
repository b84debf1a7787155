import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseEditorApi } from "#contracts/api/course-editor.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { learningApi } from "#contracts/api/learning.ts";
import { addCalendarDays } from "#contracts/calendar-date.ts";
import type { LessonDetail } from "#contracts/course-editor.ts";
import { fileText } from "#contracts/course-editor-text.ts";
import type { LessonFile, LessonView } from "#contracts/learning.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { courseModules, lessons } from "#server/db/schema/learning.ts";
import { calendarDateIn } from "#server/lib/time-zone.ts";
import { call, createAccount, nextIp, signedIn } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";

// Lesson files (issue 14): uploads checked by size and by content, served only to who may read the lesson,
// with ranges for video seeks and private caching; replaced and deleted files leave no bytes behind.

let t: TestApp;
const slug = "deep-learning";
let courseId: string;
let firstLesson: string;
let lockedLesson: string;
type Who = "teacher" | "otherTeacher" | "learner" | "batchLearner" | "stranger" | "lapsed";
const sessions = {} as Record<Who, Visitor>;

const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, 0x41), Buffer.from("\n%%EOF\n")]);
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom"),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("isomiso2"),
  Buffer.alloc(5000, 7),
]);
const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(3000, 0x90)]);

function upload(who: Who, lessonId: string, role: string, filename: string, body: Buffer, headers = {}) {
  const url = endpointUrl(courseEditorApi.uploadFile, {
    params: { courseSlug: slug, lessonId },
    query: { role: role as "resource", filename },
  });
  return t.app.inject({
    method: "POST",
    url,
    payload: body,
    headers: {
      cookie: sessions[who].cookie,
      "x-xsrf-token": sessions[who].token,
      "content-type": "application/octet-stream",
      ...headers,
    },
    remoteAddress: nextIp(),
  });
}

function fetchFile(who: Who | null, file: LessonFile, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "GET",
    url: file.url,
    headers: { ...(who ? { cookie: sessions[who].cookie } : {}), ...headers },
    remoteAddress: nextIp(),
  });
}

const storedFiles = async () =>
  (await readdir(path.join(t.dataDir, "files", "objects"), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  courseId = (await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)))[0]!.id;
  const ordered = await db
    .select({ id: lessons.id, module: courseModules.position })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(courseModules.position), asc(lessons.position));
  firstLesson = ordered[0]!.id;
  lockedLesson = ordered.find((row) => row.module === 1)!.id;
  const batch = await createBatch(
    db,
    courseId,
    addCalendarDays(calendarDateIn("America/New_York", new Date()), 1),
    {
      seatsTotal: 10,
    },
  );
  const accounts = {
    teacher: await createAccount(db, { role: "instructor" }),
    otherTeacher: await createAccount(db, { role: "instructor" }),
    learner: await createAccount(db),
    batchLearner: await createAccount(db),
    stranger: await createAccount(db),
    lapsed: await createAccount(db),
  };
  await db.insert(courseInstructors).values({ userId: accounts.teacher.id, courseId });
  await db.insert(enrollments).values([
    { userId: accounts.learner.id, courseId },
    { userId: accounts.batchLearner.id, courseId, batchId: batch },
    { userId: accounts.lapsed.id, courseId, status: "cancelled" },
  ]);
  for (const who of Object.keys(accounts) as Who[]) sessions[who] = await signedIn(t.app, accounts[who]);
});

afterAll(async () => {
  await t?.close();
});

describe("uploads", () => {
  it("stores a resource, shows it to the editor and the learner, and serves it to the learner", async () => {
    const response = await upload("teacher", firstLesson, "resource", "Backprop cheat sheet.pdf", pdf);
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json() as LessonFile;
    expect(file).toMatchObject({ role: "resource", contentType: "application/pdf", size: pdf.length });

    const detail = (
      await call(
        t.app,
        sessions.teacher,
        "GET",
        endpointUrl(courseEditorApi.lesson, { params: { courseSlug: slug, lessonId: firstLesson } }),
      )
    ).json() as LessonDetail;
    expect(detail.files.map((item) => item.id)).toEqual([file.id]);
    const view = (
      await call(
        t.app,
        sessions.learner,
        "GET",
        endpointUrl(learningApi.lesson, { params: { courseSlug: slug, lessonId: firstLesson } }),
      )
    ).json() as LessonView;
    expect(view.files).toEqual([file]);

    const served = await fetchFile("learner", file);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["cache-control"]).toBe("private, max-age=3600");
    expect(served.headers["content-disposition"]).toContain(
      'attachment; filename="Backprop cheat sheet.pdf"',
    );
    expect(served.headers["accept-ranges"]).toBe("bytes");
  });

  it("refuses a file whose bytes are not what its role takes, whatever its name", async () => {
    const disguised = await upload("teacher", firstLesson, "resource", "notes.pdf", exe);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().error).toBe(fileText.resource);
    const notVideo = await upload("teacher", firstLesson, "video", "lecture.mp4", pdf);
    expect(notVideo.statusCode).toBe(415);
    expect(notVideo.json().error).toBe(fileText.video);
    const notVtt = await upload(
      "teacher",
      firstLesson,
      "captions",
      "en.vtt",
      Buffer.from("1\n00:00:00,000 --> 1"),
    );
    expect(notVtt.json().error).toBe(fileText.captions);
  });

  it("refuses a file over its role's limit before reading it, and a bad name", async () => {
    const big = await upload("teacher", firstLesson, "resource", "big.pdf", pdf, {
      "content-length": String(50 * 1024 ** 2 + 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(fileText.tooLarge("resource"));
    const badName = await upload("teacher", firstLesson, "resource", "../../etc/passwd", pdf);
    expect(badName.statusCode).toBe(400);
  });

  it("lets only the course's editors upload", async () => {
    expect((await upload("otherTeacher", firstLesson, "resource", "x.pdf", pdf)).statusCode).toBe(403);
    expect((await upload("learner", firstLesson, "resource", "x.pdf", pdf)).statusCode).toBe(403);
  });
});

describe("video", () => {
  it("answers ranges for seeks, 416 past the end, 304 for a known version, and remembers the position", async () => {
    const file = (await upload("teacher", firstLesson, "video", "Lecture 1.mp4", mp4)).json() as LessonFile;
    const range = await fetchFile("learner", file, { range: "bytes=100-199" });
    expect(range.statusCode).toBe(206);
    expect(range.headers["content-range"]).toBe(`bytes 100-199/${mp4.length}`);
    expect(range.rawPayload.equals(mp4.subarray(100, 200))).toBe(true);
    const past = await fetchFile("learner", file, { range: `bytes=${mp4.length + 10}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${mp4.length}`);
    const whole = await fetchFile("learner", file);
    const again = await fetchFile("learner", file, { "if-none-match": String(whole.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(whole.headers["content-disposition"]).toMatch(/^inline/);

    const position = endpointUrl(learningApi.saveVideoPosition, {
      params: { courseSlug: slug, lessonId: firstLesson },
    });
    expect((await call(t.app, sessions.learner, "PUT", position, { seconds: 754 })).statusCode).toBe(200);
    const view = (
      await call(
        t.app,
        sessions.learner,
        "GET",
        endpointUrl(learningApi.lesson, { params: { courseSlug: slug, lessonId: firstLesson } }),
      )
    ).json() as LessonView;
    expect(view.videoPositionSeconds).toBe(754);
  });

  it("replaces a lesson's video with a new one, leaving no bytes of the old", async () => {
    const before = await storedFiles();
    const second = (
      await upload("teacher", firstLesson, "video", "Lecture 1 (re-cut).mp4", mp4)
    ).json() as LessonFile;
    const view = (
      await call(
        t.app,
        sessions.learner,
        "GET",
        endpointUrl(learningApi.lesson, { params: { courseSlug: slug, lessonId: firstLesson } }),
      )
    ).json() as LessonView;
    expect(view.files.filter((file) => file.role === "video").map((file) => file.id)).toEqual([second.id]);
    expect((await storedFiles()).length).toBe(before.length);
  });
});

describe("who may fetch a file", () => {
  it("serves the course's readers and refuses everyone else, and locked lessons' files", async () => {
    const file = (await upload("teacher", firstLesson, "resource", "sheet.pdf", pdf)).json() as LessonFile;
    expect((await fetchFile("teacher", file)).statusCode).toBe(200);
    expect((await fetchFile("batchLearner", file)).statusCode).toBe(200);
    expect((await fetchFile("stranger", file)).statusCode).toBe(403);
    expect((await fetchFile("lapsed", file)).statusCode).toBe(403);
    expect((await fetchFile("otherTeacher", file)).statusCode).toBe(403);
    expect((await fetchFile(null, file)).statusCode).toBe(401);

    const locked = (await upload("teacher", lockedLesson, "resource", "later.pdf", pdf)).json() as LessonFile;
    expect((await fetchFile("learner", locked)).statusCode).toBe(200); // self-paced: everything is open
    expect((await fetchFile("batchLearner", locked)).statusCode).toBe(403); // their batch opens it later
    const lockedView = (
      await call(
        t.app,
        sessions.batchLearner,
        "GET",
        endpointUrl(learningApi.lesson, { params: { courseSlug: slug, lessonId: lockedLesson } }),
      )
    ).json() as LessonView;
    expect(lockedView.files).toEqual([]);
  });

  it("deletes a file's bytes with it, and a lesson's with the lesson", async () => {
    const file = (await upload("teacher", lockedLesson, "resource", "gone.pdf", pdf)).json() as LessonFile;
    const before = await storedFiles();
    const removed = await call(
      t.app,
      sessions.teacher,
      "DELETE",
      endpointUrl(courseEditorApi.deleteFile, {
        params: { courseSlug: slug, lessonId: lockedLesson, fileId: file.id },
      }),
    );
    expect(removed.statusCode).toBe(204);
    expect((await storedFiles()).length).toBe(before.length - 1);
    expect((await fetchFile("teacher", file)).statusCode).toBe(404);

    const remaining = (await storedFiles()).length;
    const [module] = await t.database.db
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(and(eq(courseModules.courseId, courseId), eq(courseModules.position, 0)));
    const [scratch] = await t.database.db
      .insert(lessons)
      .values({ moduleId: module!.id, courseId, position: 99, title: "Scratch", status: "published" })
      .returning({ id: lessons.id });
    await upload("teacher", scratch!.id, "resource", "a.pdf", pdf);
    await upload("teacher", scratch!.id, "resource", "b.pdf", pdf);
    expect((await storedFiles()).length).toBe(remaining + 2);
    const gone = await call(
      t.app,
      sessions.teacher,
      "DELETE",
      endpointUrl(courseEditorApi.deleteLesson, { params: { courseSlug: slug, lessonId: scratch!.id } }),
    );
    expect(gone.statusCode).toBe(204);
    expect((await storedFiles()).length).toBe(remaining);
  });
});
