import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { communityApi } from "#contracts/api/community.ts";
import { communityLiveApi } from "#contracts/api/community-live.ts";
import { communityModerationApi } from "#contracts/api/community-moderation.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { Reply, Thread } from "#contracts/community.ts";
import { communityLiveEventSchema } from "#contracts/community-live.ts";
import { communityLive, communityLiveText } from "#contracts/community-live-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { clusterFixture } from "../support/cluster-fixture.ts";
import { eventually, type OpenStream, openStream } from "../support/event-stream-client.ts";
import { hasRedisServer } from "../support/redis-server.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";

// The forum's live updates (issue 18): Server-Sent Events of a thread or a space, behind the same read
// rule as the thread's page (404), re-checked before every event, ids only, a cap per user, streams that
// end when the client leaves or the server stops, and a reply posted through one instance reaching a
// listener on another (Redis pub/sub, decision 0028).

const slug = "ai-engineers";
const threadEvents = (id: string) => endpointUrl(communityLiveApi.threadEvents, { params: { id } });
const spaceEvents = (space: string) => endpointUrl(communityLiveApi.spaceEvents, { params: { space } });
const threadsUrl = (space: string) => endpointUrl(communityApi.createThread, { params: { space } });
const repliesUrl = (id: string) => endpointUrl(communityApi.reply, { params: { id } });

let t: TestApp;
let base: string;
let batchA: string;
let people: Record<"asker" | "peer" | "otherCohort" | "teacher", TestAccount>;
const sessions = {} as Record<keyof typeof people, Visitor>;
const open: OpenStream[] = [];

async function newThread(app: FastifyInstance, who: Visitor, space: string, title: string): Promise<Thread> {
  const response = await call(app, who, "POST", threadsUrl(space), { title, body: "How do I **start**?" });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Thread;
}

