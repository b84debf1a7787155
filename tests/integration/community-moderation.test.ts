import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communityApi } from "#contracts/api/community.ts";
import { communityModerationApi } from "#contracts/api/community-moderation.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { AuditLogPage } from "#contracts/audit-log.ts";
import type { Reply, Space, Thread, ThreadDetail, ThreadListPage } from "#contracts/community.ts";
import type { ModerationQueuePage, ModerationResult, Standing } from "#contracts/community-moderation.ts";
import { moderationText } from "#contracts/community-moderation-text.ts";
import { communityText } from "#contracts/community-text.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { communitySuspensions } from "#server/db/schema/community-moderation.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { ageAccount } from "../support/account-age.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";
import { activeContentIn, xssCorpus } from "../support/xss-corpus.ts";

// The forum's moderation (issue 18): reports and their rules, the queue's access matrix, what each action
// (hide, restore, dismiss, warn, suspend) changes in what students, the author and staff see, new accounts'
// posts with links held for review and approved, suspensions that block posting and end, audit entries,
// and XSS payloads in report details and warnings coming back as the plain text they were.

let t: TestApp;
let courseX: string;
let batchA: string;
let batchC: string;

type Who = "teacherX" | "teacherY" | "admin" | "studentA" | "studentB" | "studentY" | "newbie" | "newAdmin";
let people: Record<Who, TestAccount>;
const sessions = {} as Record<Who, Visitor>;

const spaceX = "course:ai-engineers";
const threadsUrl = (space: string) => endpointUrl(communityApi.threads, { params: { space }, query: {} });
const threadUrl = (id: string) => endpointUrl(communityApi.thread, { params: { id }, query: {} });
const reportUrl = (kind: "thread" | "reply", id: string) =>
  endpointUrl(kind === "thread" ? communityModerationApi.reportThread : communityModerationApi.reportReply, {
    params: { id },
  });
const actUrl = (kind: "thread" | "reply", id: string) =>
  endpointUrl(communityModerationApi.act, {
    params: { kind: kind === "thread" ? "threads" : "replies", id },
  });
// A string status: the tests send wrong ones too.
const queueUrl = (query: { status?: string; page?: number | string } = {}) =>
  endpointUrl(communityModerationApi.queue, { query: query as { status?: "open"; page?: number } });
const standingUrl = endpointUrl(communityModerationApi.standing);

