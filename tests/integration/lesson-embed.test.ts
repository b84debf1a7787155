import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseEditorApi } from "#contracts/api/course-editor.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { learningApi } from "#contracts/api/learning.ts";
import { addCalendarDays } from "#contracts/calendar-date.ts";
import type { LessonDetail } from "#contracts/course-editor.ts";
import { videoEmbedText } from "#contracts/course-editor-text.ts";
import type { LessonFile, LessonPreview, LessonView } from "#contracts/learning.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { courseModules, lessons } from "#server/db/schema/learning.ts";
import { seedLessonMedia } from "#server/db/seed-lesson-media.ts";
import { calendarDateIn } from "#server/lib/time-zone.ts";
import { createDiskStorage } from "#server/providers/storage/disk-storage.ts";
import { call, createAccount, nextIp, signedIn } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Video lessons from YouTube or Vimeo and transcripts (issue 14): an instructor saves a link, which is kept
// as the provider's privacy-enhanced player URL; the player and the free preview answer it unless an
// uploaded video wins; the lesson's WebVTT captions come back as a transcript of plain text; every page may
// frame the two players and nothing else new.

let t: TestApp;
const slug = "ai-engineers";
let courseId: string;
/** Module 0: the seeded video lesson first, then two more; module 1 opens a week into a batch. */
let videoLesson: string;
let embedLesson: string;
let captionsLesson: string;
let lockedLesson: string;
type Who = "teacher" | "otherTeacher" | "learner" | "batchLearner" | "student";
const sessions = {} as Record<Who, Visitor>;

const youtubeId = "dQw4w9WgXcQ";
const canonicalYoutube = `https://www.youtube-nocookie.com/embed/${youtubeId}`;

const editorUrl = (lessonId: string) =>
  endpointUrl(courseEditorApi.updateLesson, { params: { courseSlug: slug, lessonId } });
const playerUrl = (lessonId: string) =>
  endpointUrl(learningApi.lesson, { params: { courseSlug: slug, lessonId } });
const previewUrl = (lessonId: string) => endpointUrl(learningApi.preview, { params: { slug, lessonId } });

async function save(who: Who, lessonId: string, body: Record<string, unknown>) {
  return call(t.app, sessions[who], "PATCH", editorUrl(lessonId), body);
}

