import { readdir } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseEditorApi } from "#contracts/api/course-editor.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { LessonDetail } from "#contracts/course-editor.ts";
import { fileText } from "#contracts/course-editor-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { courseInstructors } from "#server/db/schema/enrollments.ts";
import { lessons } from "#server/db/schema/learning.ts";
import { call, createAccount, nextIp, signedIn } from "../support/accounts.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Resumable lesson uploads over tus 1.0 (decision 0033): created, resumed after a broken connection, finished
// through the same checks and storage as a one-request upload, bound to their uploader, and swept once expired.

let t: TestApp;
const slug = "deep-learning";
let lessonId: string;
let otherLessonId: string;
type Who = "teacher" | "coTeacher" | "otherTeacher" | "admin" | "learner";
const sessions = {} as Record<Who, Visitor>;

const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(300_000, 0x41), Buffer.from("\n%%EOF\n")]);
const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(20_000, 0x90)]);

const b64 = (text: string) => Buffer.from(text).toString("base64");
const metadata = (role: string, filename: string) => `role ${b64(role)},filename ${b64(filename)}`;
const collection = (lesson = lessonId) =>
  endpointUrl(courseEditorApi.createUpload, { params: { courseSlug: slug, lessonId: lesson } });

function tus(
  who: Who | null,
  method: "POST" | "HEAD" | "PATCH" | "DELETE",
  url: string,
  headers: Record<string, string> = {},
  payload?: Buffer,
) {
  return t.app.inject({
    method,
    url,
    headers: {
      "tus-resumable": "1.0.0",
      ...(who ? { cookie: sessions[who].cookie, "x-xsrf-token": sessions[who].token } : {}),
      ...(payload ? { "content-type": "application/offset+octet-stream" } : {}),
      ...headers,
    },
    ...(payload ? { payload } : {}),
    remoteAddress: nextIp(),
  });
}

async function create(who: Who, size: number, role = "resource", filename = "Notes.pdf", lesson = lessonId) {
  const response = await tus(who, "POST", collection(lesson), {
    "upload-length": String(size),
    "upload-metadata": metadata(role, filename),
  });
  return response;
}

async function created(who: Who, size: number, role?: string, filename?: string): Promise<string> {
  const response = await create(who, size, role, filename);
  expect(response.statusCode, response.body).toBe(201);
  return String(response.headers.location);
}

const offsetOf = async (who: Who, url: string) => {
  const head = await tus(who, "HEAD", url);
  expect(head.statusCode).toBe(200);
  return Number(head.headers["upload-offset"]);
};

const staged = async () => {
  try {
    return await readdir(path.join(t.dataDir, "files", "uploads"));
  } catch {
    return [];
  }
};
const storedObjects = async () => {
  try {
    return (await readdir(path.join(t.dataDir, "files", "objects"), { recursive: true })).length;
  } catch {
    return 0;
  }
};
const lessonFiles = async (lesson = lessonId) =>
  (
    (
      await call(
        t.app,
        sessions.teacher,
        "GET",
        endpointUrl(courseEditorApi.lesson, { params: { courseSlug: slug, lessonId: lesson } }),
      )
    ).json() as LessonDetail
  ).files;

/** A PATCH over a real connection that sends `sent` of `body`'s bytes and then breaks off. */
async function interruptedPatch(
  base: string,
  url: string,
  who: Who,
  offset: number,
  body: Buffer,
  sent: number,
) {
  await new Promise<void>((resolve) => {
    const request = httpRequest(`${base}${url}`, {
      method: "PATCH",
      headers: {
        "tus-resumable": "1.0.0",
        "upload-offset": String(offset),
        "content-type": "application/offset+octet-stream",
        "content-length": String(body.length),
        cookie: sessions[who].cookie,
        "x-xsrf-token": sessions[who].token,
      },
    });
    request.on("error", () => resolve());
    request.on("close", () => resolve());
    request.write(body.subarray(0, sent), () => {
      setTimeout(() => request.destroy(), 150);
    });
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const courseId = (await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)))[0]!.id;
  const ids = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, courseId));
  lessonId = ids[0]!.id;
  otherLessonId = ids[1]!.id;
  const accounts = {
    teacher: await createAccount(db, { role: "instructor" }),
    coTeacher: await createAccount(db, { role: "instructor" }),
    otherTeacher: await createAccount(db, { role: "instructor" }),
    admin: await createAccount(db, { role: "admin" }),
    learner: await createAccount(db),
  };
  await db.insert(courseInstructors).values([
    { userId: accounts.teacher.id, courseId },
    { userId: accounts.coTeacher.id, courseId },
  ]);
  for (const who of Object.keys(accounts) as Who[]) sessions[who] = await signedIn(t.app, accounts[who]);
});

