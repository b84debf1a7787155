// The moderation tests' seeded app, people and calls (tests/integration/community-moderation*.test.ts):
// two courses with an instructor each, students in a batch of each, an admin, and two accounts made today
// (a student and an admin) whose posts with links meet the review rule; everyone else is a month old.

import { afterAll, beforeAll, expect } from "vitest";
import { communityApi } from "#contracts/api/community.ts";
import { communityModerationApi } from "#contracts/api/community-moderation.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { Reply, Space, Thread, ThreadDetail, ThreadListPage } from "#contracts/community.ts";
import type { ModerationQueuePage, ModerationResult, Standing } from "#contracts/community-moderation.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { ageAccount } from "./account-age.ts";
import { call, createAccount, signedIn, type TestAccount } from "./accounts.ts";
import { createBatch } from "./batches.ts";
import { createTestApp, type TestApp, type Visitor } from "./test-app.ts";

/** The app and the people of the moderation tests, set by `moderationFixture`'s beforeAll. */
export const m = {} as { t: TestApp; courseX: string; batchA: string; people: Record<Who, TestAccount> };

export type Who =
  | "teacherX"
  | "teacherY"
  | "admin"
  | "studentA"
  | "studentB"
  | "studentY"
  | "newbie"
  | "newAdmin";
export const sessions = {} as Record<Who, Visitor>;

export const spaceX = "course:ai-engineers";
export const threadsUrl = (space: string) =>
  endpointUrl(communityApi.threads, { params: { space }, query: {} });
export const threadUrl = (id: string) => endpointUrl(communityApi.thread, { params: { id }, query: {} });
export const reportUrl = (kind: "thread" | "reply", id: string) =>
  endpointUrl(kind === "thread" ? communityModerationApi.reportThread : communityModerationApi.reportReply, {
    params: { id },
  });
export const actUrl = (kind: "thread" | "reply", id: string) =>
  endpointUrl(communityModerationApi.act, {
    params: { kind: kind === "thread" ? "threads" : "replies", id },
  });
// A string status: the tests send wrong ones too.
export const queueUrl = (query: { status?: string; page?: number | string } = {}) =>
  endpointUrl(communityModerationApi.queue, { query: query as { status?: "open"; page?: number } });
export const standingUrl = endpointUrl(communityModerationApi.standing);

export async function newThread(who: Who, space: string, body = "How do I **start**?"): Promise<Thread> {
  const response = await call(m.t.app, sessions[who], "POST", threadsUrl(space), {
    title: `A question from ${who}`,
    body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Thread;
}

export async function newReply(
  who: Who,
  threadId: string,
  body = "Like this.",
  parentId?: string,
): Promise<Reply> {
  const response = await call(m.t.app, sessions[who], "POST", `${threadUrl(threadId)}/replies`, {
    body,
    ...(parentId ? { parentId } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Reply;
}

export async function detail(who: Who, threadId: string): Promise<ThreadDetail> {
  const response = await call(m.t.app, sessions[who], "GET", threadUrl(threadId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ThreadDetail;
}

export async function list(who: Who, space: string): Promise<ThreadListPage> {
  const response = await call(m.t.app, sessions[who], "GET", threadsUrl(space));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ThreadListPage;
}

export async function queue(who: Who, status: "open" | "resolved" = "open"): Promise<ModerationQueuePage> {
  const response = await call(m.t.app, sessions[who], "GET", queueUrl({ status }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ModerationQueuePage;
}

export async function act(
  who: Who,
  kind: "thread" | "reply",
  id: string,
  body: object,
): Promise<ModerationResult> {
  const response = await call(m.t.app, sessions[who], "POST", actUrl(kind, id), body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ModerationResult;
}

export async function report(
  who: Who,
  kind: "thread" | "reply",
  id: string,
  body: object = { reason: "spam" },
) {
  return call(m.t.app, sessions[who], "POST", reportUrl(kind, id), body);
}

export async function standing(who: Who): Promise<Standing> {
  const response = await call(m.t.app, sessions[who], "GET", standingUrl);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Standing;
}

export async function threadCount(who: Who, space: string): Promise<number> {
  const spaces = (
    await call(m.t.app, sessions[who], "GET", endpointUrl(communityApi.spaces))
  ).json() as Space[];
  return spaces.find((entry) => entry.key === space)?.threadCount ?? 0;
}

/** A seeded app with two courses, their instructors, students, and two new accounts, for the describe blocks. */
export function moderationFixture(): void {
  beforeAll(async () => {
    // Per-person limits are community-write-limits.test.ts's subject.
    m.t = await createTestApp({ COMMUNITY_WRITE_LIMITS: "off" });
    const { db } = m.t.database;
    const rows = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
    m.courseX = rows.find((row) => row.slug === "ai-engineers")!.id;
    const courseY = rows.find((row) => row.slug === "machine-learning")!.id;
    m.batchA = await createBatch(db, m.courseX, "2026-01-05");
    const batchC = await createBatch(db, courseY, "2026-03-02");
    const people: Record<Who, TestAccount> = {
      teacherX: await createAccount(db, { role: "instructor", name: "Tess Teacher" }),
      teacherY: await createAccount(db, { role: "instructor", name: "Yan Teacher" }),
      admin: await createAccount(db, { role: "admin", name: "Ada Admin" }),
      studentA: await createAccount(db, { name: "Amy A" }),
      studentB: await createAccount(db, { name: "Ben B" }),
      studentY: await createAccount(db, { name: "Yara Y" }),
      newbie: await createAccount(db, { name: "Nina New" }),
      newAdmin: await createAccount(db, { role: "admin", name: "Neil New Admin" }),
    };
    // Everyone but the two new accounts is a month old.
    for (const who of ["teacherX", "teacherY", "admin", "studentA", "studentB", "studentY"] as const)
      await ageAccount(db, people[who].id);
    await db.insert(enrollments).values([
      { userId: people.studentA.id, courseId: m.courseX, batchId: m.batchA },
      { userId: people.studentB.id, courseId: m.courseX, batchId: m.batchA },
      { userId: people.newbie.id, courseId: m.courseX, batchId: m.batchA },
      { userId: people.studentY.id, courseId: courseY, batchId: batchC },
    ]);
    await db.insert(courseInstructors).values([
      { userId: people.teacherX.id, courseId: m.courseX },
      { userId: people.teacherY.id, courseId: courseY },
    ]);
    m.people = people;
    for (const who of Object.keys(people) as Who[]) sessions[who] = await signedIn(m.t.app, people[who]);
  });

  afterAll(async () => {
    await m.t?.close();
  });
}