async function lessonFor(who: Who, lessonId: string): Promise<LessonView> {
  const response = await call(t.app, sessions[who], "GET", playerUrl(lessonId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function upload(lessonId: string, role: "video" | "captions", filename: string, body: Buffer) {
  return t.app.inject({
    method: "POST",
    url: endpointUrl(courseEditorApi.uploadFile, {
      params: { courseSlug: slug, lessonId },
      query: { role, filename },
    }),
    payload: body,
    headers: {
      cookie: sessions.teacher.cookie,
      "x-xsrf-token": sessions.teacher.token,
      "content-type": "application/octet-stream",
    },
    remoteAddress: nextIp(),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  // The seeded video and captions, in the app's own storage (as server/main.ts does at boot).
  await seedLessonMedia(db, createDiskStorage(path.join(t.dataDir, "files")));
  courseId = (await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)))[0]!.id;
  const ordered = await db
    .select({ id: lessons.id, module: courseModules.position })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(and(eq(lessons.courseId, courseId), eq(lessons.status, "published")))
    .orderBy(asc(courseModules.position), asc(lessons.position));
  const firstModule = ordered.filter((row) => row.module === 0);
  [videoLesson, embedLesson, captionsLesson] = firstModule.map((row) => row.id) as [string, string, string];
  expect(captionsLesson).toBeDefined();
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
    student: await createAccount(db),
  };
  await db.insert(courseInstructors).values({ userId: accounts.teacher.id, courseId });
  await db.insert(enrollments).values([
    { userId: accounts.learner.id, courseId },
    { userId: accounts.batchLearner.id, courseId, batchId: batch },
  ]);
  for (const who of Object.keys(accounts) as Who[]) sessions[who] = await signedIn(t.app, accounts[who]);
});

afterAll(async () => {
  await t?.close();
});

describe("saving a video link", () => {
  it("keeps the provider's privacy-enhanced player URL, with the start time, and clears it", async () => {
    const saved = await save("teacher", embedLesson, {
      videoEmbedUrl: ` https://youtu.be/${youtubeId}?t=1m5s `,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as LessonDetail).videoEmbedUrl).toBe(`${canonicalYoutube}?start=65`);
    const loaded = await call(t.app, sessions.teacher, "GET", editorUrl(embedLesson));
    expect((loaded.json() as LessonDetail).videoEmbedUrl).toBe(`${canonicalYoutube}?start=65`);

    const vimeo = await save("teacher", embedLesson, {
      videoEmbedUrl: "https://vimeo.com/76979871/abcdef1234",
    });
    expect((vimeo.json() as LessonDetail).videoEmbedUrl).toBe(
      "https://player.vimeo.com/video/76979871?dnt=1&h=abcdef1234",
    );
    for (const cleared of ["", "   ", null]) {
      const response = await save("teacher", embedLesson, { videoEmbedUrl: cleared });
      expect((response.json() as LessonDetail).videoEmbedUrl).toBeNull();
      await save("teacher", embedLesson, { videoEmbedUrl: canonicalYoutube });
    }
    // Saving other fields leaves the link alone.
    const renamed = await save("teacher", embedLesson, { minutes: 12 });
    expect((renamed.json() as LessonDetail).videoEmbedUrl).toBe(canonicalYoutube);
  });

  it.each([
    ["javascript:alert(1)", videoEmbedText.unsupported],
    ["data:text/html,<script>alert(1)</script>", videoEmbedText.unsupported],
    [`https://youtube.com.evil.com/watch?v=${youtubeId}`, videoEmbedText.unsupported],
    ["https://example.com/lesson.mp4", videoEmbedText.unsupported],
    [
      "https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs",
      videoEmbedText.notOneVideo("YouTube"),
    ],
    ["https://vimeo.com/channels/staffpicks", videoEmbedText.notOneVideo("Vimeo")],
    [`https://youtu.be/${youtubeId}?x=${"a".repeat(2_000)}`, videoEmbedText.tooLong],
  ])("refuses %s with 400 and the field's message, leaving the lesson as it was", async (link, message) => {
    const response = await save("teacher", embedLesson, { title: "Changed?", videoEmbedUrl: link });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: "videoEmbedUrl", message }]);
    const lesson = (
      await call(t.app, sessions.teacher, "GET", editorUrl(embedLesson))
    ).json() as LessonDetail;
    expect(lesson.videoEmbedUrl).toBe(canonicalYoutube);
    expect(lesson.title).not.toBe("Changed?");
  });

  it("is the course's editors' alone", async () => {
    for (const who of ["otherTeacher", "learner"] as const)
      expect(
        (await save(who, embedLesson, { videoEmbedUrl: `https://youtu.be/${youtubeId}` })).statusCode,
      ).toBe(403);
    const anonymous = await visit(t.app);
    expect(
      (await call(t.app, anonymous, "PATCH", editorUrl(embedLesson), { videoEmbedUrl: "" })).statusCode,
    ).toBe(401);
  });
});

describe("the player and the free preview", () => {
  it("answer the link to who may read the lesson, and nothing while it is locked", async () => {
    expect((await lessonFor("learner", embedLesson)).videoEmbedUrl).toBe(canonicalYoutube);
    expect((await lessonFor("teacher", embedLesson)).videoEmbedUrl).toBe(canonicalYoutube);
    // Access is the lesson's, unchanged: a student of another course, and nobody signed out.
    expect((await call(t.app, sessions.student, "GET", playerUrl(embedLesson))).statusCode).toBe(403);
    expect((await call(t.app, null, "GET", playerUrl(embedLesson))).statusCode).toBe(401);

    await save("teacher", lockedLesson, { videoEmbedUrl: `https://youtu.be/${youtubeId}` });
    const locked = await lessonFor("batchLearner", lockedLesson);
    expect(locked.lesson.locked).toBe(true);
    expect(locked.videoEmbedUrl).toBeNull();
    expect((await lessonFor("learner", lockedLesson)).videoEmbedUrl).toBe(canonicalYoutube);
  });

  it("answer no link where an uploaded video wins over it", async () => {
    await save("teacher", videoLesson, { videoEmbedUrl: "https://vimeo.com/76979871" });
    const view = await lessonFor("learner", videoLesson);
    expect(view.files.some((file) => file.role === "video")).toBe(true);
    expect(view.videoEmbedUrl).toBeNull();
    // The editor still shows what was saved, to say the file wins.
    const detail = (
      await call(t.app, sessions.teacher, "GET", editorUrl(videoLesson))
    ).json() as LessonDetail;
    expect(detail.videoEmbedUrl).toBe("https://player.vimeo.com/video/76979871?dnt=1");
    const preview = await t.app.inject({ method: "GET", url: previewUrl(videoLesson) });
    expect(preview.statusCode, preview.body).toBe(200);
    expect((preview.json() as LessonPreview).lesson.videoEmbedUrl).toBeNull();
  });

  it("shows the link in a free preview once the lesson is one, to anyone", async () => {
    expect((await t.app.inject({ method: "GET", url: previewUrl(embedLesson) })).statusCode).toBe(404);
    await save("teacher", embedLesson, { freePreview: true });
    const response = await t.app.inject({ method: "GET", url: previewUrl(embedLesson) });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as LessonPreview).lesson.videoEmbedUrl).toBe(canonicalYoutube);
    await save("teacher", embedLesson, { freePreview: false });
    expect((await t.app.inject({ method: "GET", url: previewUrl(embedLesson) })).statusCode).toBe(404);
  });

  it("lets every page frame the two players, by their player paths, and nothing else new", async () => {
    for (const url of [playerUrl(embedLesson), `/dashboard/student/courses/${slug}/lessons/${embedLesson}`]) {
      const response = await call(t.app, sessions.learner, "GET", url);
      const frameSrc = /(?:^|;)\s*frame-src ([^;]*)/.exec(
        String(response.headers["content-security-policy"]),
      )?.[1];
      expect(frameSrc?.split(" ")).toEqual([
        "'self'",
        "https://www.youtube-nocookie.com/embed/",
        "https://player.vimeo.com/video/",
      ]);
    }
  });
});

