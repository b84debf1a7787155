import { and, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communityApi } from "#contracts/api/community.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { notificationsApi } from "#contracts/api/notifications.ts";
import type { Reply, Thread, ThreadListPage } from "#contracts/community.ts";
import type { NotificationPage, UnreadCount } from "#contracts/notifications.ts";
import { communityThreadPath, notificationsText } from "#contracts/notifications-text.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { mailOutbox } from "#server/db/schema/mail.ts";
import { notifications } from "#server/db/schema/notifications.ts";
import { communityDigestMailKind } from "#server/modules/notifications/digest-mail.ts";
import { createDigestRepository } from "#server/modules/notifications/digest-repository.ts";
import { createCommunityDigest } from "#server/modules/notifications/send-digests.ts";
import { createUnsubscribeLinks } from "#server/modules/notifications/unsubscribe-links.ts";
import { ageAccount } from "../support/account-age.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";
import { activeContentIn, xssCorpus } from "../support/xss-corpus.ts";

// Mentions, portal notifications, unread markers and the daily digest of the community forum (issue 18) on
// a real database and a real SMTP server: a mention notifies only people who may read the space, never the
// author, and an edit only the names it adds; replies and accepted answers notify their authors; the list,
// read marks and preferences are each person's own; the digest goes out once per person and day even from
// two instances at once, respects the opt-out, and its unsubscribe link works without signing in.

const publicUrl = "http://learn.ailabs.test";
const sessionSecret = "test-secret-test-secret-test-secret-0123";
let sink: SmtpSink;
let t: TestApp;
let batchA: string;
let batchB: string;

type Who = "amy" | "ann" | "ben" | "tess" | "out";
let people: Record<Who, TestAccount>;
const sessions = {} as Record<Who, Visitor>;

const threadsUrl = (space: string) => endpointUrl(communityApi.threads, { params: { space }, query: {} });
const threadUrl = (id: string) => endpointUrl(communityApi.thread, { params: { id }, query: {} });
const listUrl = (page?: number | string) => endpointUrl(notificationsApi.list, { query: { page } });

