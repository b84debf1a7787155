import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communityApi } from "#contracts/api/community.ts";
import { communitySearchApi } from "#contracts/api/community-search.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { Reply, Thread } from "#contracts/community.ts";
import type { CommunitySearchPage } from "#contracts/community-search.ts";
import { communitySearchText } from "#contracts/community-search-text.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { ageAccount } from "../support/account-age.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";
import { xssCorpus } from "../support/xss-corpus.ts";

// Full-text search of the forum (issue 18): threads found by title, body or a live reply, best first, with
// plain-text snippets; only in the spaces the searcher may read (a student never finds another cohort's
// thread, nor another course's); deleted threads and replies never found; bad queries 400 with a message;
// the XSS corpus comes back as plain text only.

let t: TestApp;
let batchA: string;
let batchB: string;
let batchY: string;

type Who = "amy" | "ben" | "sam" | "yara" | "tess" | "yan" | "admin" | "lapsed";
const sessions = {} as Record<Who, Visitor>;

const threadsUrl = (space: string) => endpointUrl(communityApi.threads, { params: { space }, query: {} });
const threadUrl = (id: string) => endpointUrl(communityApi.thread, { params: { id }, query: {} });
/** Without `q` the path alone (a query the endpoint's type would not let the app send). */
const searchUrl = (q: string | undefined, page?: number | string) =>
  q === undefined
    ? communitySearchApi.search.path
    : endpointUrl(communitySearchApi.search, { query: { q, page } });

async function newThread(who: Who, space: string, title: string, body: string): Promise<Thread> {
  const response = await call(t.app, sessions[who], "POST", threadsUrl(space), { title, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Thread;
}

async function newReply(who: Who, threadId: string, body: string): Promise<Reply> {
  const response = await call(t.app, sessions[who], "POST", `${threadUrl(threadId)}/replies`, { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Reply;
}

async function search(who: Who, q: string, page?: number): Promise<CommunitySearchPage> {
  const response = await call(t.app, sessions[who], "GET", searchUrl(q, page));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CommunitySearchPage;
}

const snippetText = (hit: CommunitySearchPage["items"][number]) =>
  hit.snippet.map((part) => part.text).join("");

beforeAll(async () => {
  t = await createTestApp({ COMMUNITY_WRITE_LIMITS: "off" });
  const { db } = t.database;
  const [x] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, "ai-engineers"));
  const [y] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, "machine-learning"));
  batchA = await createBatch(db, x!.id, "2026-01-05");
  batchB = await createBatch(db, x!.id, "2026-02-02");
  batchY = await createBatch(db, y!.id, "2026-03-02");
  const accounts = {
    amy: await createAccount(db, { name: "Amy A" }),
    ben: await createAccount(db, { name: "Ben B" }),
    sam: await createAccount(db, { name: "Sam Self-paced" }),
    yara: await createAccount(db, { name: "Yara Y" }),
    tess: await createAccount(db, { role: "instructor", name: "Tess Teacher" }),
    yan: await createAccount(db, { role: "instructor", name: "Yan Teacher" }),
    admin: await createAccount(db, { role: "admin", name: "Ada Admin" }),
    lapsed: await createAccount(db, { name: "Lee Lapsed" }),
  };
  // Old enough that posts with links are published at once (moderation holds a new account's links).
  for (const account of Object.values(accounts)) await ageAccount(db, account.id);
  await db.insert(enrollments).values([
    { userId: accounts.amy.id, courseId: x!.id, batchId: batchA },
    { userId: accounts.ben.id, courseId: x!.id, batchId: batchB },
    { userId: accounts.sam.id, courseId: x!.id },
    { userId: accounts.yara.id, courseId: y!.id, batchId: batchY },
    { userId: accounts.lapsed.id, courseId: x!.id, batchId: batchA, status: "cancelled" },
  ]);
  await db.insert(courseInstructors).values([
    { userId: accounts.tess.id, courseId: x!.id },
    { userId: accounts.yan.id, courseId: y!.id },
  ]);
  for (const who of Object.keys(accounts) as Who[]) sessions[who] = await signedIn(t.app, accounts[who]);
});

afterAll(async () => {
  await t?.close();
});

describe("who finds what", () => {
  it("finds a thread only in the spaces the searcher may read", async () => {
    const spaces = {
      general: "general",
      courseX: "course:ai-engineers",
      batchA: `batch:${batchA}`,
      batchB: `batch:${batchB}`,
      courseY: "course:machine-learning",
      batchY: `batch:${batchY}`,
    };
    const finders: Record<keyof typeof spaces, Who[]> = {
      general: ["amy", "ben", "sam", "yara", "tess", "yan", "admin", "lapsed"],
      courseX: ["amy", "ben", "sam", "tess", "admin"],
      batchA: ["amy", "tess", "admin"],
      batchB: ["ben", "tess", "admin"],
      courseY: ["yara", "yan", "admin"],
      batchY: ["yara", "yan", "admin"],
    };
    const authors: Record<keyof typeof spaces, Who> = {
      general: "amy",
      courseX: "sam",
      batchA: "amy",
      batchB: "ben",
      courseY: "yara",
      batchY: "yara",
    };
    for (const [name, key] of Object.entries(spaces) as [keyof typeof spaces, string][]) {
      const word = `matrixword${name.toLowerCase()}`;
      const thread = await newThread(
        authors[name],
        key,
        `Question ${word}`,
        `Where do I find the ${word} notes?`,
      );
      for (const who of Object.keys(sessions) as Who[]) {
        const found = (await search(who, word)).items.map((hit) => hit.threadId);
        expect(found, `${who} searching ${name}`).toEqual(finders[name].includes(who) ? [thread.id] : []);
      }
      const hit = (await search(authors[name], word)).items[0]!;
      expect(hit.space).toBe(key);
      expect(hit.matchedIn).toBe("thread");
    }
  });
});