async function newThread(who: Who, space: string, body = "How do I **start**?"): Promise<Thread> {
  const response = await call(t.app, sessions[who], "POST", threadsUrl(space), {
    title: `A question from ${who}`,
    body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Thread;
}

async function newReply(who: Who, threadId: string, body = "Like this.", parentId?: string): Promise<Reply> {
  const response = await call(t.app, sessions[who], "POST", `${threadUrl(threadId)}/replies`, {
    body,
    ...(parentId ? { parentId } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Reply;
}

async function detail(who: Who, threadId: string): Promise<ThreadDetail> {
  const response = await call(t.app, sessions[who], "GET", threadUrl(threadId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ThreadDetail;
}

async function list(who: Who, space: string): Promise<ThreadListPage> {
  const response = await call(t.app, sessions[who], "GET", threadsUrl(space));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ThreadListPage;
}

async function queue(who: Who, status: "open" | "resolved" = "open"): Promise<ModerationQueuePage> {
  const response = await call(t.app, sessions[who], "GET", queueUrl({ status }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ModerationQueuePage;
}

async function act(who: Who, kind: "thread" | "reply", id: string, body: object): Promise<ModerationResult> {
  const response = await call(t.app, sessions[who], "POST", actUrl(kind, id), body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ModerationResult;
}

async function report(who: Who, kind: "thread" | "reply", id: string, body: object = { reason: "spam" }) {
  return call(t.app, sessions[who], "POST", reportUrl(kind, id), body);
}

async function standing(who: Who): Promise<Standing> {
  const response = await call(t.app, sessions[who], "GET", standingUrl);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Standing;
}

async function threadCount(who: Who, space: string): Promise<number> {
  const spaces = (
    await call(t.app, sessions[who], "GET", endpointUrl(communityApi.spaces))
  ).json() as Space[];
  return spaces.find((entry) => entry.key === space)?.threadCount ?? 0;
}

beforeAll(async () => {
  // Per-person limits are community-write-limits.test.ts's subject.
  t = await createTestApp({ COMMUNITY_WRITE_LIMITS: "off" });
  const { db } = t.database;
  const rows = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
  courseX = rows.find((row) => row.slug === "ai-engineers")!.id;
  const courseY = rows.find((row) => row.slug === "machine-learning")!.id;
  batchA = await createBatch(db, courseX, "2026-01-05");
  batchC = await createBatch(db, courseY, "2026-03-02");
  people = {
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
    { userId: people.studentA.id, courseId: courseX, batchId: batchA },
    { userId: people.studentB.id, courseId: courseX, batchId: batchA },
    { userId: people.newbie.id, courseId: courseX, batchId: batchA },
    { userId: people.studentY.id, courseId: courseY, batchId: batchC },
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

describe("reports", () => {
  it("takes a reason and details from any reader, once per person and post, never for one's own", async () => {
    const thread = await newThread("studentA", spaceX);
    const first = await report("studentB", "thread", thread.id, {
      reason: "off-topic",
      details: "Not about AI",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ kind: "thread", postId: thread.id, reason: "off-topic" });

    const again = await report("studentB", "thread", thread.id, { reason: "spam" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(moderationText.alreadyReported);

    const own = await report("studentA", "thread", thread.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe(moderationText.ownPost);

    // Outside the space: 404, as for a post that does not exist, and for ids that are not ids.
    expect((await report("studentY", "thread", thread.id)).statusCode).toBe(404);
    expect((await report("studentB", "thread", "not-an-id")).statusCode).toBe(404);
    expect((await report("studentB", "reply", thread.id)).statusCode).toBe(404);

    const badReason = await report("teacherX", "thread", thread.id, { reason: "boring" });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().error).toBe(moderationText.reasonInvalid);
    const longDetails = await report("teacherX", "thread", thread.id, {
      reason: "other",
      details: "x".repeat(501),
    });
    expect(longDetails.statusCode).toBe(400);
    expect(longDetails.json().error).toBe(moderationText.detailsTooLong);

    const reply = await newReply("studentB", thread.id, "A reply");
    expect((await report("studentA", "reply", reply.id, { reason: "harassment" })).statusCode).toBe(201);
    await call(
      t.app,
      sessions.studentB,
      "DELETE",
      endpointUrl(communityApi.deleteReply, { params: { id: reply.id } }),
    );
    const deleted = await report("teacherX", "reply", reply.id);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error).toBe(communityText.deletedPost);
  });
});

describe("the moderation queue", () => {
  it("is the staff's: instructors see their courses' spaces, admins every space, students none", async () => {
    const inX = await newThread("studentA", `batch:${batchA}`, "Buy cheap watches");
    const inY = await newThread("studentY", "course:machine-learning");
    const inGeneral = await newThread("studentB", "general");
    expect(
      (await report("studentB", "thread", inX.id, { reason: "spam", details: "An ad" })).statusCode,
    ).toBe(201);
    expect((await report("newbie", "thread", inX.id, { reason: "spam" })).statusCode).toBe(201);
    expect((await report("teacherY", "thread", inY.id, { reason: "harassment" })).statusCode).toBe(201);
    expect((await report("studentA", "thread", inGeneral.id, { reason: "other" })).statusCode).toBe(201);

    for (const who of ["studentA", "studentY"] as const) {
      const response = await call(t.app, sessions[who], "GET", queueUrl());
      expect(response.statusCode).toBe(403);
    }
    expect((await call(t.app, null, "GET", queueUrl())).statusCode).toBe(401);

    const ids = (page: ModerationQueuePage) => page.items.map((item) => item.id);
    const teacherX = await queue("teacherX");
    expect(ids(teacherX)).toContain(inX.id);
    expect(ids(teacherX)).not.toContain(inY.id);
    expect(ids(teacherX)).not.toContain(inGeneral.id);
    const teacherY = await queue("teacherY");
    expect(ids(teacherY)).toContain(inY.id);
    expect(ids(teacherY)).not.toContain(inX.id);
    const admin = await queue("admin");
    expect(ids(admin)).toEqual(expect.arrayContaining([inX.id, inY.id, inGeneral.id]));
    expect(admin.pageSize).toBe(20);

    const item = teacherX.items.find((entry) => entry.id === inX.id)!;
    expect(item).toMatchObject({
      kind: "thread",
      threadId: inX.id,
      space: { key: `batch:${batchA}` },
      excerpt: "Buy cheap watches",
      authorName: "Amy A",
      authorUsername: people.studentA.username,
      moderation: "published",
      reportCount: 2,
      reasons: [{ reason: "spam", count: 2 }],
      details: [{ reason: "spam", details: "An ad" }],
    });
    expect(item.firstReportedAt).not.toBeNull();

    // Acting on another course's post: 404 (the space is not theirs to read); on the general space: 403.
    const other = await call(t.app, sessions.teacherX, "POST", actUrl("thread", inY.id), {
      action: "dismiss",
    });
    expect(other.statusCode).toBe(404);
    const general = await call(t.app, sessions.teacherX, "POST", actUrl("thread", inGeneral.id), {
      action: "dismiss",
    });
    expect(general.statusCode).toBe(403);
    expect(general.json().error).toBe(moderationText.notModerator);
    const student = await call(t.app, sessions.studentB, "POST", actUrl("thread", inX.id), {
      action: "hide",
    });
    expect(student.statusCode).toBe(403);

    expect((await call(t.app, sessions.admin, "GET", queueUrl({ status: "closed" }))).statusCode).toBe(400);
    const badAction = await call(t.app, sessions.teacherX, "POST", actUrl("thread", inX.id), {
      action: "ban",
    });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().error).toBe(moderationText.actionInvalid);
    for (const kind of ["posts", "__proto__", "constructor"]) {
      const badKind = await call(
        t.app,
        sessions.admin,
        "POST",
        `/api/community/moderation/${kind}/${inX.id}`,
        {
          action: "hide",
        },
      );
      expect(badKind.statusCode, kind).toBe(404);
    }
    expect(
      (await call(t.app, sessions.teacherX, "POST", actUrl("thread", "nope"), { action: "hide" })).statusCode,
    ).toBe(404);

    // Dismissing resolves the reports and changes nothing else.
    const dismissed = await act("teacherX", "thread", inX.id, { action: "dismiss" });
    expect(dismissed).toMatchObject({ moderation: "published", resolvedReports: 2 });
    expect(ids(await queue("teacherX"))).not.toContain(inX.id);
    const resolved = (await queue("teacherX", "resolved")).items.find((entry) => entry.id === inX.id);
    expect(resolved).toMatchObject({ reportCount: 2, resolution: "dismiss" });
    expect((await detail("studentB", inX.id)).thread.moderation).toBe("published");
    // Resolved, the same person may report it again.
    expect((await report("studentB", "thread", inX.id, { reason: "spam" })).statusCode).toBe(201);
  });
});

describe("hiding and restoring", () => {
  it("takes a hidden thread from everyone but staff, and brings it back", async () => {
    const thread = await newThread("studentA", spaceX);
    await newReply("studentB", thread.id);
    const before = await threadCount("studentB", spaceX);
    expect((await report("studentB", "thread", thread.id)).statusCode).toBe(201);

    const hidden = await act("teacherX", "thread", thread.id, { action: "hide" });
    expect(hidden).toMatchObject({ moderation: "hidden", resolvedReports: 1 });
    for (const who of ["studentA", "studentB"] as const) {
      expect((await list(who, spaceX)).items.map((item) => item.id)).not.toContain(thread.id);
      expect((await call(t.app, sessions[who], "GET", threadUrl(thread.id))).statusCode).toBe(404);
      const replying = await call(t.app, sessions[who], "POST", `${threadUrl(thread.id)}/replies`, {
        body: "Hi",
      });
      expect(replying.statusCode).toBe(404);
    }
    expect(await threadCount("studentB", spaceX)).toBe(before - 1);
    const staffList = await list("teacherX", spaceX);
    expect(staffList.items.find((item) => item.id === thread.id)?.moderation).toBe("hidden");
    expect((await detail("admin", thread.id)).thread.moderation).toBe("hidden");

    const restored = await act("teacherX", "thread", thread.id, { action: "restore" });
    expect(restored).toMatchObject({ moderation: "published", resolvedReports: 0 });
    expect((await list("studentB", spaceX)).items.map((item) => item.id)).toContain(thread.id);
    expect(await threadCount("studentB", spaceX)).toBe(before);
    const again = await call(t.app, sessions.teacherX, "POST", actUrl("thread", thread.id), {
      action: "restore",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(moderationText.notHeldOrHidden);
  });

  it("leaves a hidden reply out, or as [hidden] when nested replies follow it, and out of the count", async () => {
    const thread = await newThread("studentA", spaceX);
    const lone = await newReply("studentB", thread.id, "A rude reply");
    const parent = await newReply("studentB", thread.id, "Another rude reply");
    const child = await newReply("studentA", thread.id, "Please be kind", parent.id);
    expect((await detail("studentA", thread.id)).thread.replyCount).toBe(3);

    await act("teacherX", "reply", lone.id, { action: "hide" });
    await act("admin", "reply", parent.id, { action: "hide" });

    for (const who of ["studentA", "studentB"] as const) {
      const page = await detail(who, thread.id);
      expect(page.thread.replyCount).toBe(1);
      expect(page.replies.total).toBe(1);
      expect(page.replies.items.map((item) => item.id)).toEqual([parent.id]);
      const placeholder = page.replies.items[0]!;
      expect(placeholder).toMatchObject({ moderation: "hidden", html: "", body: null, authorName: null });
      expect(placeholder.replies.map((item) => item.id)).toEqual([child.id]);
      expect(
        (
          await call(
            t.app,
            sessions[who],
            "GET",
            `${endpointUrl(communityApi.replyHistory, { params: { id: lone.id } })}`,
          )
        ).statusCode,
      ).toBe(404);
    }
    const staff = await detail("teacherX", thread.id);
    expect(staff.replies.items.map((item) => [item.id, item.moderation])).toEqual([
      [lone.id, "hidden"],
      [parent.id, "hidden"],
    ]);
    expect(staff.replies.items[1]?.html).toContain("Another rude reply");

    await act("teacherX", "reply", lone.id, { action: "restore" });
    const after = await detail("studentB", thread.id);
    expect(after.thread.replyCount).toBe(2);
    expect(after.replies.items.map((item) => item.id)).toEqual([lone.id, parent.id]);
    // Deleting the hidden one takes nothing more off the count: it was not in it.
    const deleted = await call(
      t.app,
      sessions.teacherX,
      "DELETE",
      endpointUrl(communityApi.deleteReply, { params: { id: parent.id } }),
    );
    expect(deleted.statusCode).toBe(204);
    expect((await detail("studentB", thread.id)).thread.replyCount).toBe(2);
  });
});

describe("warnings and suspensions", () => {
  it("stores a warning the author reads in their standing, and nobody else", async () => {
    const thread = await newThread("studentB", spaceX);
    expect((await report("studentA", "thread", thread.id)).statusCode).toBe(201);
    const warned = await act("teacherX", "thread", thread.id, {
      action: "warn",
      message: "Please stay on topic.",
    });
    expect(warned).toMatchObject({ moderation: "published", resolvedReports: 1 });
    const mine = await standing("studentB");
    expect(mine.warnings[0]?.message).toBe("Please stay on topic.");
    expect((await standing("studentA")).warnings).toEqual([]);

    const empty = await call(t.app, sessions.teacherX, "POST", actUrl("thread", thread.id), {
      action: "warn",
      message: "  ",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(moderationText.messageRequired);

    const staffPost = await newThread("teacherX", spaceX);
    const staffAuthor = await call(t.app, sessions.admin, "POST", actUrl("thread", staffPost.id), {
      action: "warn",
      message: "x",
    });
    expect(staffAuthor.statusCode).toBe(403);
    expect(staffAuthor.json().error).toBe(moderationText.staffAuthor);
    const self = await call(t.app, sessions.teacherX, "POST", actUrl("thread", staffPost.id), {
      action: "suspend",
      days: 1,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe(moderationText.ownAuthor);
  });

  it("an instructor's suspension closes their course's spaces to the author until it ends", async () => {
    const thread = await newThread("studentB", spaceX);
    const reply = await newReply("studentB", thread.id);
    const badDays = await call(t.app, sessions.teacherX, "POST", actUrl("reply", reply.id), {
      action: "suspend",
      days: 2,
    });
    expect(badDays.statusCode).toBe(400);
    expect(badDays.json().error).toBe(moderationText.daysInvalid);

    const suspended = await act("teacherX", "reply", reply.id, {
      action: "suspend",
      days: 3,
      message: "Spam",
    });
    const until = new Date(suspended.suspendedUntil!);
    expect(until.getTime() - Date.now()).toBeGreaterThan(2.9 * 24 * 3600 * 1000);

    const blocked = [
      await call(t.app, sessions.studentB, "POST", threadsUrl(spaceX), { title: "Hello there", body: "Hi" }),
      await call(t.app, sessions.studentB, "POST", threadsUrl(`batch:${batchA}`), {
        title: "Hello",
        body: "Hi",
      }),
      await call(t.app, sessions.studentB, "POST", `${threadUrl(thread.id)}/replies`, { body: "Hi" }),
      await call(
        t.app,
        sessions.studentB,
        "PATCH",
        endpointUrl(communityApi.editReply, { params: { id: reply.id } }),
        {
          version: reply.version,
          body: "Edited",
        },
      ),
    ];
    for (const response of blocked) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().error).toContain("until");
    }
    const courseTitle = (await standing("studentB")).suspensions[0]?.courseTitle;
    expect(blocked[0]!.json().error).toBe(moderationText.suspended(until, courseTitle ?? null));
    // The general space is not the course's: posting there goes on.
    await newThread("studentB", "general");
    const mine = await standing("studentB");
    expect(mine.suspended).toBe(true);
    expect(mine.suspensions).toHaveLength(1);
    expect(mine.suspensions[0]).toMatchObject({ until: until.toISOString(), reason: "Spam" });
    expect(mine.suspensions[0]?.courseTitle).toBeTruthy();

    // Once it has ended (moved into the past here), posting works again.
    await t.database.db
      .update(communitySuspensions)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(communitySuspensions.userId, people.studentB.id));
    expect((await standing("studentB")).suspended).toBe(false);
    await newReply("studentB", thread.id, "Back again");
  });

  it("an admin's suspension closes the whole community", async () => {
    const thread = await newThread("studentA", "general");
    const result = await act("admin", "thread", thread.id, { action: "suspend", days: 1 });
    expect(result.suspendedUntil).not.toBeNull();
    for (const space of ["general", spaceX]) {
      const response = await call(t.app, sessions.studentA, "POST", threadsUrl(space), {
        title: "Hello",
        body: "Hi",
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(moderationText.suspended(new Date(result.suspendedUntil!), null));
    }
    // Reading and reporting are not posting.
    expect((await list("studentA", spaceX)).items.length).toBeGreaterThan(0);
    await t.database.db
      .update(communitySuspensions)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(communitySuspensions.userId, people.studentA.id));
  });
});

describe("new accounts' posts with links", () => {
  it("are held for review: their author and staff see them, nobody else, until approved", async () => {
    const general = "general";
    const countBefore = await threadCount("studentA", general);
    const held = await newThread("newbie", general, "Great deals at https://spam.example/deal");
    expect(held.moderation).toBe("held");
    expect((await list("studentA", general)).items.map((item) => item.id)).not.toContain(held.id);
    expect((await call(t.app, sessions.studentA, "GET", threadUrl(held.id))).statusCode).toBe(404);
    expect((await list("newbie", general)).items.find((item) => item.id === held.id)?.moderation).toBe(
      "held",
    );
    expect((await detail("newbie", held.id)).thread.moderation).toBe("held");
    expect(await threadCount("studentA", general)).toBe(countBefore);
    const inQueue = (await queue("admin")).items.find((item) => item.id === held.id);
    expect(inQueue).toMatchObject({ moderation: "held", reportCount: 0, firstReportedAt: null });
    // An instructor's queue does not hold the general space's posts.
    expect((await queue("teacherX")).items.map((item) => item.id)).not.toContain(held.id);

    const approved = await act("admin", "thread", held.id, { action: "restore" });
    expect(approved.moderation).toBe("published");
    expect((await list("studentA", general)).items.map((item) => item.id)).toContain(held.id);
    expect(await threadCount("studentA", general)).toBe(countBefore + 1);
  });

  it("holds replies out of the thread's count and latest activity until approved", async () => {
    const thread = await newThread("studentA", spaceX);
    const plain = await newReply("newbie", thread.id, "No links here");
    expect(plain.moderation).toBe("published");
    const before = await detail("studentA", thread.id);
    const held = await newReply("newbie", thread.id, "See [my site](http://spam.example)");
    expect(held.moderation).toBe("held");
    const seen = await detail("studentA", thread.id);
    expect(seen.replies.items.map((item) => item.id)).toEqual([plain.id]);
    expect(seen.thread.replyCount).toBe(1);
    expect(seen.thread.lastActivityAt).toBe(before.thread.lastActivityAt);
    const own = await detail("newbie", thread.id);
    expect(own.replies.items.map((item) => [item.id, item.moderation])).toEqual([
      [plain.id, "published"],
      [held.id, "held"],
    ]);
    expect((await queue("teacherX")).items.find((item) => item.id === held.id)).toMatchObject({
      kind: "reply",
      threadId: thread.id,
      moderation: "held",
    });

    await act("teacherX", "reply", held.id, { action: "restore" });
    const after = await detail("studentA", thread.id);
    expect(after.replies.items.map((item) => item.id)).toEqual([plain.id, held.id]);
    expect(after.thread.replyCount).toBe(2);
    expect(after.thread.lastActivityAt > before.thread.lastActivityAt).toBe(true);

    // An edit that adds a link sends a published post back to review.
    const edited = await call(
      t.app,
      sessions.newbie,
      "PATCH",
      endpointUrl(communityApi.editReply, { params: { id: plain.id } }),
      {
        version: plain.version,
        body: "Now with www.spam.example",
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as Reply).moderation).toBe("held");
    expect((await detail("studentA", thread.id)).replies.items.map((item) => item.id)).toEqual([held.id]);
  });

  it("does not hold staff, established accounts, or posts without links", async () => {
    expect((await newThread("newAdmin", "general", "Docs: https://example.com/docs")).moderation).toBe(
      "published",
    );
    expect((await newThread("studentA", spaceX, "See https://example.com")).moderation).toBe("published");
    expect((await newThread("newbie", spaceX, "Plain words")).moderation).toBe("published");
    const titled = await call(t.app, sessions.newbie, "POST", threadsUrl(spaceX), {
      title: "Deals at https://spam.example",
      body: "Plain words",
    });
    expect((titled.json() as Thread).moderation).toBe("held");
  });
});

describe("audit and XSS", () => {
  it("writes an audit entry for every action", async () => {
    const thread = await newThread("studentA", spaceX);
    await act("teacherX", "thread", thread.id, { action: "hide" });
    await act("teacherX", "thread", thread.id, { action: "restore" });
    await act("teacherX", "thread", thread.id, { action: "warn", message: "Careful" });
    const response = await call(t.app, sessions.admin, "GET", `/api/admin/audit-log?entityId=${thread.id}`);
    expect(response.statusCode).toBe(200);
    const entries = (response.json() as AuditLogPage).items;
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "community_post.hide",
      "community_post.restore",
      "community_post.warn",
    ]);
    expect(entries.every((entry) => entry.actorId === people.teacherX.id)).toBe(true);
    expect(entries.every((entry) => entry.entityType === "community_thread")).toBe(true);
    // No catch-all "request" entry besides them: the use case described the change.
    expect(entries.some((entry) => entry.action === "request")).toBe(false);
  });

  it("returns report details, warnings and excerpts as plain text, the payloads inert", async () => {
    const payloads = xssCorpus;
    for (const payload of payloads) {
      const thread = await newThread("studentA", `batch:${batchA}`, payload);
      const reported = await report("studentB", "thread", thread.id, { reason: "other", details: payload });
      expect(reported.statusCode, reported.body).toBe(201);
      expect(reported.json().details).toBe(payload);
      const item = (await queue("admin")).items.find((entry) => entry.id === thread.id);
      // Queue pages are oldest first; find it on whichever page it is.
      const found =
        item ??
        (
          (await call(t.app, sessions.admin, "GET", queueUrl({ page: 2 }))).json() as ModerationQueuePage
        ).items.find((entry) => entry.id === thread.id);
      expect(found?.details[0]?.details).toBe(payload);
      expect(activeContentIn(found?.excerpt ?? "")).toEqual([]);
      expect(found?.excerpt).not.toMatch(/<[a-z!/]/i);
      await act("teacherX", "thread", thread.id, { action: "warn", message: payload });
    }
    const warnings = (await standing("studentA")).warnings.map((warning) => warning.message);
    for (const payload of payloads) expect(warnings).toContain(payload);
  });
});