async function newThread(
  who: Who,
  space: string,
  body: string,
  title = "A question about agents",
): Promise<Thread> {
  const response = await call(t.app, sessions[who], "POST", threadsUrl(space), { title, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Thread;
}

async function newReply(who: Who, threadId: string, body: string, parentId?: string): Promise<Reply> {
  const response = await call(t.app, sessions[who], "POST", `${threadUrl(threadId)}/replies`, {
    body,
    ...(parentId ? { parentId } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Reply;
}

async function inbox(who: Who): Promise<NotificationPage> {
  const response = await call(t.app, sessions[who], "GET", listUrl());
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NotificationPage;
}

/** The notification rows of a thread, per recipient and kind. */
async function notified(threadId: string) {
  const rows = await t.database.db
    .select({ userId: notifications.userId, kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.link, communityThreadPath(threadId)));
  const name = (id: string) => (Object.keys(people) as Who[]).find((who) => people[who].id === id) ?? id;
  return rows.map((row) => `${name(row.userId)}:${row.kind}`).sort();
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: publicUrl, COMMUNITY_WRITE_LIMITS: "off" });
  const { db } = t.database;
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, "ai-engineers"));
  const [other] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, "machine-learning"));
  batchA = await createBatch(db, course!.id, "2026-01-05");
  batchB = await createBatch(db, course!.id, "2026-02-02");
  const otherBatch = await createBatch(db, other!.id, "2026-03-02");
  people = {
    amy: await createAccount(db, { name: "Amy A", username: "amy.a" }),
    ann: await createAccount(db, { name: "Ann A", username: "Ann_A2" }),
    ben: await createAccount(db, { name: "Ben B", username: "ben-b" }),
    tess: await createAccount(db, { role: "instructor", name: "Tess Teacher", username: "tess" }),
    out: await createAccount(db, { name: "Olga Other", username: "olga" }),
  };
  // Old enough that posts with links are published at once (moderation holds a new account's links).
  for (const account of Object.values(people)) await ageAccount(db, account.id);
  await db.insert(enrollments).values([
    { userId: people.amy.id, courseId: course!.id, batchId: batchA },
    { userId: people.ann.id, courseId: course!.id, batchId: batchA },
    { userId: people.ben.id, courseId: course!.id, batchId: batchB },
    { userId: people.out.id, courseId: other!.id, batchId: otherBatch },
  ]);
  await db.insert(courseInstructors).values({ userId: people.tess.id, courseId: course!.id });
  for (const who of Object.keys(people) as Who[]) sessions[who] = await signedIn(t.app, people[who]);
});

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe("mentions", () => {
  it("notify only people who may read the space, never the author, and mark only their names", async () => {
    const thread = await newThread(
      "amy",
      `batch:${batchA}`,
      "Ping @ann_a2, @ben-b, @olga, @nobody-here and myself @amy.a. Also `@tess` in code and [@tess](https://example.com).",
    );
    expect(await notified(thread.id)).toEqual(["ann:community-mention"]);
    // Case-insensitive like accounts; the mark shows the name as written.
    expect(thread.html).toContain('<span class="mention">@ann_a2</span>');
    expect(thread.html).toContain('<span class="mention">@amy.a</span>');
    // Ben reads another batch's space, Olga another course: plain text, as for a name nobody has.
    expect(thread.html).toContain("@ben-b,");
    expect(thread.html).not.toContain('<span class="mention">@ben-b');
    expect(thread.html).not.toContain('<span class="mention">@olga');
    expect(thread.html).not.toContain('<span class="mention">@nobody-here');
    expect(thread.html).toContain("<code>@tess</code>");
    expect(thread.html).not.toContain('<span class="mention">@tess');

    const ann = await inbox("ann");
    expect(ann.items[0]).toMatchObject({
      kind: "community-mention",
      title: 'amy.a mentioned you in "A question about agents"',
      link: `/dashboard/student/community/threads/${thread.id}`,
      actorUsername: "amy.a",
      readAt: null,
    });
    expect((await inbox("ben")).items.some((item) => item.link.endsWith(thread.id))).toBe(false);
  });

  it("reach the course's instructor in a batch space, and end a sentence cleanly", async () => {
    const thread = await newThread("ann", `batch:${batchA}`, "Thanks @tess.");
    expect(thread.html).toContain('<span class="mention">@tess</span>.');
    expect(await notified(thread.id)).toEqual(["tess:community-mention"]);
  });

  it("notify on edit only the names the edit adds", async () => {
    const thread = await newThread("amy", `batch:${batchA}`, "Asking @ann_a2 first.");
    expect(await notified(thread.id)).toEqual(["ann:community-mention"]);
    const edited = await call(t.app, sessions.amy, "PATCH", threadUrl(thread.id), {
      version: thread.version,
      title: thread.title,
      body: "Asking @ann_a2 first, and @tess too.",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as Thread).html).toContain('<span class="mention">@tess</span>');
    expect(await notified(thread.id)).toEqual(["ann:community-mention", "tess:community-mention"]);

    const reply = await newReply("tess", thread.id, "Here.");
    const replyEdit = await call(
      t.app,
      sessions.tess,
      "PATCH",
      endpointUrl(communityApi.editReply, { params: { id: reply.id } }),
      {
        version: reply.version,
        body: "Here, @ann_a2.",
      },
    );
    expect(replyEdit.statusCode, replyEdit.body).toBe(200);
    expect(await notified(thread.id)).toEqual([
      "amy:community-reply",
      "ann:community-mention",
      "ann:community-mention",
      "tess:community-mention",
    ]);
  });

  it.each(xssCorpus)("stay inert next to a payload: %s", async (payload) => {
    const thread = await newThread(
      "amy",
      `batch:${batchA}`,
      `${payload} @ann_a2 ${payload}\n\n@ann_a2`,
      payload,
    );
    expect(activeContentIn(thread.html)).toEqual([]);
    expect(thread.html).toContain('<span class="mention">@ann_a2</span>');
    const reply = await newReply("ann", thread.id, `@amy.a ${payload}`);
    expect(activeContentIn(reply.html)).toEqual([]);
    const [latest] = (await inbox("amy")).items;
    // The title is plain text carrying the thread's title as typed, for React to escape.
    expect(latest?.title).toBe(`Ann_A2 replied in "${payload}"`);
  });
});

