import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communityApi } from "#contracts/api/community.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type {
  EditHistory,
  NestedReplies,
  Reply,
  Space,
  Thread,
  ThreadDetail,
  ThreadListPage,
  ThreadState,
  VoteResult,
} from "#contracts/community.ts";
import { communityDeleted, communityLimits, communityText } from "#contracts/community-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import { recordVersionMessages } from "#contracts/record-version.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { communityThreads } from "#server/db/schema/community.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// The community forum's API (issue 18, decision 0047) on a seeded database: spaces derived from
// enrollments and teaching (who lists, reads, posts and votes where; 404 for a space one may not read),
// one level of nested replies, locks, accepted answers, pins, votes, edits with history and 409 on a stale
// version, soft deletes kept in place, pages and validation messages.

let t: TestApp;
const slugX = "ai-engineers";
const slugY = "machine-learning";
let courseX: string;
let courseY: string;
let batchA: string;
let batchB: string;
let batchC: string;

type Who = "teacherX" | "teacherY" | "admin" | "studentA" | "studentB" | "selfPaced" | "lapsed" | "studentY";
let people: Record<Who, TestAccount>;
const sessions = {} as Record<Who, Visitor>;

const threadsUrl = (space: string, query: { page?: number | string; tag?: string } = {}) =>
  endpointUrl(communityApi.threads, { params: { space }, query });
const threadUrl = (id: string, page?: number | string) =>
  endpointUrl(communityApi.thread, { params: { id }, query: { page } });
const replyUrl = (id: string) => endpointUrl(communityApi.editReply, { params: { id } });
const nestedUrl = (id: string) => endpointUrl(communityApi.nestedReplies, { params: { id } });

