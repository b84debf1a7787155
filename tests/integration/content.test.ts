import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BlogList, type BlogPostPage, blogMessages } from "#contracts/blog.ts";
import type { PodcastList } from "#contracts/podcast.ts";
import { type Webinar, type WebinarList, webinarMessages } from "#contracts/webinars.ts";
import { seedBlogPosts, seedPodcastEpisodes, seedWebinars } from "#server/db/seed-content-library.ts";
import { icsDateTime } from "#server/lib/ics.ts";
import { createBlogRepository } from "#server/modules/content/blog-repository.ts";
import { createBlogService } from "#server/modules/content/blog-service.ts";
import { createContentPageSource } from "#server/modules/content/page-source.ts";
import { createPodcastRepository } from "#server/modules/content/podcast-repository.ts";
import { createPodcastService } from "#server/modules/content/podcast-service.ts";
import { createWebinarsRepository } from "#server/modules/content/webinars-repository.ts";
import { createWebinarsService } from "#server/modules/content/webinars-service.ts";
import { call } from "../support/accounts.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

const publicUrl = "http://learn.ailabs.test:8080";

let sink: SmtpSink;
let t: TestApp;
let visitor: Visitor;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: publicUrl });
  visitor = await visit(t.app);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const get = (url: string) => call(t.app, null, "GET", url);
const register = (slug: string, body: unknown) =>
  call(t.app, visitor, "POST", `/api/webinars/${slug}/registrations`, body);

async function insertPost(values: {
  slug: string;
  body: string;
  status?: string;
  publishedAt?: string;
  tags?: string[];
}) {
  await t.database.db.execute(sql`
    insert into blog_posts (slug, title, excerpt, body_markdown, author_name, tags, status, published_at)
    values (${values.slug}, ${`Post ${values.slug}`}, 'An inserted test post.', ${values.body}, 'AI Labs Team',
            ${JSON.stringify(values.tags ?? ["testing"])}::jsonb, ${values.status ?? "published"},
            ${values.publishedAt ?? "2020-01-01T00:00:00Z"}::timestamptz)`);
}

describe("GET /api/blog", () => {
  it("lists published posts newest first, six a page, with cover, reading time and tags", async () => {
    const response = await get("/api/blog");
    expect(response.statusCode).toBe(200);
    const list = response.json<BlogList>();
    expect(list.total).toBe(seedBlogPosts.length);
    expect(list.items).toHaveLength(6);
    expect(list.pageCount).toBe(2);
    const dates = list.items.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(list.items[0]).toMatchObject({
      slug: "evaluating-rag-pipelines",
      author: "Priya Raman",
      cover: { src: "/assets/blog/evaluating-rag-pipelines.svg", alt: expect.any(String) },
    });
    for (const item of list.items) {
      expect(item.readingMinutes).toBeGreaterThanOrEqual(3);
      expect(item).not.toHaveProperty("html");
      expect(item).not.toHaveProperty("bodyMarkdown");
    }
    expect(list.tags).toContainEqual({ tag: "rag", count: 2 });

    const second = (await get("/api/blog?page=2")).json<BlogList>();
    expect(second.items).toHaveLength(seedBlogPosts.length - 6);
    expect(second.items.map((p) => p.slug)).not.toContain(list.items[0]!.slug);
  });

  it("filters by tag (case-insensitive) and answers an empty page past the end", async () => {
    const rag = (await get("/api/blog?tag=RAG")).json<BlogList>();
    expect(rag.tag).toBe("rag");
    expect(rag.items.map((p) => p.slug).sort()).toEqual(["evaluating-rag-pipelines", "fine-tuning-vs-rag"]);
    const beyond = (await get("/api/blog?page=9")).json<BlogList>();
    expect(beyond.items).toEqual([]);
  });

  it("refuses a malformed page with a field error", async () => {
    const response = await get("/api/blog?page=zero");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: "page", message: blogMessages.pageInvalid });
  });
});