async function newReply(app: FastifyInstance, who: Visitor, threadId: string, body: string): Promise<Reply> {
  const response = await call(app, who, "POST", repliesUrl(threadId), { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Reply;
}

async function listen(url: string, who: Visitor | null, headers: Record<string, string> = {}) {
  const stream = await openStream(url, who, headers);
  open.push(stream);
  return stream;
}

afterEach(async () => {
  for (const stream of open.splice(0)) stream.close();
  if (t) await eventually(() => t.app.communityStreams.size === 0);
});

describe("live updates of a thread", () => {
  beforeAll(async () => {
    t = await createTestApp({ COMMUNITY_WRITE_LIMITS: "off" });
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { db } = t.database;
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
    batchA = await createBatch(db, course!.id, "2026-01-05");
    const batchB = await createBatch(db, course!.id, "2026-02-02");
    people = {
      asker: await createAccount(db, { name: "Amy Asker" }),
      peer: await createAccount(db, { name: "Pat Peer" }),
      otherCohort: await createAccount(db, { name: "Oli Other" }),
      teacher: await createAccount(db, { role: "instructor", name: "Tess Teacher" }),
    };
    await db.insert(enrollments).values([
      { userId: people.asker.id, courseId: course!.id, batchId: batchA },
      { userId: people.peer.id, courseId: course!.id, batchId: batchA },
      { userId: people.otherCohort.id, courseId: course!.id, batchId: batchB },
    ]);
    await db.insert(courseInstructors).values({ userId: people.teacher.id, courseId: course!.id });
    for (const who of Object.keys(people) as (keyof typeof people)[])
      sessions[who] = await signedIn(t.app, people[who]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a listener hears another student's reply: the kind and ids only, unbuffered, uncompressed", async () => {
    const thread = await newThread(t.app, sessions.asker, `batch:${batchA}`, "Where do I start?");
    const stream = await listen(`${base}${threadEvents(thread.id)}`, sessions.peer, {
      "accept-encoding": "br, gzip",
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers.get("cache-control")).toContain("no-cache");
    expect(stream.headers.get("cache-control")).toContain("no-transform");
    expect(stream.headers.get("x-accel-buffering")).toBe("no");
    expect(stream.headers.get("content-encoding")).toBeNull();
    // The app's security headers are on the hijacked answer too.
    expect(stream.headers.get("x-content-type-options")).toBe("nosniff");
    await eventually(() => stream.raw().includes(`retry: ${communityLive.retryMs}`));
    expect(t.app.communityStreams.size).toBe(1);

    const secret = "The answer is <b>Zanzibar</b>, says Amy";
    const reply = await newReply(t.app, sessions.asker, thread.id, secret);
    await eventually(() => stream.events.length === 1);
    expect(stream.events[0]!.event).toBe("reply");
    const data = JSON.parse(stream.events[0]!.data) as Record<string, unknown>;
    expect(data).toEqual({ threadId: thread.id, replyId: reply.id, kind: "reply" });
    expect(communityLiveEventSchema.parse(data)).toEqual(data);
    // Nothing of the post or its author travels.
    for (const word of ["Zanzibar", "Amy", people.asker.id, people.asker.username])
      expect(stream.raw()).not.toContain(word);
  });

  it("edits, accepted answers, pins, votes and deletes are told too; the listener's own changes as well", async () => {
    const thread = await newThread(t.app, sessions.asker, `batch:${batchA}`, "Which editor?");
    const reply = await newReply(t.app, sessions.peer, thread.id, "Any editor.");
    const stream = await listen(`${base}${threadEvents(thread.id)}`, sessions.peer);
    expect(stream.status).toBe(200);
    const edit = await call(
      t.app,
      sessions.peer,
      "PATCH",
      endpointUrl(communityApi.editReply, { params: { id: reply.id } }),
      {
        version: reply.version,
        body: "Any editor you like.",
      },
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const accept = await call(
      t.app,
      sessions.asker,
      "POST",
      endpointUrl(communityApi.accept, { params: { id: thread.id } }),
      {
        replyId: reply.id,
      },
    );
    expect(accept.statusCode, accept.body).toBe(200);
    const pin = await call(
      t.app,
      sessions.teacher,
      "POST",
      endpointUrl(communityApi.pin, { params: { id: thread.id } }),
      {
        pinned: true,
      },
    );
    expect(pin.statusCode, pin.body).toBe(200);
    const vote = await call(
      t.app,
      sessions.asker,
      "POST",
      endpointUrl(communityApi.voteReply, { params: { id: reply.id } }),
    );
    expect(vote.statusCode, vote.body).toBe(200);
    const remove = await call(
      t.app,
      sessions.peer,
      "DELETE",
      endpointUrl(communityApi.deleteReply, { params: { id: reply.id } }),
    );
    expect(remove.statusCode, remove.body).toBe(204);
    await eventually(() => stream.events.length === 5);
    expect(stream.events.map((event) => JSON.parse(event.data))).toEqual([
      { threadId: thread.id, replyId: reply.id, kind: "edit" },
      { threadId: thread.id, replyId: reply.id, kind: "state" },
      { threadId: thread.id, replyId: null, kind: "state" },
      { threadId: thread.id, replyId: reply.id, kind: "vote" },
      { threadId: thread.id, replyId: reply.id, kind: "delete" },
    ]);
    expect(stream.events.map((event) => event.event)).toEqual(["edit", "state", "state", "vote", "delete"]);
  });

  it("a moderator hiding a reply is told as a state change, so open pages drop it", async () => {
    const thread = await newThread(t.app, sessions.asker, `batch:${batchA}`, "Spam below?");
    const spam = await newReply(t.app, sessions.peer, thread.id, "Cheap followers for sale");
    const stream = await listen(`${base}${threadEvents(thread.id)}`, sessions.asker);
    expect(stream.status).toBe(200);
    const hidden = await call(
      t.app,
      sessions.teacher,
      "POST",
      endpointUrl(communityModerationApi.act, { params: { kind: "replies", id: spam.id } }),
      { action: "hide" },
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    await eventually(() => stream.events.length === 1);
    expect(stream.events[0]!.event).toBe("state");
    expect(JSON.parse(stream.events[0]!.data)).toEqual({
      threadId: thread.id,
      replyId: spam.id,
      kind: "state",
    });
  });

  it("only changes of the followed thread arrive", async () => {
    const followed = await newThread(t.app, sessions.asker, `batch:${batchA}`, "Followed");
    const other = await newThread(t.app, sessions.asker, `batch:${batchA}`, "Not followed");
    const stream = await listen(`${base}${threadEvents(followed.id)}`, sessions.peer);
    await newReply(t.app, sessions.asker, other.id, "Elsewhere.");
    await newReply(t.app, sessions.asker, followed.id, "Here.");
    await eventually(() => stream.events.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stream.events.map((event) => JSON.parse(event.data).threadId)).toEqual([followed.id]);
  });

  it("a student of another cohort gets 404, like an unknown or malformed id; a visitor 401", async () => {
    const thread = await newThread(t.app, sessions.asker, `batch:${batchA}`, "Cohort A only");
    for (const url of [
      threadEvents(thread.id),
      threadEvents("00000000-0000-4000-8000-000000000000"),
      threadEvents("not-an-id"),
      spaceEvents(`batch:${batchA}`),
      spaceEvents("course:no-such-course"),
    ]) {
      const refused = await listen(`${base}${url}`, sessions.otherCohort);
      expect(refused.status, url).toBe(404);
      expect(refused.body).toMatchObject({ error: apiMessages.notFound });
      expect(refused.headers.get("content-type")).toContain("application/json");
    }
    const visitor = await listen(`${base}${threadEvents(thread.id)}`, null);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ error: apiMessages.signInRequired });
    // The same as another signed-in read answers a visitor.
    const page = await call(
      t.app,
      null,
      "GET",
      endpointUrl(communityApi.thread, { params: { id: thread.id }, query: {} }),
    );
    expect(page.statusCode).toBe(401);
    // No HEAD twin that would hold a stream open.
    const head = await t.app.inject({
      method: "HEAD",
      url: threadEvents(thread.id),
      headers: { cookie: sessions.asker.cookie },
    });
    expect(head.statusCode).toBe(405);
    expect(t.app.communityStreams.size).toBe(0);
  });

  it("a listener whose enrollment ends hears nothing more: the stream closes at the next change", async () => {
    const { db } = t.database;
    const lapsing = await createAccount(db, { name: "Lee Lapsing" });
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
    await db.insert(enrollments).values({ userId: lapsing.id, courseId: course!.id, batchId: batchA });
    const session = await signedIn(t.app, lapsing);
    const thread = await newThread(t.app, sessions.asker, `batch:${batchA}`, "Before the refund");
    const stream = await listen(`${base}${threadEvents(thread.id)}`, session);
    await newReply(t.app, sessions.asker, thread.id, "First.");
    await eventually(() => stream.events.length === 1);
    await db.update(enrollments).set({ status: "cancelled" }).where(eq(enrollments.userId, lapsing.id));
    await newReply(t.app, sessions.asker, thread.id, "Second, after the refund.");
    await eventually(() => stream.ended());
    expect(stream.events).toHaveLength(1);
    await eventually(() => t.app.communityStreams.size === 0);
  });

  it("a space's stream tells of new threads and their changes, to its readers only", async () => {
    const stream = await listen(`${base}${spaceEvents(`batch:${batchA}`)}`, sessions.peer);
    expect(stream.status).toBe(200);
    const general = await listen(`${base}${spaceEvents("general")}`, sessions.otherCohort);
    expect(general.status).toBe(200);
    const thread = await newThread(t.app, sessions.asker, `batch:${batchA}`, "New in the space");
    const reply = await newReply(t.app, sessions.asker, thread.id, "And a reply.");
    await eventually(() => stream.events.length === 2);
    expect(stream.events.map((event) => [event.event, JSON.parse(event.data)])).toEqual([
      ["thread", { threadId: thread.id, replyId: null, kind: "thread" }],
      ["reply", { threadId: thread.id, replyId: reply.id, kind: "reply" }],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(general.events).toEqual([]);
  });

  it("a client that leaves is forgotten at once", async () => {
    const thread = await newThread(t.app, sessions.asker, `batch:${batchA}`, "Leaving");
    const streams = await Promise.all(
      [1, 2, 3].map(() => listen(`${base}${threadEvents(thread.id)}`, sessions.peer)),
    );
    await eventually(() => t.app.communityStreams.size === 3);
    for (const stream of streams) stream.close();
    await eventually(() => t.app.communityStreams.size === 0, 2_000);
  });

  it(`holds at most ${communityLive.maxStreamsPerUser} streams a person; one more answers 429 until one closes`, async () => {
    const thread = await newThread(t.app, sessions.asker, `batch:${batchA}`, "Many tabs");
    const url = `${base}${threadEvents(thread.id)}`;
    const tabs = await Promise.all(
      Array.from({ length: communityLive.maxStreamsPerUser }, () => listen(url, sessions.peer)),
    );
    expect(tabs.map((tab) => tab.status)).toEqual(tabs.map(() => 200));
    const extra = await listen(url, sessions.peer);
    expect(extra.status).toBe(429);
    expect(extra.body).toMatchObject({ error: communityLiveText.tooManyStreams });
    // Someone else is not held back by it.
    expect((await listen(url, sessions.asker)).status).toBe(200);
    tabs[0]!.close();
    await eventually(() => t.app.communityStreams.size === communityLive.maxStreamsPerUser);
    expect((await listen(url, sessions.peer)).status).toBe(200);
  });

  it("signing out ends the session's streams", async () => {
    const account = await createAccount(t.database.db);
    const session = await signedIn(t.app, account);
    const general = await newThread(t.app, session, "general", "In general");
    const stream = await listen(`${base}${threadEvents(general.id)}`, session);
    expect(stream.status).toBe(200);
    expect((await call(t.app, session, "POST", "/api/logout")).statusCode).toBeLessThan(300);
    await eventually(() => stream.ended());
  });
});

describe.skipIf(!hasRedisServer)("live updates across instances", () => {
  const cluster = clusterFixture();

  it("a reply posted through instance A reaches a listener on instance B; B's close ends its streams", async () => {
    const [a, b] = [await cluster.instance(), await cluster.instance()];
    try {
      const { db } = cluster.database;
      const asker = await signedIn(a, await createAccount(db, { name: "Ann Across" }));
      const listener = await signedIn(b, await createAccount(db, { name: "Bo Across" }));
      const thread = await newThread(a, asker, "general", "Across instances");
      const onB = await listen(
        `${await b.listen({ port: 0, host: "127.0.0.1" })}${threadEvents(thread.id)}`,
        listener,
      );
      expect(onB.status).toBe(200);
      expect(b.communityStreams.size).toBe(1);
      expect(a.communityStreams.size).toBe(0);
      const started = Date.now();
      const reply = await newReply(a, asker, thread.id, "Posted on A.");
      await eventually(() => onB.events.length === 1, 2_000);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(JSON.parse(onB.events[0]!.data)).toEqual({
        threadId: thread.id,
        replyId: reply.id,
        kind: "reply",
      });

      // Shutdown: the open stream does not hold B's close up (SIGTERM drains).
      const closing = Date.now();
      await b.close();
      expect(Date.now() - closing).toBeLessThan(2_000);
      await eventually(() => onB.ended());
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe.skipIf(!hasRedisServer || !process.env.TEST_DATABASE_URL)(
  "live updates across instances over PostgreSQL",
  () => {
    const cluster = clusterFixture();

    it("a reply posted through instance A reaches a listener on instance B by LISTEN/NOTIFY", async () => {
      // No Redis at all: with REDIS_URL empty the instances use the database's LISTEN/NOTIFY (decision 0028).
      await cluster.stopRedis();
      const [row] = await sqlRows<{ name: string }>(
        cluster.database.db,
        sql`select current_database() as name`,
      );
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${row!.name}`;
      const env = { REDIS_URL: "", DATABASE_URL: url.toString() };
      const [a, b] = [
        await cluster.instance({ env, ownConnections: true }),
        await cluster.instance({ env, ownConnections: true }),
      ];
      try {
        const { db } = cluster.database;
        const asker = await signedIn(a, await createAccount(db));
        const listener = await signedIn(b, await createAccount(db));
        const thread = await newThread(a, asker, "general", "Across instances by NOTIFY");
        const onB = await listen(
          `${await b.listen({ port: 0, host: "127.0.0.1" })}${threadEvents(thread.id)}`,
          listener,
        );
        expect(onB.status).toBe(200);
        const reply = await newReply(a, asker, thread.id, "Posted on A.");
        await eventually(() => onB.events.length === 1, 2_000);
        expect(JSON.parse(onB.events[0]!.data)).toEqual({
          threadId: thread.id,
          replyId: reply.id,
          kind: "reply",
        });
      } finally {
        await a.close();
        await b.close();
        await cluster.startRedis();
      }
    });
  },
);
