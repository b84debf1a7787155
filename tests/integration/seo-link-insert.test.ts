import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/auth.ts";
import { linkMessages } from "#contracts/seo-links.ts";
import { blogMarkdownBodies } from "#server/modules/content/blog-markdown-bodies.ts";
import { createBlogRepository } from "#server/modules/content/blog-repository.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";

// Internal Links' "Insert link" (issue 20): a suggestion's mention in a blog post's Markdown becomes a link to the
// page whose keyphrase it is, through the module that owns the post, with an audit entry.

let t: TestApp;
let marketer: Visitor;

const body = [
  "## Prompt engineering in practice",
  "",
  "Our notes use `prompt engineering` in code, then explain Prompt Engineering for teams.",
  "",
  "More on prompt engineering later.",
].join("\n");

async function addPost(slug: string, markdown: string): Promise<void> {
  await t.database.db.execute(sql`
    insert into blog_posts (slug, title, excerpt, body_markdown, author_name, published_at)
    values (${slug}, ${`Post ${slug}`}, 'An excerpt.', ${markdown}, 'Ada', now() - interval '1 day')`);
}
const bodyOf = async (slug: string) =>
  (
    await sqlRows<{ body_markdown: string }>(
      t.database.db,
      sql`select body_markdown from blog_posts where slug = ${slug}`,
    )
  )[0]?.body_markdown;
const insert = (input: Record<string, string>, session: Visitor = marketer) =>
  call(t.app, session, "POST", "/api/seo/links/insert", input);
const suggestion = {
  fromPath: "/blog/linking-test",
  toPath: "/courses/prompt-engineering",
  keyphrase: "prompt engineering",
};

beforeAll(async () => {
  t = await createTestApp();
  marketer = await signedIn(t.app, await createAccount(t.database.db, { role: "digital_marketer" }));
  await addPost("linking-test", body);
  await addPost("no-mention", "Nothing about that topic here.");
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("inserting a suggested link", () => {
  it("links the first plain mention, leaves the heading and code alone, and audits it", async () => {
    const response = await insert(suggestion);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      fromPath: suggestion.fromPath,
      toPath: suggestion.toPath,
      mention: "Prompt Engineering",
    });
    expect(await bodyOf("linking-test")).toBe(
      body.replace(
        "explain Prompt Engineering for",
        "explain [Prompt Engineering](/courses/prompt-engineering) for",
      ),
    );
    const post = await t.app.inject({ url: "/api/blog/linking-test" });
    expect(post.body).toContain('href=\\"/courses/prompt-engineering\\"');
    const [entry] = await sqlRows<{ action: string; entity_id: string; after: { excerpt: string } }>(
      t.database.db,
      sql`select action, entity_id, after from audit_log where action = 'seo.link.insert' order by at desc limit 1`,
    );
    expect(entry).toMatchObject({ action: "seo.link.insert", entity_id: "/blog/linking-test" });
    expect(entry?.after.excerpt).toContain("[Prompt Engineering](/courses/prompt-engineering)");
  });

  it("says so when the page links there already, and changes nothing", async () => {
    const before = await bodyOf("linking-test");
    const response = await insert(suggestion);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(linkMessages.alreadyLinked);
    expect(await bodyOf("linking-test")).toBe(before);
  });

  it("says what stops it: no mention, a page it cannot edit, a target that is no page", async () => {
    const noMention = await insert({ ...suggestion, fromPath: "/blog/no-mention" });
    expect(noMention.statusCode).toBe(409);
    expect(noMention.json().error).toBe(linkMessages.noMention("prompt engineering"));
    const notMarkdown = await insert({ ...suggestion, fromPath: "/about" });
    expect(notMarkdown.statusCode).toBe(409);
    expect(notMarkdown.json().error).toBe(linkMessages.notMarkdown);
    const nowhere = await insert({ ...suggestion, toPath: "/nowhere" });
    expect(nowhere.statusCode).toBe(404);
    const empty = await insert({ ...suggestion, keyphrase: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe("keyphrase");
  });

  it("never undoes an edit made meanwhile (the write compares the body first)", async () => {
    const owner = blogMarkdownBodies(createBlogRepository(t.database.db));
    const current = (await owner.read("/blog/no-mention"))?.markdown ?? "";
    await t.database.db.execute(
      sql`update blog_posts set body_markdown = 'Edited meanwhile.' where slug = 'no-mention'`,
    );
    expect(await owner.replace(t.database.db, "/blog/no-mention", current, "Stale write")).toBe(false);
    expect(await bodyOf("no-mention")).toBe("Edited meanwhile.");
  });

  it("refuses an insertion without the anti-forgery token, and changes nothing", async () => {
    const before = await bodyOf("no-mention");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/seo/links/insert",
      payload: { ...suggestion, fromPath: "/blog/no-mention" },
      headers: { cookie: marketer.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(await bodyOf("no-mention")).toBe(before);
  });

  it("is the marketer's and the admin's: 403 for students and instructors", async () => {
    for (const role of ["student", "instructor"] as Role[]) {
      const session = await signedIn(t.app, await createAccount(t.database.db, { role }));
      expect((await insert({ ...suggestion, fromPath: "/blog/no-mention" }, session)).statusCode).toBe(403);
    }
  });
});