afterAll(async () => {
  await t?.close();
});

describe("a resumable upload", () => {
  it("is created, resumed after a broken connection, and stored as the lesson's file when complete", async () => {
    const response = await create("teacher", pdf.length, "resource", "Backprop notes.pdf");
    expect(response.statusCode, response.body).toBe(201);
    const url = String(response.headers.location);
    expect(url).toMatch(new RegExp(`^${collection()}/[0-9a-f]{32}$`));
    expect(response.headers["tus-resumable"]).toBe("1.0.0");
    expect(response.headers["upload-expires"]).toBeTruthy();
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();

    const head = await tus("teacher", "HEAD", url);
    expect(head.statusCode).toBe(200);
    expect(head.headers["upload-offset"]).toBe("0");
    expect(head.headers["upload-length"]).toBe(String(pdf.length));
    expect(head.headers["cache-control"]).toBe("private, no-store");

    // The first piece arrives whole.
    const first = await tus("teacher", "PATCH", url, { "upload-offset": "0" }, pdf.subarray(0, 100_000));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers["upload-offset"]).toBe("100000");

    // The second breaks off halfway: what arrived is kept, and the client asks where to go on from.
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    await interruptedPatch(address, url, "teacher", 100_000, pdf.subarray(100_000), 120_000);
    let offset = await offsetOf("teacher", url);
    for (let tries = 0; offset === 100_000 && tries < 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      offset = await offsetOf("teacher", url);
    }
    expect(offset).toBeGreaterThan(100_000);
    expect(offset).toBeLessThanOrEqual(220_000);
    // A piece sent from the wrong offset is refused without a change.
    const wrong = await tus("teacher", "PATCH", url, { "upload-offset": "100000" }, pdf.subarray(100_000));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error).toBeTruthy();
    expect(await lessonFiles()).toEqual([]);

    const last = await tus(
      "teacher",
      "PATCH",
      url,
      { "upload-offset": String(offset) },
      pdf.subarray(offset),
    );
    expect(last.statusCode, last.body).toBe(204);
    expect(last.headers["upload-offset"]).toBe(String(pdf.length));

    const files = await lessonFiles();
    expect(files).toMatchObject([
      { role: "resource", filename: "Backprop notes.pdf", contentType: "application/pdf", size: pdf.length },
    ]);
    const served = await t.app.inject({
      method: "GET",
      url: files[0]!.url,
      headers: { cookie: sessions.teacher.cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    // The staged bytes are gone, and so is the upload.
    expect(await staged()).toEqual([]);
    expect((await tus("teacher", "HEAD", url)).statusCode).toBe(404);
  });

  it("can be cancelled by its uploader, leaving nothing staged", async () => {
    const url = await created("teacher", pdf.length);
    await tus("teacher", "PATCH", url, { "upload-offset": "0" }, pdf.subarray(0, 5_000));
    const cancelled = await tus("teacher", "DELETE", url);
    expect(cancelled.statusCode).toBe(204);
    expect(await staged()).toEqual([]);
    expect((await tus("teacher", "HEAD", url)).statusCode).toBe(404);
  });
});

describe("checks", () => {
  it("refuses a size over the role's limit at creation, with our message", async () => {
    const big = await create("teacher", 50 * 1024 ** 2 + 1, "resource");
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      error: fileText.tooLarge("resource"),
      errors: [{ message: fileText.tooLarge("resource"), field: "file" }],
    });
    const video = await create("teacher", 2 * 1024 ** 3 + 1, "video", "lecture.mp4");
    expect(video.statusCode).toBe(413);
    expect(video.json().error).toBe(fileText.tooLarge("video"));
    expect((await create("teacher", 50 * 1024 ** 2 + 1, "video", "lecture.mp4")).statusCode).toBe(201);
    expect((await create("teacher", 0)).json().error).toBe(fileText.empty);
    const deferred = await tus("teacher", "POST", collection(), {
      "upload-defer-length": "1",
      "upload-metadata": metadata("resource", "a.pdf"),
    });
    expect(deferred.statusCode).toBe(411);
    expect(deferred.json().error).toBe(fileText.noUploadLength);
  });

  it("validates the metadata: a known role and a plain file name", async () => {
    const badName = await create("teacher", 100, "resource", "../../etc/passwd");
    expect(badName.statusCode).toBe(400);
    expect(badName.json().error).toBe("File names cannot hold slashes or control characters.");
    expect((await create("teacher", 100, "poster", "a.png")).statusCode).toBe(400);
    const none = await tus("teacher", "POST", collection(), { "upload-length": "100" });
    expect(none.statusCode).toBe(400);
    const noTus = await t.app.inject({
      method: "POST",
      url: collection(),
      headers: {
        cookie: sessions.teacher.cookie,
        "x-xsrf-token": sessions.teacher.token,
        "upload-length": "100",
        "upload-metadata": metadata("resource", "a.pdf"),
      },
      remoteAddress: nextIp(),
    });
    expect(noTus.statusCode).toBe(412);
    expect(noTus.json().error).toMatch(/Tus-Resumable/);
  });

  it("refuses a complete upload whose bytes are not what its role takes, storing nothing", async () => {
    const objects = await storedObjects();
    const url = await created("teacher", exe.length, "resource", "notes.pdf");
    const last = await tus("teacher", "PATCH", url, { "upload-offset": "0" }, exe);
    expect(last.statusCode).toBe(415);
    expect(last.json().error).toBe(fileText.resource);
    expect(await storedObjects()).toBe(objects);
    expect((await lessonFiles()).map((file) => file.filename)).not.toContain("notes.pdf");
    expect(await staged()).not.toContain(url.split("/").pop());
    expect((await tus("teacher", "HEAD", url)).statusCode).toBe(404);
  });
});

