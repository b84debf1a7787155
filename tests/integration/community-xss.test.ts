import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communityApi } from "#contracts/api/community.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { Reply, Thread, ThreadDetail, ThreadListPage } from "#contracts/community.ts";
import { communityLimits, communityText } from "#contracts/community-text.ts";
import { communityReplies, communityThreads } from "#server/db/schema/community.ts";
import { ageAccount } from "../support/account-age.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";
import { activeContentIn, xssCorpus } from "../support/xss-corpus.ts";

// Issue 18's XSS bar: every payload of the corpus, posted as a thread's title and body, a reply's body,
// an edit and a tag. Stored and served HTML holds nothing a browser would run; titles come back exactly
// as typed (plain text, for React to escape); tags that are not plain words are refused.

let t: TestApp;
let author: Visitor;
let reader: Visitor;
const threadIds: string[] = [];
const replyIds: string[] = [];

const threadsUrl = endpointUrl(communityApi.threads, { params: { space: "general" }, query: {} });
const threadUrl = (id: string) => endpointUrl(communityApi.thread, { params: { id }, query: {} });

beforeAll(async () => {
  // Bulk posting, by established accounts: per-person limits and review of new accounts' links are
  // community-moderation.test.ts's subject.
  t = await createTestApp({ COMMUNITY_WRITE_LIMITS: "off" });
  const mallory = await createAccount(t.database.db, { name: "Mallory" });
  const other = await createAccount(t.database.db, { name: "Reader" });
  for (const account of [mallory, other]) await ageAccount(t.database.db, account.id);
  author = await signedIn(t.app, mallory);
  reader = await signedIn(t.app, other);
});

afterAll(async () => {
  await t?.close();
});

describe("the XSS corpus", () => {
  it("has at least 50 payloads, each usable as a title", () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(50);
    for (const payload of xssCorpus) {
      expect(payload.trim()).toBe(payload);
      expect(payload.length).toBeGreaterThanOrEqual(communityLimits.titleMin);
      expect(payload.length).toBeLessThanOrEqual(communityLimits.titleMax);
    }
  });

  it.each(xssCorpus)("is inert as a thread's title and body, and a reply's: %s", async (payload) => {
    const posted = await call(t.app, author, "POST", threadsUrl, { title: payload, body: payload });
    expect(posted.statusCode, posted.body).toBe(201);
    const thread = posted.json() as Thread;
    threadIds.push(thread.id);
    expect(thread.title).toBe(payload);
    expect(activeContentIn(thread.html)).toEqual([]);

    const replied = await call(t.app, reader, "POST", `${threadUrl(thread.id)}/replies`, { body: payload });
    expect(replied.statusCode, replied.body).toBe(201);
    const reply = replied.json() as Reply;
    replyIds.push(reply.id);
    expect(activeContentIn(reply.html)).toEqual([]);

    const read = (await call(t.app, reader, "GET", threadUrl(thread.id))).json() as ThreadDetail;
    expect(read.thread.title).toBe(payload);
    expect(activeContentIn(read.thread.html)).toEqual([]);
    expect(activeContentIn(read.replies.items[0]?.html ?? "")).toEqual([]);

    // An edit goes through the same renderer, and the history renders what was there before.
    const edited = await call(t.app, author, "PATCH", threadUrl(thread.id), {
      version: thread.version,
      title: payload,
      body: `${payload}\n\nedited`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(activeContentIn((edited.json() as Thread).html)).toEqual([]);
    const history = await call(t.app, author, "GET", `${threadUrl(thread.id)}/history`);
    for (const entry of history.json() as { html: string }[]) expect(activeContentIn(entry.html)).toEqual([]);
  });

  it("left no active content in the stored HTML of any post", async () => {
    const threads = await t.database.db
      .select({ html: communityThreads.bodyHtml })
      .from(communityThreads)
      .where(inArray(communityThreads.id, threadIds));
    const replies = await t.database.db
      .select({ html: communityReplies.bodyHtml })
      .from(communityReplies)
      .where(inArray(communityReplies.id, replyIds));
    expect(threads).toHaveLength(xssCorpus.length);
    expect(replies).toHaveLength(xssCorpus.length);
    const offending = [...threads, ...replies].filter((row) => activeContentIn(row.html).length > 0);
    expect(offending).toEqual([]);
  });

  it("returns titles as typed in the space's list (text for React to escape, never HTML)", async () => {
    const titles = new Set<string>();
    for (let page = 1; page <= Math.ceil(xssCorpus.length / communityLimits.threadsPageSize); page += 1) {
      const list = await call(t.app, reader, "GET", `${threadsUrl}?page=${page}`);
      for (const item of (list.json() as ThreadListPage).items) titles.add(item.title);
    }
    for (const payload of xssCorpus) expect(titles.has(payload), payload).toBe(true);
    const [stored] = await t.database.db
      .select({ title: communityThreads.title })
      .from(communityThreads)
      .where(eq(communityThreads.id, threadIds[0]!));
    expect(stored?.title).toBe(xssCorpus[0]);
  });

  it.each(xssCorpus)("is refused as a tag: %s", async (payload) => {
    const response = await call(t.app, author, "POST", threadsUrl, {
      title: "Tagged",
      body: "Body",
      tags: ["fine", payload],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(communityText.tagInvalid);
  });
});