describe("replies and accepted answers", () => {
  it("tell the thread's author, the author of the reply answered, and not the one who wrote", async () => {
    const thread = await newThread(
      "amy",
      `batch:${batchA}`,
      "With what?",
      "How do I evaluate a RAG pipeline?",
    );
    const first = await newReply("ann", thread.id, "With a golden set.");
    expect(await notified(thread.id)).toEqual(["amy:community-reply"]);
    await newReply("tess", thread.id, "Agreed, and @ann_a2 is right.", first.id);
    expect(await notified(thread.id)).toEqual([
      "amy:community-reply",
      "amy:community-reply",
      "ann:community-reply",
    ]);
    await newReply("amy", thread.id, "Thanks both.");
    expect((await notified(thread.id)).filter((row) => row.startsWith("amy:"))).toHaveLength(2);

    const accepted = await call(t.app, sessions.amy, "POST", `${threadUrl(thread.id)}/accept`, {
      replyId: first.id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await notified(thread.id)).toContain("ann:community-accepted");
    const [latest] = (await inbox("ann")).items;
    expect(latest).toMatchObject({ kind: "community-accepted", actorUsername: "amy.a" });
    expect(latest?.title).toBe('amy.a accepted your answer in "How do I evaluate a RAG pipeline?"');
  });

  it("does not tell someone who accepts their own reply", async () => {
    const thread = await newThread("ann", `batch:${batchA}`, "Where are the slides?");
    const own = await newReply("ann", thread.id, "Found them myself.");
    const accepted = await call(t.app, sessions.ann, "POST", `${threadUrl(thread.id)}/accept`, {
      replyId: own.id,
    });
    expect(accepted.statusCode).toBe(200);
    expect(await notified(thread.id)).toEqual([]);
  });
});

describe("the notifications list", () => {
  it("is each person's own, newest first, with read marks and an unread count", async () => {
    const thread = await newThread("ben", `batch:${batchB}`, "Question for @tess");
    await newReply("tess", thread.id, "Answer one.");
    await newReply("tess", thread.id, "Answer two.");
    const page = await inbox("ben");
    expect(page.items.slice(0, 2).map((item) => item.kind)).toEqual(["community-reply", "community-reply"]);
    expect(page.unread).toBeGreaterThanOrEqual(2);
    expect(page.pageSize).toBe(20);
    const count = async (who: Who) =>
      ((await call(t.app, sessions[who], "GET", notificationsApi.unreadCount.path)).json() as UnreadCount)
        .unread;
    expect(await count("ben")).toBe(page.unread);

    // Someone else's ids change nothing for them.
    const tessItems = (await inbox("tess")).items;
    const before = await count("tess");
    const foreign = await call(t.app, sessions.ben, "POST", notificationsApi.markRead.path, {
      ids: tessItems.map((item) => item.id).slice(0, 3),
    });
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(await count("tess")).toBe(before);

    const one = await call(t.app, sessions.ben, "POST", notificationsApi.markRead.path, {
      ids: [page.items[0]!.id],
    });
    expect((one.json() as UnreadCount).unread).toBe(page.unread - 1);
    const after = await inbox("ben");
    expect(after.items[0]!.readAt).not.toBeNull();
    expect(after.items[1]!.readAt).toBeNull();
    const all = await call(t.app, sessions.ben, "POST", notificationsApi.markRead.path, { all: true });
    expect((all.json() as UnreadCount).unread).toBe(0);
    expect(await count("ben")).toBe(0);
  });

  it("refuses bad calls with messages, and strangers with 401", async () => {
    for (const body of [{}, { ids: [] }, { ids: ["not-an-id"] }, { all: false }, { ids: ["x"], all: true }]) {
      const response = await call(t.app, sessions.ben, "POST", notificationsApi.markRead.path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].message).toBe(notificationsText.idsInvalid);
    }
    expect((await call(t.app, sessions.ben, "GET", listUrl("0"))).statusCode).toBe(400);
    expect((await call(t.app, sessions.ben, "GET", listUrl("x"))).statusCode).toBe(400);
    // State changes carry the anti-forgery token like every other (plugins/csrf.ts).
    for (const [method, url, payload] of [
      ["POST", notificationsApi.markRead.path, { all: true }],
      ["PUT", notificationsApi.savePreferences.path, { communityDigest: false }],
    ] as const) {
      const forged = await t.app.inject({ method, url, payload, headers: { cookie: sessions.ben.cookie } });
      expect(forged.statusCode, url).toBe(403);
    }
    expect((await call(t.app, null, "GET", listUrl())).statusCode).toBe(401);
    expect((await call(t.app, null, "GET", notificationsApi.unreadCount.path)).statusCode).toBe(401);
    expect((await call(t.app, null, "GET", notificationsApi.preferences.path)).statusCode).toBe(401);
  });
});