describe("who may upload", () => {
  it("lets only the course's editors create uploads, signed in and with the anti-forgery token", async () => {
    expect((await create("otherTeacher", 100)).statusCode).toBe(403);
    expect((await create("learner", 100)).statusCode).toBe(403);
    // A visitor with a valid anti-forgery pair but no session.
    const visitor = await visit(t.app);
    const signedOut = await tus(null, "POST", collection(), {
      "upload-length": "100",
      "upload-metadata": metadata("resource", "a.pdf"),
      cookie: visitor.cookie,
      "x-xsrf-token": visitor.token,
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error).toBe(apiMessages.signInRequired);
    const noToken = await tus("teacher", "POST", collection(), {
      "upload-length": "100",
      "upload-metadata": metadata("resource", "a.pdf"),
      "x-xsrf-token": "",
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error).toBe(apiMessages.csrfRejected);
    expect((await create("admin", 100)).statusCode).toBe(201);
  });

  it("keeps an upload to its uploader and lesson: nobody else can read, continue or cancel it", async () => {
    const url = await created("teacher", pdf.length);
    await tus("teacher", "PATCH", url, { "upload-offset": "0" }, pdf.subarray(0, 1_000));
    for (const who of ["coTeacher", "admin"] as const) {
      expect((await tus(who, "HEAD", url)).statusCode).toBe(404);
      const patch = await tus(who, "PATCH", url, { "upload-offset": "1000" }, pdf.subarray(1_000, 2_000));
      expect(patch.statusCode).toBe(404);
      expect(patch.json().error).toBe(apiMessages.notFound);
      expect((await tus(who, "DELETE", url)).statusCode).toBe(404);
    }
    expect((await tus("otherTeacher", "HEAD", url)).statusCode).toBe(403);
    expect(
      (await tus("learner", "PATCH", url, { "upload-offset": "1000" }, pdf.subarray(1_000))).statusCode,
    ).toBe(403);
    expect((await tus(null, "HEAD", url)).statusCode).toBe(401);
    const elsewhere = url.replace(lessonId, otherLessonId);
    expect((await tus("teacher", "HEAD", elsewhere)).statusCode).toBe(404);
    expect(await offsetOf("teacher", url)).toBe(1_000);
  });
});

describe("expiry", () => {
  it("sweeps unfinished uploads a day old, and leaves younger ones", async () => {
    const url = await created("teacher", pdf.length);
    await tus("teacher", "PATCH", url, { "upload-offset": "0" }, pdf.subarray(0, 1_000));
    const id = url.split("/").pop()!;
    expect(await t.app.uploads.sweepExpired()).toBe(0);
    expect(await staged()).toContain(id);

    const removed = await t.app.uploads.sweepExpired(new Date(Date.now() + 25 * 60 * 60_000));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await staged()).toEqual([]);
    expect((await tus("teacher", "HEAD", url)).statusCode).toBe(404);
    // A second sweep (another instance's, on a shared directory) finds nothing left and fails on nothing.
    expect(await t.app.uploads.sweepExpired(new Date(Date.now() + 25 * 60 * 60_000))).toBe(0);
  });
});