describe("results", () => {
  it("finds threads by a reply's words, ranks title matches first, and marks the matched words", async () => {
    const byReply = await newThread("amy", "general", "Vector stores", "Which one should I use?");
    await newReply("ben", byReply.id, "We use the quetzalcoatl index for everything.");
    const byTitle = await newThread(
      "ben",
      "general",
      "Quetzalcoatl index tuning",
      "Tuning the quetzalcoatl index.",
    );
    const page = await search("amy", "quetzalcoatl");
    expect(page.items.map((hit) => hit.threadId)).toEqual([byTitle.id, byReply.id]);
    expect(page.total).toBe(2);
    const replyHit = page.items[1]!;
    expect(replyHit.matchedIn).toBe("reply");
    expect(snippetText(replyHit)).toContain("We use the quetzalcoatl index for everything.");
    expect(replyHit.snippet.filter((part) => part.match).map((part) => part.text)).toEqual(["quetzalcoatl"]);
    // Stemmed like the rest of the site's search: "indexes" finds "index".
    expect((await search("amy", "quetzalcoatl indexes")).total).toBe(2);
    // Web-search syntax: a quoted phrase, a minus.
    expect((await search("amy", '"quetzalcoatl index tuning"')).items.map((hit) => hit.threadId)).toEqual([
      byTitle.id,
    ]);
    expect((await search("amy", "quetzalcoatl -tuning")).items.map((hit) => hit.threadId)).toEqual([
      byReply.id,
    ]);
  });

  it("never finds deleted threads or deleted replies", async () => {
    const gone = await newThread("amy", "general", "Pangolinword question", "pangolinword body");
    await newReply("ben", gone.id, "A reply that keeps it listed.");
    expect((await search("ben", "pangolinword")).total).toBe(1);
    expect((await call(t.app, sessions.amy, "DELETE", threadUrl(gone.id))).statusCode).toBe(204);
    expect((await search("ben", "pangolinword")).total).toBe(0);

    const kept = await newThread("amy", "general", "Kept thread", "Nothing special.");
    const reply = await newReply("ben", kept.id, "narwhalword secret");
    expect((await search("amy", "narwhalword")).total).toBe(1);
    const deleted = await call(
      t.app,
      sessions.ben,
      "DELETE",
      endpointUrl(communityApi.deleteReply, { params: { id: reply.id } }),
    );
    expect(deleted.statusCode).toBe(204);
    expect((await search("amy", "narwhalword")).total).toBe(0);
  });

  it("pages 20 at a time", async () => {
    for (let i = 0; i < 23; i += 1)
      await newThread("ben", "general", `Pagingword thread ${i}`, `pagingword ${i}`);
    const first = await search("amy", "pagingword");
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    const second = await search("amy", "pagingword", 2);
    expect(second.items).toHaveLength(3);
    expect(new Set([...first.items, ...second.items].map((hit) => hit.threadId)).size).toBe(23);
  });

  it("answers nothing for words that carry no meaning, rather than failing", async () => {
    expect((await search("amy", "the and of")).items).toEqual([]);
    expect((await search("amy", '"" -- !! ::')).items).toEqual([]);
  });
});

describe("queries", () => {
  it("refuses empty, too short and too long queries and bad pages with a message; strangers 401", async () => {
    const cases: [string | undefined, string][] = [
      [undefined, communitySearchText.queryRequired],
      ["", communitySearchText.queryRequired],
      ["   ", communitySearchText.queryRequired],
      ["a", communitySearchText.queryRequired],
      ["x".repeat(201), communitySearchText.queryTooLong],
    ];
    for (const [q, message] of cases) {
      const response = await call(t.app, sessions.amy, "GET", searchUrl(q));
      expect(response.statusCode, String(q)).toBe(400);
      expect(response.json().errors[0].message).toBe(message);
    }
    for (const page of ["0", "x", "501", "1.5"]) {
      const response = await call(t.app, sessions.amy, "GET", searchUrl("agents", page));
      expect(response.statusCode, page).toBe(400);
      expect(response.json().errors[0].message).toBe(communitySearchText.pageInvalid);
    }
    expect((await call(t.app, null, "GET", searchUrl("agents"))).statusCode).toBe(401);
  });
});

describe("the XSS corpus", () => {
  it("comes back from search as plain text only: titles as typed, snippets without a tag", async () => {
    for (const payload of xssCorpus)
      await newThread("amy", "general", payload, `${payload}\n\nxsscanaryword`);
    const hits: CommunitySearchPage["items"] = [];
    for (let page = 1; page <= 4; page += 1) hits.push(...(await search("ben", "xsscanaryword", page)).items);
    expect(hits).toHaveLength(xssCorpus.length);
    expect(new Set(hits.map((hit) => hit.title))).toEqual(new Set(xssCorpus));
    for (const hit of hits) {
      expect(Object.keys(hit)).not.toContain("html");
      for (const part of hit.snippet) {
        expect(typeof part.text).toBe("string");
        // Tags are cut out before the snippet is made: nothing a browser could take for markup remains.
        expect(part.text, hit.title).not.toMatch(/<[a-z!/?]/i);
      }
    }
  });
});
