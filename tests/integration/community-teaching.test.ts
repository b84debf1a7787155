import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communityApi } from "#contracts/api/community.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { Reply, Thread } from "#contracts/community.ts";
import type { TeachingOverview } from "#contracts/community-teaching.ts";
import { communityText } from "#contracts/community-text.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// The instructor portal's forum list (issue 18): the spaces an instructor moderates, those with unanswered
// questions first, and the unanswered questions across them, the longest waiting first. A question stops
// being unanswered with its first reply or an accepted answer; other courses' questions never show.

let t: TestApp;
let batchA: string;
let batchY: string;
type Who = "teacherX" | "teacherY" | "admin" | "studentA" | "studentY";
let people: Record<Who, TestAccount>;
const sessions = {} as Record<Who, Visitor>;
const teachingUrl = (page?: number | string) => endpointUrl(communityApi.teaching, { query: { page } });

async function ask(who: Who, space: string, title: string): Promise<Thread> {
  const response = await call(
    t.app,
    sessions[who],
    "POST",
    endpointUrl(communityApi.createThread, { params: { space } }),
    { title, body: "Help?", tags: [] },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Thread;
}

async function answer(who: Who, threadId: string): Promise<Reply> {
  const response = await call(
    t.app,
    sessions[who],
    "POST",
    endpointUrl(communityApi.reply, { params: { id: threadId } }),
    { body: "Like this." },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Reply;
}

async function teaching(who: Who, page?: number | string): Promise<TeachingOverview> {
  const response = await call(t.app, sessions[who], "GET", teachingUrl(page));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TeachingOverview;
}

beforeAll(async () => {
  t = await createTestApp({ COMMUNITY_WRITE_LIMITS: "off" });
  const { db } = t.database;
  const rows = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
  const courseX = rows.find((row) => row.slug === "ai-engineers")!.id;
  const courseY = rows.find((row) => row.slug === "machine-learning")!.id;
  batchA = await createBatch(db, courseX, "2026-01-05");
  batchY = await createBatch(db, courseY, "2026-03-02");
  people = {
    teacherX: await createAccount(db, { role: "instructor", name: "Tess Teacher" }),
    teacherY: await createAccount(db, { role: "instructor", name: "Yan Teacher" }),
    admin: await createAccount(db, { role: "admin", name: "Ada Admin" }),
    studentA: await createAccount(db, { name: "Amy A" }),
    studentY: await createAccount(db, { name: "Yara Y" }),
  };
  await db.insert(enrollments).values([
    { userId: people.studentA.id, courseId: courseX, batchId: batchA },
    { userId: people.studentY.id, courseId: courseY, batchId: batchY },
  ]);
  await db.insert(courseInstructors).values([
    { userId: people.teacherX.id, courseId: courseX },
    { userId: people.teacherY.id, courseId: courseY },
  ]);
  for (const who of Object.keys(people) as Who[]) sessions[who] = await signedIn(t.app, people[who]);
});

afterAll(async () => {
  await t?.close();
});

describe("the instructor's unanswered questions", () => {
  it("is for instructors and admins only", async () => {
    const student = await call(t.app, sessions.studentA, "GET", teachingUrl());
    expect(student.statusCode).toBe(403);
    const visitor = await call(t.app, await visit(t.app), "GET", teachingUrl());
    expect(visitor.statusCode).toBe(401);
  });

  it("lists the spaces an instructor moderates, unanswered first, and their oldest questions first", async () => {
    const empty = await teaching("teacherX");
    expect(empty.unanswered.total).toBe(0);
    // The course's space, then its cohorts (the seeded ones and this test's); nothing of other courses.
    expect(empty.spaces[0]!.key).toBe("course:ai-engineers");
    expect(empty.spaces.map((space) => space.key)).toContain(`batch:${batchA}`);
    expect(empty.spaces.every((space) => space.title.startsWith("AI Engineering"))).toBe(true);
    expect(empty.spaces.every((space) => space.moderator && space.unanswered === 0)).toBe(true);

    const first = await ask("studentA", `batch:${batchA}`, "First question in the cohort");
    const second = await ask("studentA", `batch:${batchA}`, "Second question in the cohort");
    const general = await ask("studentA", "general", "A general question");
    const other = await ask("studentY", `batch:${batchY}`, "A machine learning question");

    const overview = await teaching("teacherX");
    expect(overview.spaces[0]).toMatchObject({ key: `batch:${batchA}`, unanswered: 2 });
    expect(overview.spaces[1]).toMatchObject({ key: "course:ai-engineers", unanswered: 0 });
    expect(overview.spaces.slice(1).every((space) => space.unanswered === 0)).toBe(true);
    expect(overview.unanswered.total).toBe(2);
    expect(overview.unanswered.items.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(overview.unanswered.items[0]!.spaceTitle).toMatch(/^AI Engineering: /);
    // Not the general space (admins moderate it), not another course's cohort.
    const ids = overview.unanswered.items.map((item) => item.id);
    expect(ids).not.toContain(general.id);
    expect(ids).not.toContain(other.id);

    const y = await teaching("teacherY");
    expect(y.unanswered.items.map((item) => item.id)).toEqual([other.id]);

    const admin = await teaching("admin");
    expect(admin.spaces[0]!.unanswered).toBeGreaterThan(0);
    expect(admin.unanswered.items.map((item) => item.id)).toEqual(
      expect.arrayContaining([first.id, second.id, general.id, other.id]),
    );

    // A reply answers a question.
    await answer("teacherX", first.id);
    const after = await teaching("teacherX");
    expect(after.unanswered.items.map((item) => item.id)).toEqual([second.id]);
    expect(after.spaces[0]).toMatchObject({ key: `batch:${batchA}`, unanswered: 1 });
  });

  it("leaves out deleted questions and checks its page", async () => {
    const gone = await ask("studentA", `batch:${batchA}`, "A question asked by mistake");
    expect((await teaching("teacherX")).unanswered.items.map((item) => item.id)).toContain(gone.id);
    const deleted = await call(
      t.app,
      sessions.studentA,
      "DELETE",
      endpointUrl(communityApi.deleteThread, { params: { id: gone.id } }),
    );
    expect(deleted.statusCode).toBe(204);
    expect((await teaching("teacherX")).unanswered.items.map((item) => item.id)).not.toContain(gone.id);

    const bad = await call(t.app, sessions.teacherX, "GET", teachingUrl("zero"));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(communityText.pageInvalid);
    const past = await teaching("teacherX", 5);
    expect(past.unanswered.items).toEqual([]);
    expect(past.unanswered.page).toBe(5);
  });
});