describe("unread markers", () => {
  it("show threads with activity since the reader last opened them, and how many replies came", async () => {
    const thread = await newThread("amy", `batch:${batchA}`, "Unread markers, please.", "Marker thread");
    const list = async (who: Who) =>
      (
        (await call(t.app, sessions[who], "GET", threadsUrl(`batch:${batchA}`))).json() as ThreadListPage
      ).items.find((item) => item.id === thread.id)!;
    expect(await list("amy")).toMatchObject({ unread: false, newReplies: 0 });
    expect(await list("ann")).toMatchObject({ unread: true, newReplies: 0 });
    expect((await call(t.app, sessions.ann, "GET", threadUrl(thread.id))).statusCode).toBe(200);
    expect(await list("ann")).toMatchObject({ unread: false, newReplies: 0 });

    await newReply("tess", thread.id, "One.");
    await newReply("tess", thread.id, "Two.");
    expect(await list("ann")).toMatchObject({ unread: true, newReplies: 2 });
    expect(await list("tess")).toMatchObject({ unread: false, newReplies: 0 });
    await newReply("ann", thread.id, "Three, mine.");
    expect(await list("ann")).toMatchObject({ unread: false, newReplies: 0 });
    expect(await list("amy")).toMatchObject({ unread: true, newReplies: 3 });
  });
});