async function newThread(
  who: Who,
  space: string,
  input: { title?: string; body?: string; tags?: string[] } = {},
): Promise<Thread> {
  const response = await call(t.app, sessions[who], "POST", threadsUrl(space), {
    title: input.title ?? `A question from ${who}`,
    body: input.body ?? "How do I **start**?",
    tags: input.tags ?? [],
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

async function detail(who: Who, threadId: string, page?: number): Promise<ThreadDetail> {
  const response = await call(t.app, sessions[who], "GET", threadUrl(threadId, page));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ThreadDetail;
}

beforeAll(async () => {
  // Per-person write limits are community-moderation.test.ts's subject; the pages below post in bulk.
  t = await createTestApp({ COMMUNITY_WRITE_LIMITS: "off" });
  const { db } = t.database;
  const rows = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
  courseX = rows.find((row) => row.slug === slugX)!.id;
  courseY = rows.find((row) => row.slug === slugY)!.id;
  batchA = await createBatch(db, courseX, "2026-01-05");
  batchB = await createBatch(db, courseX, "2026-02-02", { type: "weekend", schedule: "Sat, 10:00 ET" });
  batchC = await createBatch(db, courseY, "2026-03-02");
  people = {
    teacherX: await createAccount(db, { role: "instructor", name: "Tess Teacher" }),
    teacherY: await createAccount(db, { role: "instructor", name: "Yan Teacher" }),
    admin: await createAccount(db, { role: "admin", name: "Ada Admin" }),
    studentA: await createAccount(db, { name: "Amy A" }),
    studentB: await createAccount(db, { name: "Ben B" }),
    selfPaced: await createAccount(db, { name: "Sam Self" }),
    lapsed: await createAccount(db, { name: "Lee Lapsed" }),
    studentY: await createAccount(db, { name: "Yara Y" }),
  };
  await db.insert(enrollments).values([
    { userId: people.studentA.id, courseId: courseX, batchId: batchA },
    { userId: people.studentB.id, courseId: courseX, batchId: batchB },
    { userId: people.selfPaced.id, courseId: courseX },
    { userId: people.lapsed.id, courseId: courseX, batchId: batchA, status: "cancelled" },
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

describe("who reads and posts in which space", () => {
  const spaces = () => ({
    general: "general",
    courseX: `course:${slugX}`,
    batchA: `batch:${batchA}`,
    batchB: `batch:${batchB}`,
    courseY: `course:${slugY}`,
  });
  type SpaceName = keyof ReturnType<typeof spaces>;
  const readers: Record<SpaceName, Who[]> = {
    general: ["teacherX", "teacherY", "admin", "studentA", "studentB", "selfPaced", "lapsed", "studentY"],
    courseX: ["teacherX", "admin", "studentA", "studentB", "selfPaced"],
    batchA: ["teacherX", "admin", "studentA"],
    batchB: ["teacherX", "admin", "studentB"],
    courseY: ["teacherY", "admin", "studentY"],
  };
  const everyone: Who[] = [
    "teacherX",
    "teacherY",
    "admin",
    "studentA",
    "studentB",
    "selfPaced",
    "lapsed",
    "studentY",
  ];
  const cases = (Object.keys(readers) as SpaceName[]).flatMap((space) =>
    everyone.map((who) => [space, who, readers[space].includes(who)] as const),
  );

  it.each(cases)("%s: %s reads and posts: %s", async (space, who, allowed) => {
    const key = spaces()[space];
    const list = await call(t.app, sessions[who], "GET", threadsUrl(key));
    expect(list.statusCode).toBe(allowed ? 200 : 404);
    const title = `Matrix ${space} ${who}`;
    const posted = await call(t.app, sessions[who], "POST", threadsUrl(key), { title, body: "Hello." });
    expect(posted.statusCode).toBe(allowed ? 201 : 404);
    if (!allowed) expect(posted.json().error).toBe(apiMessages.notFound);
    const stored = await t.database.db
      .select({ id: communityThreads.id })
      .from(communityThreads)
      .where(eq(communityThreads.title, title));
    expect(stored).toHaveLength(allowed ? 1 : 0);
  });

  it("lists exactly the spaces each person may read, titled by course and batch", async () => {
    const keysOf = async (who: Who) => {
      const response = await call(t.app, sessions[who], "GET", endpointUrl(communityApi.spaces));
      expect(response.statusCode).toBe(200);
      return (response.json() as Space[]).map((space) => space.key);
    };
    expect(await keysOf("studentA")).toEqual(["general", `course:${slugX}`, `batch:${batchA}`]);
    expect(await keysOf("studentB")).toEqual(["general", `course:${slugX}`, `batch:${batchB}`]);
    expect(await keysOf("selfPaced")).toEqual(["general", `course:${slugX}`]);
    expect(await keysOf("lapsed")).toEqual(["general"]);
    const teacher = await keysOf("teacherX");
    expect(teacher).toEqual(
      expect.arrayContaining([`course:${slugX}`, `batch:${batchA}`, `batch:${batchB}`]),
    );
    expect(teacher).not.toContain(`course:${slugY}`);
    expect(teacher).not.toContain(`batch:${batchC}`);
    const admin = await keysOf("admin");
    expect(admin).toEqual(
      expect.arrayContaining([`course:${slugX}`, `course:${slugY}`, `batch:${batchA}`, `batch:${batchC}`]),
    );

    const response = await call(t.app, sessions.studentA, "GET", endpointUrl(communityApi.spaces));
    const [general, course, batch] = response.json() as Space[];
    expect(general).toMatchObject({ title: communityText.generalSpace, moderator: false });
    expect(course).toMatchObject({ kind: "course", courseSlug: slugX, moderator: false });
    expect(batch).toMatchObject({ kind: "batch", courseSlug: slugX, moderator: false });
    expect(batch?.title).toContain("Regular batch from");
    expect(batch?.threadCount).toBeGreaterThan(0);
    expect(batch?.lastActivityAt).toEqual(expect.any(String));
    const teacherSpaces = (
      await call(t.app, sessions.teacherX, "GET", endpointUrl(communityApi.spaces))
    ).json() as Space[];
    expect(teacherSpaces.find((space) => space.key === `batch:${batchA}`)?.moderator).toBe(true);
    expect(teacherSpaces.find((space) => space.key === "general")?.moderator).toBe(false);
  });

  it("answers 401 to a visitor who is not signed in, before anything else", async () => {
    const visitor = await visit(t.app);
    expect((await call(t.app, visitor, "GET", endpointUrl(communityApi.spaces))).statusCode).toBe(401);
    expect((await call(t.app, visitor, "GET", threadsUrl("general"))).statusCode).toBe(401);
    const posted = await call(t.app, visitor, "POST", threadsUrl("general"), { title: "Anon", body: "x" });
    expect(posted.statusCode).toBe(401);
  });

  it("refuses a write without the anti-forgery token", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: threadsUrl("general"),
      payload: { title: "No token", body: "x" },
      headers: { cookie: sessions.studentA.cookie },
    });
    expect(response.statusCode).toBe(403);
  });

  it("keeps another cohort's thread out of reach: read, reply, vote, history, accept, delete all 404", async () => {
    const thread = await newThread("studentB", `batch:${batchB}`, { title: "Cohort B only" });
    const reply = await newReply("teacherX", thread.id);
    const a = sessions.studentA;
    expect((await call(t.app, a, "GET", threadUrl(thread.id))).statusCode).toBe(404);
    expect((await call(t.app, a, "POST", `${threadUrl(thread.id)}/replies`, { body: "hi" })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, a, "POST", `${threadUrl(thread.id)}/vote`)).statusCode).toBe(404);
    expect((await call(t.app, a, "POST", `${replyUrl(reply.id)}/vote`)).statusCode).toBe(404);
    expect((await call(t.app, a, "GET", `${threadUrl(thread.id)}/history`)).statusCode).toBe(404);
    expect(
      (await call(t.app, a, "POST", `${threadUrl(thread.id)}/accept`, { replyId: reply.id })).statusCode,
    ).toBe(404);
    expect((await call(t.app, a, "DELETE", threadUrl(thread.id))).statusCode).toBe(404);
    expect((await call(t.app, a, "DELETE", replyUrl(reply.id))).statusCode).toBe(404);
    expect((await call(t.app, sessions.teacherY, "GET", threadUrl(thread.id))).statusCode).toBe(404);
    expect((await call(t.app, sessions.admin, "GET", threadUrl(thread.id))).statusCode).toBe(200);
  });

  it("answers 404 for unknown or malformed spaces and ids, never 500", async () => {
    const s = sessions.admin;
    for (const key of [
      "course:no-such-course",
      "batch:not-a-uuid",
      "batch:00000000-0000-4000-8000-000000000000",
      "nope",
      "course:",
      "course:a:b",
      "COURSE:x",
    ]) {
      expect((await call(t.app, s, "GET", threadsUrl(key))).statusCode, key).toBe(404);
      expect(
        (await call(t.app, s, "POST", threadsUrl(key), { title: "Where", body: "x" })).statusCode,
        key,
      ).toBe(404);
    }
    expect((await call(t.app, s, "GET", threadUrl("not-a-uuid"))).statusCode).toBe(404);
    expect((await call(t.app, s, "GET", threadUrl("00000000-0000-4000-8000-000000000000"))).statusCode).toBe(
      404,
    );
    expect((await call(t.app, s, "PATCH", replyUrl("x"), { body: "y", version: 1 })).statusCode).toBe(404);
    expect((await call(t.app, s, "POST", `${replyUrl("' or 1=1 --")}/vote`)).statusCode).toBe(404);
    // Over the router's parameter limit (414) or the schema's (400): refused either way, not a 500.
    expect([400, 414]).toContain((await call(t.app, s, "GET", threadsUrl("x".repeat(300)))).statusCode);
  });
});

describe("replies", () => {
  it("nest one level: a reply to a nested reply joins its top-level reply", async () => {
    const thread = await newThread("studentA", `course:${slugX}`, { title: "Nesting" });
    const top = await newReply("studentB", thread.id, "Top");
    const child = await newReply("selfPaced", thread.id, "Child", top.id);
    const grandchild = await newReply("teacherX", thread.id, "Grandchild", child.id);
    expect(child.parentId).toBe(top.id);
    expect(grandchild.parentId).toBe(top.id);
    const second = await newReply("studentA", thread.id, "Second top");

    const read = await detail("studentB", thread.id);
    expect(read.replies.total).toBe(2);
    expect(read.replies.items.map((reply) => reply.id)).toEqual([top.id, second.id]);
    expect(read.replies.items[0]?.replies.map((reply) => reply.id)).toEqual([child.id, grandchild.id]);
    expect(read.thread.replyCount).toBe(4);

    const other = await newThread("studentA", `course:${slugX}`, { title: "Another" });
    const foreign = await call(t.app, sessions.studentA, "POST", `${threadUrl(other.id)}/replies`, {
      body: "Wrong thread",
      parentId: top.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(communityText.parentInvalid);
  });

  it("carry the first nested replies of a long side conversation; the rest load on request", async () => {
    const thread = await newThread("studentA", `course:${slugX}`, { title: "A long side conversation" });
    const long = await newReply("studentB", thread.id, "Top with many");
    const nested: Reply[] = [];
    for (let i = 0; i < 6; i += 1)
      nested.push(await newReply("selfPaced", thread.id, `Nested ${i}`, long.id));
    const four = await newReply("studentB", thread.id, "Top with four");
    const fourNested: Reply[] = [];
    for (let i = 0; i < 4; i += 1)
      fourNested.push(await newReply("studentA", thread.id, `Four ${i}`, four.id));
    const bare = await newReply("studentB", thread.id, "Top alone");

    const read = await detail("studentB", thread.id);
    const [first, second, third] = read.replies.items;
    expect(first?.replies.map((reply) => reply.id)).toEqual(
      nested.slice(0, communityLimits.nestedShown).map((reply) => reply.id),
    );
    expect(first?.replyCount).toBe(6);
    // One more than the preview would be all: the page carries all four rather than "Show 1 more".
    expect(second?.replies.map((reply) => reply.id)).toEqual(fourNested.map((reply) => reply.id));
    expect(second?.replyCount).toBe(4);
    expect(third).toMatchObject({ id: bare.id, replies: [], replyCount: 0 });
    expect(read.thread.replyCount).toBe(13);

    const rest = await call(t.app, sessions.studentB, "GET", nestedUrl(long.id));
    expect(rest.statusCode, rest.body).toBe(200);
    expect((rest.json() as NestedReplies).items.map((reply) => reply.id)).toEqual(nested.map((r) => r.id));
    expect((rest.json() as NestedReplies).items[5]).toMatchObject({ parentId: long.id, mine: false });

    // The accepted answer beyond the preview: its side conversation comes whole, marked.
    const accept = await call(t.app, sessions.studentA, "POST", `${threadUrl(thread.id)}/accept`, {
      replyId: nested[5]!.id,
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const accepted = (await detail("studentB", thread.id)).replies.items[0]!;
    expect(accepted.replies).toHaveLength(6);
    expect(accepted.replies[5]).toMatchObject({ id: nested[5]!.id, accepted: true });
    expect((await call(t.app, sessions.studentB, "GET", nestedUrl(long.id))).json().items[5].accepted).toBe(
      true,
    );

    // A nested reply has no replies of its own; unknown and malformed ids and other spaces answer 404.
    expect((await call(t.app, sessions.studentB, "GET", nestedUrl(nested[0]!.id))).statusCode).toBe(404);
    expect((await call(t.app, sessions.studentB, "GET", nestedUrl(crypto.randomUUID()))).statusCode).toBe(
      404,
    );
    expect((await call(t.app, sessions.studentB, "GET", nestedUrl("nope"))).statusCode).toBe(404);
    expect((await call(t.app, sessions.studentY, "GET", nestedUrl(long.id))).statusCode).toBe(404);
    expect((await call(t.app, await visit(t.app), "GET", nestedUrl(long.id))).statusCode).toBe(401);
  });

  it("render Markdown with code highlighted, and give the Markdown back only to its author", async () => {
    const thread = await newThread("studentA", "general", {
      body: "Try:\n\n```python\nprint('hi')\n```\n\n**bold**",
    });
    expect(thread.html).toContain("<strong>bold</strong>");
    expect(thread.html).toContain('class="hljs language-python"');
    expect(thread.body).toContain("```python");
    const seen = await detail("studentB", thread.id);
    expect(seen.thread.body).toBeNull();
    expect(seen.thread.html).toBe(thread.html);
    expect(seen.thread.mine).toBe(false);
  });
});

describe("locks, pins and accepted answers", () => {
  it("a locked thread refuses replies and edits except from the space's staff", async () => {
    const thread = await newThread("studentA", `batch:${batchA}`, { title: "To be locked" });
    const lockUrl = `${threadUrl(thread.id)}/lock`;
    const refused = await call(t.app, sessions.studentA, "POST", lockUrl, { locked: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(communityText.cannotModerate);
    const locked = await call(t.app, sessions.teacherX, "POST", lockUrl, { locked: true });
    expect(locked.statusCode).toBe(200);
    expect((locked.json() as ThreadState).locked).toBe(true);

    const reply = await call(t.app, sessions.studentA, "POST", `${threadUrl(thread.id)}/replies`, {
      body: "x",
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error).toBe(communityText.locked);
    const edit = await call(t.app, sessions.studentA, "PATCH", threadUrl(thread.id), {
      version: thread.version,
      title: "Edited while locked",
      body: "x",
    });
    expect(edit.statusCode).toBe(403);
    expect((await detail("studentA", thread.id)).can.reply).toBe(false);
    await newReply("teacherX", thread.id, "Staff may still answer.");
    await newReply("admin", thread.id, "So may admins.");

    expect((await call(t.app, sessions.admin, "POST", lockUrl, { locked: false })).statusCode).toBe(200);
    await newReply("studentA", thread.id, "Open again.");
  });

  it("pins for staff only, and a pinned thread leads its space's list", async () => {
    const space = `batch:${batchA}`;
    const old = await newThread("studentA", space, { title: "Old but important" });
    await newThread("studentA", space, { title: "Newer" });
    const pinUrl = `${threadUrl(old.id)}/pin`;
    expect((await call(t.app, sessions.studentA, "POST", pinUrl, { pinned: true })).statusCode).toBe(403);
    expect((await call(t.app, sessions.teacherY, "POST", pinUrl, { pinned: true })).statusCode).toBe(404);
    expect((await call(t.app, sessions.teacherX, "POST", pinUrl, { pinned: true })).statusCode).toBe(200);
    const list = (await call(t.app, sessions.studentA, "GET", threadsUrl(space))).json() as ThreadListPage;
    expect(list.items[0]).toMatchObject({ id: old.id, pinned: true });
    expect(list.items[1]?.pinned).toBe(false);
    expect((await call(t.app, sessions.admin, "POST", pinUrl, { pinned: false })).statusCode).toBe(200);
  });

  it("accepts an answer by the thread's author or the space's staff, and clears it with null", async () => {
    const thread = await newThread("studentA", `course:${slugX}`, { title: "Which optimiser?" });
    const answer = await newReply("studentB", thread.id, "Adam.");
    const acceptUrl = `${threadUrl(thread.id)}/accept`;

    const stranger = await call(t.app, sessions.selfPaced, "POST", acceptUrl, { replyId: answer.id });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toBe(communityText.cannotAccept);
    const byAuthor = await call(t.app, sessions.studentA, "POST", acceptUrl, { replyId: answer.id });
    expect(byAuthor.statusCode).toBe(200);
    expect((byAuthor.json() as ThreadState).acceptedReplyId).toBe(answer.id);
    const read = await detail("selfPaced", thread.id);
    expect(read.thread.accepted).toBe(true);
    expect(read.replies.items[0]?.accepted).toBe(true);

    expect((await call(t.app, sessions.teacherX, "POST", acceptUrl, { replyId: null })).statusCode).toBe(200);
    expect((await detail("studentA", thread.id)).thread.acceptedReplyId).toBeNull();
    expect((await call(t.app, sessions.admin, "POST", acceptUrl, { replyId: answer.id })).statusCode).toBe(
      200,
    );

    const other = await newThread("studentA", `course:${slugX}`, { title: "Elsewhere" });
    const foreign = await newReply("studentB", other.id);
    const wrong = await call(t.app, sessions.studentA, "POST", acceptUrl, { replyId: foreign.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(communityText.replyInvalid);
    const malformed = await call(t.app, sessions.studentA, "POST", acceptUrl, { replyId: "nope" });
    expect(malformed.statusCode).toBe(400);
  });
});

describe("votes", () => {
  it("toggle, are counted per post, and never count for one's own post", async () => {
    const thread = await newThread("studentA", "general", { title: "Vote on me" });
    const reply = await newReply("studentB", thread.id);
    const own = await call(t.app, sessions.studentA, "POST", `${threadUrl(thread.id)}/vote`);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe(communityText.ownVote);
    expect((await call(t.app, sessions.studentB, "POST", `${replyUrl(reply.id)}/vote`)).statusCode).toBe(403);

    const first = await call(t.app, sessions.studentB, "POST", `${threadUrl(thread.id)}/vote`);
    expect(first.json() as VoteResult).toEqual({ voted: true, voteCount: 1 });
    expect(
      (await call(t.app, sessions.teacherY, "POST", `${threadUrl(thread.id)}/vote`)).json() as VoteResult,
    ).toEqual({ voted: true, voteCount: 2 });
    const list = (
      await call(t.app, sessions.studentB, "GET", threadsUrl("general"))
    ).json() as ThreadListPage;
    expect(list.items.find((item) => item.id === thread.id)).toMatchObject({ voteCount: 2, voted: true });
    const again = await call(t.app, sessions.studentB, "POST", `${threadUrl(thread.id)}/vote`);
    expect(again.json() as VoteResult).toEqual({ voted: false, voteCount: 1 });

    const onReply = await call(t.app, sessions.studentA, "POST", `${replyUrl(reply.id)}/vote`);
    expect(onReply.json() as VoteResult).toEqual({ voted: true, voteCount: 1 });
    const read = await detail("studentA", thread.id);
    expect(read.thread).toMatchObject({ voteCount: 1, voted: false });
    expect(read.replies.items[0]).toMatchObject({ voteCount: 1, voted: true });
  });
});

describe("edits", () => {
  it("are the author's, keep what the post said in its history, and answer 409 on a stale version", async () => {
    const thread = await newThread("studentA", `course:${slugX}`, {
      title: "First title",
      body: "First body",
      tags: ["python"],
    });
    const url = threadUrl(thread.id);
    const notAuthor = await call(t.app, sessions.teacherX, "PATCH", url, {
      version: 1,
      title: "Staff edit",
      body: "x",
    });
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json().error).toBe(communityText.notAuthor);

    const saved = await call(t.app, sessions.studentA, "PATCH", url, {
      version: 1,
      title: "Second title",
      body: "Second *body*",
    });
    expect(saved.statusCode).toBe(200);
    const edited = saved.json() as Thread;
    expect(edited).toMatchObject({ title: "Second title", version: 2, edited: true, tags: ["python"] });
    expect(edited.html).toContain("<em>body</em>");

    const stale = await call(t.app, sessions.studentA, "PATCH", url, {
      version: 1,
      title: "Third",
      body: "x",
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(recordVersionMessages.conflict("post"));
    const missing = await call(t.app, sessions.studentA, "PATCH", url, { title: "Third", body: "x" });
    expect(missing.statusCode).toBe(400);

    const history = await call(t.app, sessions.studentA, "GET", `${url}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json() as EditHistory).toEqual([
      expect.objectContaining({ title: "First title", body: "First body", editorName: "Amy A" }),
    ]);
    expect((await call(t.app, sessions.teacherX, "GET", `${url}/history`)).statusCode).toBe(200);
    const reader = await call(t.app, sessions.studentB, "GET", `${url}/history`);
    expect(reader.statusCode).toBe(403);
    expect(reader.json().error).toBe(communityText.cannotSeeHistory);
  });

  it("of replies work the same way", async () => {
    const thread = await newThread("studentA", "general", { title: "Reply edits" });
    const reply = await newReply("studentB", thread.id, "Draft answer");
    const url = replyUrl(reply.id);
    expect(
      (await call(t.app, sessions.studentA, "PATCH", url, { version: 1, body: "Hijack" })).statusCode,
    ).toBe(403);
    const saved = await call(t.app, sessions.studentB, "PATCH", url, { version: 1, body: "Final answer" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json() as Reply).toMatchObject({ version: 2, edited: true, body: "Final answer" });
    expect(
      (await call(t.app, sessions.studentB, "PATCH", url, { version: 1, body: "Late" })).statusCode,
    ).toBe(409);
    const history = (await call(t.app, sessions.studentB, "GET", `${url}/history`)).json() as EditHistory;
    expect(history).toEqual([expect.objectContaining({ title: null, body: "Draft answer" })]);
    expect((await call(t.app, sessions.admin, "GET", `${url}/history`)).statusCode).toBe(200);
    expect((await call(t.app, sessions.studentA, "GET", `${url}/history`)).statusCode).toBe(403);
  });
});

describe("soft deletes", () => {
  it("keep a deleted reply in its place as [deleted], with its nested replies", async () => {
    const thread = await newThread("studentA", `course:${slugX}`, { title: "Delete inside" });
    const top = await newReply("studentB", thread.id, "Soon gone");
    const child = await newReply("studentA", thread.id, "Answer to the gone one", top.id);
    const after = await newReply("selfPaced", thread.id, "After");

    const refused = await call(t.app, sessions.selfPaced, "DELETE", replyUrl(top.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(communityText.cannotDelete);
    expect((await call(t.app, sessions.studentB, "DELETE", replyUrl(top.id))).statusCode).toBe(204);
    expect((await call(t.app, sessions.studentB, "DELETE", replyUrl(top.id))).statusCode).toBe(204);

    const read = await detail("selfPaced", thread.id);
    expect(read.replies.items.map((reply) => reply.id)).toEqual([top.id, after.id]);
    expect(read.replies.items[0]).toMatchObject({ deleted: true, html: "", body: null, authorName: null });
    expect(read.replies.items[0]?.replies.map((reply) => reply.id)).toEqual([child.id]);
    expect(read.thread.replyCount).toBe(2);
    const editDeleted = await call(t.app, sessions.studentB, "PATCH", replyUrl(top.id), {
      version: 1,
      body: "x",
    });
    expect(editDeleted.statusCode).toBe(409);
    expect(editDeleted.json().error).toBe(communityText.deletedPost);
    expect((await call(t.app, sessions.teacherX, "DELETE", replyUrl(after.id))).statusCode).toBe(204);
  });

  it("keep a deleted thread with replies listed as [deleted]; one without replies leaves the list", async () => {
    const space = `batch:${batchB}`;
    const talked = await newThread("studentB", space, { title: "Talked about", tags: ["help"] });
    await newReply("teacherX", talked.id);
    const silent = await newThread("studentB", space, { title: "Nobody answered" });
    expect((await call(t.app, sessions.studentB, "DELETE", threadUrl(talked.id))).statusCode).toBe(204);
    expect((await call(t.app, sessions.teacherX, "DELETE", threadUrl(silent.id))).statusCode).toBe(204);

    const list = (await call(t.app, sessions.studentB, "GET", threadsUrl(space))).json() as ThreadListPage;
    const shown = list.items.find((item) => item.id === talked.id);
    expect(shown).toMatchObject({ title: communityDeleted, deleted: true, authorName: null, tags: [] });
    expect(list.items.some((item) => item.id === silent.id)).toBe(false);
    const read = await detail("studentB", talked.id);
    expect(read.thread).toMatchObject({ title: communityDeleted, html: "", body: null, deleted: true });
    expect(read.replies.items).toHaveLength(1);
    expect(read.can).toMatchObject({ reply: false, accept: false });
    const reply = await call(t.app, sessions.studentB, "POST", `${threadUrl(talked.id)}/replies`, {
      body: "x",
    });
    expect(reply.statusCode).toBe(409);
  });
});

describe("pages and tags", () => {
  it("pages a space's threads and a thread's replies", async () => {
    // A space no other test writes in, so the counts are this test's own.
    const space = `batch:${batchC}`;
    for (let i = 0; i < 23; i += 1)
      await newThread("studentY", space, { title: `Paged thread ${i}`, tags: i % 2 ? ["odd"] : [] });
    const first = (await call(t.app, sessions.studentY, "GET", threadsUrl(space))).json() as ThreadListPage;
    expect(first).toMatchObject({ page: 1, pageSize: communityLimits.threadsPageSize, total: 23 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.title).toBe("Paged thread 22");
    const second = (
      await call(t.app, sessions.studentY, "GET", threadsUrl(space, { page: 2 }))
    ).json() as ThreadListPage;
    expect(second.items.map((item) => item.title)).toEqual([
      "Paged thread 2",
      "Paged thread 1",
      "Paged thread 0",
    ]);
    const beyond = (
      await call(t.app, sessions.studentY, "GET", threadsUrl(space, { page: 50 }))
    ).json() as ThreadListPage;
    expect(beyond.items).toEqual([]);
    const odd = (
      await call(t.app, sessions.studentY, "GET", threadsUrl(space, { tag: "ODD" }))
    ).json() as ThreadListPage;
    expect(odd.total).toBe(11);

    for (const page of ["0", "-1", "1.5", "abc", "99999999"]) {
      const response = await call(t.app, sessions.studentY, "GET", threadsUrl(space, { page }));
      expect(response.statusCode, page).toBe(400);
      expect(response.json().error).toBe(communityText.pageInvalid);
    }
    const badTag = await call(t.app, sessions.studentY, "GET", threadsUrl(space, { tag: "<b>" }));
    expect(badTag.statusCode).toBe(400);
    expect(badTag.json().error).toBe(communityText.tagInvalid);

    const thread = first.items[0]!;
    for (let i = 0; i < 22; i += 1) await newReply("teacherY", thread.id, `Answer ${i}`);
    const replies = await detail("studentY", thread.id, 2);
    expect(replies.replies).toMatchObject({ total: 22, page: 2, pageSize: communityLimits.repliesPageSize });
    expect(replies.replies.items).toHaveLength(2);
    expect((await call(t.app, sessions.studentY, "GET", threadUrl(thread.id, "0"))).statusCode).toBe(400);
  });
});

describe("validation", () => {
  const post = (body: Record<string, unknown>) =>
    call(t.app, sessions.studentA, "POST", threadsUrl("general"), body);

  const invalid: [Record<string, unknown>, string][] = [
    [{ body: "x" }, communityText.titleRequired],
    [{ title: "  ", body: "x" }, communityText.titleRequired],
    [{ title: "ab", body: "x" }, communityText.titleTooShort],
    [{ title: "x".repeat(151), body: "x" }, communityText.titleTooLong],
    [{ title: "Fine title" }, communityText.bodyRequired],
    [{ title: "Fine title", body: "   " }, communityText.bodyRequired],
    [{ title: "Fine title", body: "x".repeat(20_001) }, communityText.bodyTooLong],
    [{ title: "Fine title", body: "x", tags: ["a", "b", "c", "d", "e", "f"] }, communityText.tagsTooMany],
    [{ title: "Fine title", body: "x", tags: ["no spaces"] }, communityText.tagInvalid],
    [{ title: "Fine title", body: "x", tags: [""] }, communityText.tagInvalid],
    [{ title: "Fine title", body: "x", tags: ["x".repeat(31)] }, communityText.tagInvalid],
    [{ title: "Fine title", body: "x", tags: "python" }, communityText.tagInvalid],
  ];

  it.each(invalid.map(([body, message]) => [message, body] as const))("%s", async (message, body) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("takes tags lower-cased, each once, at the limits", async () => {
    const response = await post({
      title: "x".repeat(communityLimits.titleMax),
      body: "y".repeat(communityLimits.bodyMax),
      tags: ["Python", "python", "deep-learning", "a", "b", "x".repeat(30)],
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as Thread).tags).toEqual(["python", "deep-learning", "a", "b", "x".repeat(30)]);
  });

  it("refuses an empty reply and an unknown accept body", async () => {
    const thread = await newThread("studentA", "general");
    const empty = await call(t.app, sessions.studentB, "POST", `${threadUrl(thread.id)}/replies`, {
      body: "",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(communityText.bodyRequired);
    const noBody = await call(t.app, sessions.studentA, "POST", `${threadUrl(thread.id)}/accept`, {});
    expect(noBody.statusCode).toBe(400);
    const pin = await call(t.app, sessions.admin, "POST", `${threadUrl(thread.id)}/pin`, { pinned: "yes" });
    expect(pin.statusCode).toBe(400);
  });
});

describe("space rows", () => {
  it("store ids, so a course's new slug keeps its threads", async () => {
    const thread = await newThread("studentA", `course:${slugX}`, { title: "Before the rename" });
    const [row] = await t.database.db
      .select({ spaceKey: communityThreads.spaceKey, courseId: communityThreads.courseId })
      .from(communityThreads)
      .where(eq(communityThreads.id, thread.id));
    expect(row).toEqual({ spaceKey: `course:${courseX}`, courseId: courseX });
    const [batch] = await t.database.db
      .select({ id: batches.id })
      .from(batches)
      .where(eq(batches.id, batchA));
    expect(batch?.id).toBe(batchA);
  });
});
