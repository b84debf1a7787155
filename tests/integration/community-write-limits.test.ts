import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communityApi } from "#contracts/api/community.ts";
import { communityModerationApi } from "#contracts/api/community-moderation.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { Reply, Thread } from "#contracts/community.ts";
import { moderationText } from "#contracts/community-moderation-text.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { courseInstructors } from "#server/db/schema/enrollments.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { clusterFixture } from "../support/cluster-fixture.ts";
import { hasRedisServer } from "../support/redis-server.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// The forum's per-person write limits (moderation, issue 18): threads, replies, edits and reports each
// counted per person in a window, 429 with the limit in words past it, the space's staff not limited where
// they moderate; and, with Redis, one person's posts counted together by every instance (decision 0029).

const limits = "threads=2,replies=3,edits=2,reports=2,window=10";
const threadsUrl = (space: string) => endpointUrl(communityApi.threads, { params: { space }, query: {} });
const repliesUrl = (id: string) =>
  `${endpointUrl(communityApi.thread, { params: { id }, query: {} })}/replies`;

function post(app: FastifyInstance, session: Visitor, space = "general", title = "A question here") {
  return call(app, session, "POST", threadsUrl(space), { title, body: "How do I start?" });
}

describe("per-person limits of forum writes", () => {
  let t: TestApp;
  let student: Visitor;
  let other: Visitor;
  let teacher: Visitor;

  beforeAll(async () => {
    t = await createTestApp({ COMMUNITY_WRITE_LIMITS: limits });
    const { db } = t.database;
    const accounts: TestAccount[] = [];
    for (const role of ["student", "student", "instructor"] as const)
      accounts.push(await createAccount(db, { role }));
    const [course] = await db.select({ id: courses.id }).from(courses).limit(1);
    await db.insert(courseInstructors).values({ userId: accounts[2]!.id, courseId: course!.id });
    const sessions = await Promise.all(accounts.map((account) => signedIn(t.app, account)));
    [student, other, teacher] = sessions as [Visitor, Visitor, Visitor];
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 429 with the limit past the threads allowed, for that person only", async () => {
    // Each call comes from another address: the per-address limit is not what stops the third.
    expect((await post(t.app, student)).statusCode).toBe(201);
    expect((await post(t.app, student)).statusCode).toBe(201);
    const third = await post(t.app, student);
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toBe(moderationText.rateLimited("threads", 2, 10));
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post(t.app, other)).statusCode).toBe(201);
  });

  it("limits replies, edits and reports apart, and not the staff where they moderate", async () => {
    const thread = (await post(t.app, other)).json() as Thread;
    const codes: number[] = [];
    let reply: Reply | undefined;
    for (let i = 0; i < 4; i += 1) {
      const response = await call(t.app, student, "POST", repliesUrl(thread.id), { body: `Reply ${i}` });
      codes.push(response.statusCode);
      if (response.statusCode === 201) reply = response.json() as Reply;
    }
    expect(codes).toEqual([201, 201, 201, 429]);

    const editUrl = endpointUrl(communityApi.editReply, { params: { id: reply!.id } });
    let version = reply!.version;
    const edits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await call(t.app, student, "PATCH", editUrl, { version, body: `Edit ${i}` });
      edits.push(response.statusCode);
      if (response.statusCode === 200) version = (response.json() as Reply).version;
    }
    expect(edits).toEqual([200, 200, 429]);

    const reportUrl = (kind: "thread" | "reply", id: string) =>
      endpointUrl(
        kind === "thread" ? communityModerationApi.reportThread : communityModerationApi.reportReply,
        {
          params: { id },
        },
      );
    const replyOf = async () =>
      ((await call(t.app, other, "POST", repliesUrl(thread.id), { body: "Mine" })).json() as Reply).id;
    const targets = [
      { kind: "thread" as const, id: thread.id },
      { kind: "reply" as const, id: await replyOf() },
      { kind: "reply" as const, id: await replyOf() },
    ];
    const reports = [];
    for (const target of targets)
      reports.push(
        (await call(t.app, student, "POST", reportUrl(target.kind, target.id), { reason: "spam" }))
          .statusCode,
      );
    expect(reports).toEqual([201, 201, 429]);

    // The instructor in their course's space: no per-person limit (in the general space they have one).
    const course = await t.database.db.select({ slug: courses.slug }).from(courses).limit(1);
    for (let i = 0; i < 4; i += 1)
      expect((await post(t.app, teacher, `course:${course[0]!.slug}`)).statusCode).toBe(201);
    expect((await post(t.app, teacher)).statusCode).toBe(201);
    expect((await post(t.app, teacher)).statusCode).toBe(201);
    expect((await post(t.app, teacher)).statusCode).toBe(429);
  });
});

describe.skipIf(!hasRedisServer)("per-person limits shared by instances through Redis", () => {
  const cluster = clusterFixture();
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await cluster.instance({ env: { COMMUNITY_WRITE_LIMITS: limits } });
    b = await cluster.instance({ env: { COMMUNITY_WRITE_LIMITS: limits } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  /** The instances' one Redis connection (decision 0029) answers: a per-address limit counts across them. */
  async function waitUntilRedisAnswers(): Promise<void> {
    const visitor = await visit(a);
    const deadline = Date.now() + 8_000;
    for (let probe = 0; ; probe += 1) {
      const ip = `198.51.100.${probe + 20}`;
      const subscribe = (app: FastifyInstance) =>
        app.inject({
          method: "POST",
          url: "/api/newsletter/subscribe",
          payload: { email: `probe-${probe}-${app === a ? "a" : "b"}@example.com` },
          headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
          remoteAddress: ip,
        });
      await subscribe(a);
      const second = await subscribe(b);
      if (Number(second.headers["x-ratelimit-remaining"]) === rateLimitPresets.form.max - 2) return;
      if (Date.now() > deadline) throw new Error("the instances never counted together");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("counts one person's threads together whichever instance answers", async () => {
    await waitUntilRedisAnswers();
    const account = await createAccount(cluster.database.db);
    const session = await signedIn(a, account);
    const codes = [
      (await post(a, session)).statusCode,
      (await post(b, session)).statusCode,
      (await post(a, session)).statusCode,
      (await post(b, session)).statusCode,
    ];
    expect(codes).toEqual([201, 201, 429, 429]);
  });
});