describe("preferences and the daily digest", () => {
  const day = 24 * 3_600_000;
  const instance = (at: () => Date) =>
    createCommunityDigest({
      repository: createDigestRepository(t.database.db),
      links: createUnsubscribeLinks(sessionSecret),
      publicUrl,
      deliverMail: () => t.app.mail.deliverPending(),
      now: at,
    });
  const digestsTo = async (account: TestAccount) =>
    t.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, communityDigestMailKind), eq(mailOutbox.to, account.email)));

  it("keeps the digest on by default, and saves the choice", async () => {
    const get = async () =>
      (await call(t.app, sessions.out, "GET", notificationsApi.preferences.path)).json();
    expect(await get()).toEqual({ communityDigest: true });
    const off = await call(t.app, sessions.out, "PUT", notificationsApi.savePreferences.path, {
      communityDigest: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await get()).toEqual({ communityDigest: false });
    const on = await call(t.app, sessions.out, "PUT", notificationsApi.savePreferences.path, {
      communityDigest: true,
    });
    expect(on.json()).toEqual({ communityDigest: true });
    const bad = await call(t.app, sessions.out, "PUT", notificationsApi.savePreferences.path, {
      communityDigest: "no",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe(notificationsText.digestInvalid);
  });

  it("mails each person once a day from two instances at once, respects the opt-out, and unsubscribes by link", async () => {
    // Ben turns the digest off; Amy and Ann have unread community notifications from the tests above.
    await call(t.app, sessions.ben, "PUT", notificationsApi.savePreferences.path, { communityDigest: false });
    const thread = await newThread(
      "tess",
      `batch:${batchB}`,
      'For @ben-b, with <b>markup</b> & "quotes"',
      "Ben's <thread> & co",
    );
    expect(thread.id).toBeTruthy();
    const payloadThread = await newThread(
      "amy",
      `batch:${batchA}`,
      "Hello @ann_a2",
      "<script>alert(1)</script> digest",
    );
    await newReply("ann", payloadThread.id, "A reply for Amy.");
    // Today on the real clock, so the outbox (on the real clock too) delivers to the SMTP server at once;
    // later days on a clock of their own, read from the outbox.
    const clock = { now: new Date() };
    const [first, second] = await Promise.all([
      instance(() => clock.now).sendDue(),
      instance(() => clock.now).sendDue(),
    ]);
    expect(first.mails + second.mails).toBeGreaterThanOrEqual(2);
    expect(await digestsTo(people.amy)).toHaveLength(1);
    expect(await digestsTo(people.ann)).toHaveLength(1);
    expect(await digestsTo(people.ben)).toHaveLength(0);

    const mail = await sink.waitFor(people.amy.email);
    expect(mail.subject).toMatch(/new notifications? from the AI Labs community/);
    expect(mail.text).toContain(`${publicUrl}/dashboard/student/community/threads/`);
    expect(mail.html).toContain("Stop these daily digests");
    // One-click unsubscribe (RFC 8058): the body's own link as List-Unsubscribe, and the POST marker.
    const bodyLink = mail.text.match(
      /https?:\/\/\S+\/api\/notifications\/digest\/unsubscribe\?token=\S+/,
    )?.[0];
    expect(bodyLink).toBeDefined();
    expect(mail.headers["list-unsubscribe"]).toBe(`<${bodyLink}>`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    // Titles are people's text, escaped in the HTML part: no tag of theirs survives.
    expect(mail.text).toContain("<script>alert(1)</script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).not.toMatch(/<(script|svg|iframe|object|embed|form|math|style\b)/i);
    expect(mail.html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    expect(mail.html).not.toMatch(/href\s*=\s*["']?\s*javascript:/i);

    // The same day again: nothing more, for anyone.
    expect((await instance(() => clock.now).sendDue()).mails).toBe(0);
    expect(await digestsTo(people.amy)).toHaveLength(1);

    // The next day: only what is new since the last digest.
    clock.now = new Date(clock.now.getTime() + day);
    expect((await instance(() => clock.now).sendDue()).mails).toBe(0);
    await newReply(
      "ann",
      (await newThread("amy", `batch:${batchA}`, "Day two", "Day two thread")).id,
      "Reply.",
    );
    clock.now = new Date(clock.now.getTime() + day);
    await instance(() => clock.now).sendDue();
    expect(await digestsTo(people.amy)).toHaveLength(2);
    const [second_] = await t.database.db
      .select({ text: mailOutbox.text, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, communityDigestMailKind), eq(mailOutbox.to, people.amy.email)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(second_!.text).toContain("Day two thread");
    expect(second_!.text).not.toContain("A question about agents");
    expect(second_!.subject).toBe(notificationsText.digestSubject(1));

    // The unsubscribe link works without signing in, once is enough; a changed one does not.
    const link = second_!.text.match(
      /https?:\/\/\S+\/api\/notifications\/digest\/unsubscribe\?token=\S+/,
    )?.[0];
    expect(link).toBeDefined();
    const url = link!.slice(publicUrl.length);
    const answer = await t.app.inject({ method: "GET", url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/html");
    expect(answer.body).toContain(notificationsText.unsubscribed);
    expect((await call(t.app, sessions.amy, "GET", notificationsApi.preferences.path)).json()).toEqual({
      communityDigest: false,
    });
    const tampered = await t.app.inject({ method: "GET", url: `${url.slice(0, -2)}xx` });
    expect(tampered.statusCode).toBe(404);
    expect(tampered.body).toContain(notificationsText.unsubscribeInvalid);
    const otherUser = url.replace(people.amy.id, people.ann.id);
    expect((await t.app.inject({ method: "GET", url: otherUser })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/notifications/digest/unsubscribe" })).statusCode,
    ).toBe(404);

    // A mail client's one-click POST (form-encoded, no cookie, no anti-forgery token) turns it off too.
    const annLink = `/api/notifications/digest/unsubscribe?token=${encodeURIComponent(
      createUnsubscribeLinks(sessionSecret).token(people.ann.id),
    )}`;
    expect((await call(t.app, sessions.ann, "GET", notificationsApi.preferences.path)).json()).toEqual({
      communityDigest: true,
    });
    const oneClick = await t.app.inject({
      method: "POST",
      url: annLink,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.body).toBe(notificationsText.unsubscribed);
    expect((await call(t.app, sessions.ann, "GET", notificationsApi.preferences.path)).json()).toEqual({
      communityDigest: false,
    });
    const multipart = await t.app.inject({
      method: "POST",
      url: annLink,
      headers: { "content-type": "multipart/form-data; boundary=b" },
      payload: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    const forgedPost = await t.app.inject({
      method: "POST",
      url: `${annLink.slice(0, -2)}xx`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forgedPost.statusCode).toBe(404);
    expect(forgedPost.body).toBe(notificationsText.unsubscribeInvalid);
    const huge = await t.app.inject({
      method: "POST",
      url: annLink,
      headers: { "content-type": "text/plain" },
      payload: "x".repeat(10_000),
    });
    expect(huge.statusCode).toBe(413);

    // Opted out: a new notification and a new day bring no mail.
    await newReply(
      "ann",
      (await newThread("amy", `batch:${batchA}`, "Day four", "Day four thread")).id,
      "Reply.",
    );
    clock.now = new Date(clock.now.getTime() + day);
    await instance(() => clock.now).sendDue();
    expect(await digestsTo(people.amy)).toHaveLength(2);
    const rows = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.userId, [people.ben.id]));
    expect(rows.length).toBeGreaterThan(0);
  });
});