describe("GET /api/blog/:slug", () => {
  it("renders the Markdown body to HTML and offers related posts", async () => {
    const response = await get("/api/blog/fine-tuning-vs-rag");
    expect(response.statusCode).toBe(200);
    const page = response.json<BlogPostPage>();
    expect(page.post.title).toBe("Fine-Tuning or RAG? A Decision Guide for LLM Teams");
    expect(page.post.html).toContain("<h2>");
    expect(page.post.html).toContain(`<pre tabindex="0"><code`);
    expect(page.post.html).toContain(`<table tabindex="0">`);
    expect(page.related).toHaveLength(3);
    expect(page.related.map((p) => p.slug)).not.toContain("fine-tuning-vs-rag");
    // Sharing the most tags ('rag' and 'llm-engineering') comes first.
    expect(page.related[0]!.slug).toBe("evaluating-rag-pipelines");
  });

  it("strips script and event handlers from a body", async () => {
    await insertPost({
      slug: "sanitised-post",
      body: '## Safe\n\n<script>alert(\'x\')</script>\n\n<img src="https://cdn.example.com/a.png" onerror="alert(1)">\n\n[bad](javascript:alert(1))',
    });
    const page = (await get("/api/blog/sanitised-post")).json<BlogPostPage>();
    expect(page.post.html).toContain("<h2>Safe</h2>");
    expect(page.post.html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it("answers 404 for an unknown slug, a draft and a post scheduled for later", async () => {
    await insertPost({ slug: "draft-post", body: "Draft.", status: "draft" });
    await insertPost({ slug: "future-post", body: "Later.", publishedAt: "2999-01-01T00:00:00Z" });
    for (const slug of ["no-such-post", "draft-post", "future-post"]) {
      const response = await get(`/api/blog/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(blogMessages.notFound);
    }
    const slugs = (await get("/api/blog?tag=testing")).json<BlogList>().items.map((p) => p.slug);
    expect(slugs).toEqual(["sanitised-post"]);
  });
});

describe("GET /api/webinars", () => {
  it("lists upcoming soonest first and past latest first, never with the join link", async () => {
    const response = await get("/api/webinars");
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("meet.ailabs.example");
    expect(response.body).not.toContain("joinUrl");
    const list = response.json<WebinarList>();
    expect(list.upcoming.map((w) => w.slug)).toEqual([
      "rag-evaluation-live-walkthrough",
      "developer-to-ai-engineer-portfolio",
      "agents-in-production",
    ]);
    expect(list.past.map((w) => w.slug)).toEqual([
      "prompt-injection-red-teaming-clinic",
      "gradient-boosting-in-practice",
      "choosing-your-first-ai-use-case",
    ]);
    for (const webinar of list.upcoming) {
      expect(webinar.status).toBe("upcoming");
      expect(webinar.recordingUrl).toBeNull();
    }
    for (const webinar of list.past) expect(webinar.recordingUrl).toMatch(/^https:\/\//);
    expect(list.upcoming[0]!.descriptionHtml).toContain("<ul>");
  });

  it("answers one webinar, and 404 for an unknown one", async () => {
    const one = await get("/api/webinars/agents-in-production");
    expect(one.statusCode).toBe(200);
    expect(one.json<Webinar>().durationMinutes).toBe(90);
    expect(one.body).not.toContain("meet.ailabs.example");
    const missing = await get("/api/webinars/no-such-webinar");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(webinarMessages.notFound);
  });
});

describe("POST /api/webinars/:slug/registrations", () => {
  const slug = "rag-evaluation-live-walkthrough";
  const title = "Evaluating RAG Systems: A Live Walkthrough";

  it("stores the registration and mails the join link with an .ics invite", async () => {
    const webinar = (await get(`/api/webinars/${slug}`)).json<Webinar>();
    const response = await register(slug, { name: "Grace Hopper", email: "  Grace.Hopper@Example.com " });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(webinarMessages.registered(title, "grace.hopper@example.com"));

    const rows = await sqlRows<{ name: string; email: string }>(
      t.database.db,
      sql`select r.name, r.email from webinar_registrations r join webinars w on w.id = r.webinar_id
          where w.slug = ${slug}`,
    );
    expect(rows).toEqual([{ name: "Grace Hopper", email: "grace.hopper@example.com" }]);

    const mail = await sink.waitFor("grace.hopper@example.com");
    expect(mail.subject).toBe(`You're registered: ${title}`);
    expect(mail.text).toContain(`https://meet.ailabs.example/${slug}`);
    expect(mail.attachments).toHaveLength(1);
    const invite = mail.attachments[0]!;
    expect(invite.filename).toBe("webinar.ics");
    expect(invite.contentType).toBe("text/calendar");
    expect(invite.content).toContain("\r\n");
    expect(invite.content.replace(/\r\n/g, "")).not.toMatch(/\n/);
    const lines = invite.content.replace(/\r\n[ \t]/g, "").split("\r\n");
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines).toContain(`DTSTART:${icsDateTime(new Date(webinar.startsAt))}`);
    expect(lines).toContain(`DTEND:${icsDateTime(new Date(webinar.endsAt))}`);
    expect(lines).toContain(`SUMMARY:AI Labs webinar: ${title}`);
    expect(lines).toContain(`URL:https://meet.ailabs.example/${slug}`);
    expect(lines.find((l) => l.startsWith("UID:"))).toMatch(
      /^UID:webinar-registration-[0-9a-f-]{36}@learn\.ailabs\.test$/,
    );
  });

  it("answers a repeat the same way without a second row or a second mail", async () => {
    const again = await register(slug, { name: "Grace H.", email: "grace.hopper@example.com" });
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe(webinarMessages.registered(title, "grace.hopper@example.com"));
    await t.app.background.settled();
    const rows = await sqlRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from webinar_registrations where email = 'grace.hopper@example.com'`,
    );
    expect(Number(rows[0]!.count)).toBe(1);
    expect(sink.messages.filter((m) => m.to.includes("grace.hopper@example.com"))).toHaveLength(1);
  });

  it("refuses a webinar that has taken place (409) and an unknown one (404)", async () => {
    const past = await register("gradient-boosting-in-practice", {
      name: "Alan Turing",
      email: "alan@example.com",
    });
    expect(past.statusCode).toBe(409);
    expect(past.json().error).toBe(webinarMessages.alreadyTookPlace);
    const unknown = await register("no-such-webinar", { name: "Alan Turing", email: "alan@example.com" });
    expect(unknown.statusCode).toBe(404);
    const rows = await sqlRows<{ id: string }>(
      t.database.db,
      sql`select id from webinar_registrations where email = 'alan@example.com'`,
    );
    expect(rows).toEqual([]);
  });

  it("answers 400 with the field for a bad email or a missing name", async () => {
    const badEmail = await register(slug, { name: "Ada", email: "ada-at-example" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toEqual([{ field: "email", message: "Invalid email" }]);
    const noName = await register(slug, { name: "  ", email: "ada@example.com" });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors[0]).toMatchObject({ field: "name", message: "Required" });
  });
});

describe("GET /api/podcast", () => {
  it("lists episodes newest first with show notes, guests and audio; the trailer plays from the site", async () => {
    const response = await get("/api/podcast");
    expect(response.statusCode).toBe(200);
    const { episodes } = response.json<PodcastList>();
    expect(episodes).toHaveLength(seedPodcastEpisodes.length);
    expect(episodes.map((e) => e.episodeNumber)).toEqual([6, 5, 4, 3, 2, 1, 0]);
    expect(episodes.at(-1)).toMatchObject({ slug: "trailer", audioUrl: "/assets/podcast/trailer.wav" });
    expect(episodes[0]!.showNotesHtml).toContain("<h3>Timestamps</h3>");
    expect(episodes[0]!.guests).toEqual(["Marcus Bell", "Jo Adeyemi"]);
  });
});

describe("content page source", () => {
  function source() {
    const db = t.database.db;
    return createContentPageSource({
      blog: createBlogService({ repository: createBlogRepository(db) }),
      webinars: createWebinarsService({
        repository: createWebinarsRepository(db),
        mail: { enqueue: async () => "unused" },
        publicUrl,
      }),
      podcast: createPodcastService({ repository: createPodcastRepository(db) }),
    });
  }

  it("describes a post as an article with its author, dates, tags and breadcrumbs", async () => {
    const facts = await source().resolve("/blog/prompt-injection-defences");
    expect(facts).toMatchObject({
      title: "Prompt Injection Defences That Hold Up in Production | AI Labs",
      pageType: "article",
      author: "Daniel Okafor",
      article: { headline: "Prompt Injection Defences That Hold Up in Production" },
      breadcrumbs: [
        { name: "Blog", url: "/blog" },
        {
          name: "Prompt Injection Defences That Hold Up in Production",
          url: "/blog/prompt-injection-defences",
        },
      ],
    });
    expect(facts?.description.length).toBeGreaterThanOrEqual(70);
    expect(facts?.description.length).toBeLessThanOrEqual(160);
    expect(facts?.image).toBeUndefined();
    expect(await source().resolve("/blog/no-such-post")).toBeNull();
    expect(await source().resolve("/courses")).toBeNull();
  });

  it("puts the next upcoming webinar's event on /webinars and lists every path", async () => {
    const facts = await source().resolve("/webinars");
    expect(facts?.event).toMatchObject({ name: seedWebinars[0]!.title, registrationPath: "/webinars" });
    for (const path of ["/blog", "/podcast"]) {
      const page = await source().resolve(path);
      expect(page?.pageType).toBe("website");
      expect(page?.title).toMatch(/\| AI Labs$/);
    }
    const paths = (await source().list()).map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/blog", "/webinars", "/podcast", "/blog/fine-tuning-vs-rag"]),
    );
    expect(paths).not.toContain("/blog/draft-post");
  });
});