describe("transcripts", () => {
  it("come from the seeded captions as plain cues with their times", async () => {
    const view = await lessonFor("learner", videoLesson);
    expect(view.transcript?.truncated).toBe(false);
    expect(view.transcript?.cues).toHaveLength(6);
    expect(view.transcript?.cues[0]).toEqual({
      start: 0,
      end: 4,
      text: "A language model never reads letters or words. It reads tokens.",
    });
    expect(view.transcript?.cues[5]?.start).toBe(20);
    // Nobody else reads them: the lesson's own access.
    expect((await call(t.app, sessions.student, "GET", playerUrl(videoLesson))).statusCode).toBe(403);
  });

  it("come from uploaded captions, as text only, and follow a replaced file", async () => {
    expect((await lessonFor("learner", captionsLesson)).transcript).toBeNull();
    const vtt = [
      "\ufeffWEBVTT - Embeddings",
      "",
      "NOTE written by hand",
      "",
      "1",
      "00:00:01.000 --> 00:00:03.500 align:start",
      "<v Ada>Embeddings are <b>vectors</b>",
      "of meaning &amp; more.",
      "",
      "00:00:04.000 --> 00:00:06.000",
      "&lt;img src=x onerror=alert(1)&gt;",
      "",
    ].join("\r\n");
    const first = await upload(captionsLesson, "captions", "Embeddings.vtt", Buffer.from(vtt));
    expect(first.statusCode, first.body).toBe(201);
    const view = await lessonFor("learner", captionsLesson);
    expect(view.transcript).toEqual({
      truncated: false,
      cues: [
        { start: 1, end: 3.5, text: "Embeddings are vectors of meaning & more." },
        { start: 4, end: 6, text: "<img src=x onerror=alert(1)>" },
      ],
    });
    // With captions and a link but no uploaded video, the link plays and the transcript is there too.
    await save("teacher", captionsLesson, { videoEmbedUrl: `https://youtu.be/${youtubeId}` });
    expect((await lessonFor("learner", captionsLesson)).videoEmbedUrl).toBe(canonicalYoutube);

    const second = await upload(
      captionsLesson,
      "captions",
      "Embeddings v2.vtt",
      Buffer.from("WEBVTT\n\n00:02.000 --> 00:03.000\nRecorded again.\n"),
    );
    expect(second.statusCode, second.body).toBe(201);
    expect((await lessonFor("learner", captionsLesson)).transcript?.cues).toEqual([
      { start: 2, end: 3, text: "Recorded again." },
    ]);
    const file = second.json() as LessonFile;
    const removed = await call(
      t.app,
      sessions.teacher,
      "DELETE",
      endpointUrl(courseEditorApi.deleteFile, {
        params: { courseSlug: slug, lessonId: captionsLesson, fileId: file.id },
      }),
    );
    expect(removed.statusCode).toBe(204);
    expect((await lessonFor("learner", captionsLesson)).transcript).toBeNull();
  });
});
