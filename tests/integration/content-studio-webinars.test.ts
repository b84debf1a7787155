import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  WebinarDetail,
  WebinarRegistrants,
  WebinarSaved,
  WebinarStudioList,
  WebinarVersions,
} from "#contracts/content-studio-webinars.ts";
import { webinarStudioMessages as messages } from "#contracts/content-studio-webinars-text.ts";
import type { SearchResponse } from "#contracts/search.ts";
import type { Webinar, WebinarList } from "#contracts/webinars.ts";
import { call, createAccount, nextIp, signedIn } from "../support/accounts.ts";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";
import { activeContentIn, xssCorpus } from "../support/xss-corpus.ts";

// Issue 21's content studio, webinars through the API: admins only (marketers write blog posts only), drafts
// kept off /webinars, search and registration, publish now / at a time (once, even with two publishers at
// once), unpublish, optimistic saves, versions and restore, registrants (paged, CSV), the join link mailed
// once per link and registrant through the outbox and a real SMTP server, the XSS corpus inert in the served
// description, covers judged by their bytes, and deletion refused once someone registered.
let sink: SmtpSink;
let t: TestApp;
let admin: Visitor;
let marketer: Visitor;
let student: Visitor;
let instructor: Visitor;
let visitor: Visitor;
let counter = 0;
const base = "/api/admin/content/webinars";
const uniqueSlug = () => `studio-webinar-${++counter}-${Date.now().toString(36)}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: "http://learn.ailabs.test:8080" });
  const db = t.database.db;
  admin = await signedIn(t.app, await createAccount(db, { role: "admin", name: "Ada Admin" }));
  marketer = await signedIn(t.app, await createAccount(db, { role: "digital_marketer" }));
  student = await signedIn(t.app, await createAccount(db, { role: "student" }));
  instructor = await signedIn(t.app, await createAccount(db, { role: "instructor" }));
  visitor = await visit(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const fields = (extra: Record<string, unknown> = {}) => ({
  slug: uniqueSlug(),
  title: "Agents that ship: a live build",
  summary: "We build, evaluate and deploy a small agent in ninety minutes.",
  descriptionMarkdown: "## Agenda\n\n- **tools** first\n- traces\n- costs",
  hostName: "Priya Raman",
  startsAt: inDays(10),
  durationMinutes: 90,
  joinUrl: null,
  recordingUrl: null,
  tags: ["agents"],
  coverPath: null,
  coverAlt: "",
  ...extra,
});

async function create(extra: Record<string, unknown> = {}): Promise<WebinarDetail> {
  const response = await call(t.app, admin, "POST", base, fields(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function save(webinar: WebinarDetail, changes: Record<string, unknown> = {}, as: Visitor = admin) {
  const { slug, title, summary, descriptionMarkdown, hostName, startsAt, durationMinutes } = webinar;
  const { joinUrl, recordingUrl, tags, coverPath, coverAlt, version } = webinar;
  return call(t.app, as, "PUT", `${base}/${webinar.id}`, {
    ...{ slug, title, summary, descriptionMarkdown, hostName, startsAt, durationMinutes },
    ...{ joinUrl, recordingUrl, tags, coverPath, coverAlt, version },
    ...changes,
  });
}

async function saved(webinar: WebinarDetail, changes: Record<string, unknown> = {}): Promise<WebinarSaved> {
  const response = await save(webinar, changes);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function publish(webinar: WebinarDetail, at?: string): Promise<WebinarDetail> {
  const response = await call(t.app, admin, "POST", `${base}/${webinar.id}/publish`, {
    version: webinar.version,
    ...(at ? { at } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const register = (slug: string, name: string, email: string) =>
  call(t.app, visitor, "POST", `/api/webinars/${slug}/registrations`, { name, email });
const publicWebinar = (slug: string) => t.app.inject({ method: "GET", url: `/api/webinars/${slug}` });
const publicSlugs = async () => {
  const list = (await t.app.inject({ method: "GET", url: "/api/webinars" })).json() as WebinarList;
  return [...list.upcoming, ...list.past].map((webinar) => webinar.slug);
};

/** Every mail queued so far is delivered to the sink. */
async function deliverAll() {
  await t.app.background.settled();
  await t.app.mail.deliverPending();
}
const mailsTo = (email: string, subject?: RegExp) =>
  sink.messages.filter(
    (mail: ReceivedMail) => mail.to.includes(email) && (!subject || subject.test(mail.subject)),
  );

// A 1x1 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
function uploadCover(id: string, body: Buffer, as: Visitor = admin) {
  return t.app.inject({
    method: "POST",
    url: `${base}/${id}/cover`,
    payload: body,
    headers: { cookie: as.cookie, "x-xsrf-token": as.token, "content-type": "image/png" },
    remoteAddress: nextIp(),
  });
}

describe("access", () => {
  it("lets admins do everything; marketers, students and instructors nothing; visitors sign in", async () => {
    const webinar = await create();
    for (const who of [marketer, student, instructor]) {
      expect((await call(t.app, who, "GET", base)).statusCode).toBe(403);
      expect((await call(t.app, who, "GET", `${base}/${webinar.id}`)).statusCode).toBe(403);
      expect((await call(t.app, who, "POST", base, fields())).statusCode).toBe(403);
      expect((await save(webinar, { title: "Taken over" }, who)).statusCode).toBe(403);
      const publishing = { version: webinar.version };
      expect((await call(t.app, who, "POST", `${base}/${webinar.id}/publish`, publishing)).statusCode).toBe(
        403,
      );
      expect((await call(t.app, who, "GET", `${base}/${webinar.id}/versions`)).statusCode).toBe(403);
      expect((await call(t.app, who, "GET", `${base}/${webinar.id}/registrants`)).statusCode).toBe(403);
      expect((await call(t.app, who, "GET", `${base}/${webinar.id}/registrants.csv`)).statusCode).toBe(403);
      expect((await call(t.app, who, "DELETE", `${base}/${webinar.id}`)).statusCode).toBe(403);
      expect((await uploadCover(webinar.id, png, who)).statusCode).toBe(403);
    }
    for (const url of [base, `${base}/${webinar.id}`, `${base}/${webinar.id}/registrants.csv`])
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await call(t.app, admin, "GET", `${base}/not-a-uuid`)).statusCode).toBe(404);
    const list: WebinarStudioList = (await call(t.app, admin, "GET", `${base}?status=draft`)).json();
    expect(list.items.map((item) => item.id)).toContain(webinar.id);
    // The seeded webinars are published (the column's default).
    const published: WebinarStudioList = (await call(t.app, admin, "GET", `${base}?status=published`)).json();
    expect(published.items.map((item) => item.slug)).toContain("rag-evaluation-live-walkthrough");
  });

  it("refuses a join or recording link that is not https, a bad slug, a cover from elsewhere", async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ joinUrl: "http://meet.example.com/x" }, "joinUrl", /https:\/\//],
      [{ joinUrl: "javascript:alert(1)" }, "joinUrl", /https:\/\//],
      [{ recordingUrl: "ftp://video.example.com/x" }, "recordingUrl", /https:\/\//],
      [{ slug: "Not A Slug" }, "slug", /lowercase/],
      [{ title: "<script>alert(1)</script>" }, "title", /Scripts/],
      [{ durationMinutes: 5 }, "durationMinutes", /15 to 480/],
      [{ startsAt: "tomorrow" }, "startsAt", /date and time/],
      [{ coverPath: "https://evil.example/x.png", coverAlt: "x" }, "coverPath", /uploaded here/],
    ];
    for (const [change, field, message] of cases) {
      const response = await call(t.app, admin, "POST", base, fields(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const errors = response.json().errors as { field: string; message: string }[];
      expect(errors.find((error) => error.field === field)?.message, JSON.stringify(errors)).toMatch(message);
    }
    const first = await create();
    const taken = await call(t.app, admin, "POST", base, fields({ slug: first.slug }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ field: "slug", message: messages.slugTaken });
  });
});

describe("publishing", () => {
  it("keeps a draft off /webinars, search and registration; publishing shows it, unpublishing takes it off", async () => {
    const word = `quokkaconf${Date.now().toString(36)}`;
    const webinar = await create({ title: `The ${word} session`, joinUrl: "https://meet.example.com/q" });
    const search = async () =>
      ((await t.app.inject({ url: `/api/search?q=${word}` })).json() as SearchResponse).results.map(
        (result) => result.url,
      );
    expect(await publicSlugs()).not.toContain(webinar.slug);
    expect((await publicWebinar(webinar.slug)).statusCode).toBe(404);
    expect(await search()).toEqual([]);
    const early = await register(webinar.slug, "Early Bird", "early.bird@example.com");
    expect(early.statusCode).toBe(404);

    const live = await publish(webinar);
    expect(live).toMatchObject({ status: "published", publishAt: null, path: `/webinars#${webinar.slug}` });
    expect(await publicSlugs()).toContain(webinar.slug);
    const served = (await publicWebinar(webinar.slug)).json() as Webinar;
    expect(served.descriptionHtml).toContain("<strong>tools</strong>");
    // The join link is never public.
    expect(JSON.stringify(served)).not.toContain("meet.example.com");
    expect(JSON.stringify((await t.app.inject({ url: "/api/webinars" })).json())).not.toContain(
      "meet.example.com",
    );
    expect(await search()).toEqual([`/webinars#${webinar.slug}`]);
    expect((await register(webinar.slug, "On Time", "on.time@example.com")).statusCode).toBe(201);
    const versions: WebinarVersions = (
      await call(t.app, admin, "GET", `${base}/${webinar.id}/versions`)
    ).json();
    expect(versions.items.map((v) => v.kind)).toEqual(["publish", "create"]);

    const again = await call(t.app, admin, "POST", `${base}/${webinar.id}/publish`, {
      version: live.version,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(messages.alreadyPublished);

    const off = await call(t.app, admin, "POST", `${base}/${webinar.id}/unpublish`, {
      version: live.version,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ status: "draft", registrants: 1 });
    expect(await publicSlugs()).not.toContain(webinar.slug);
    expect((await publicWebinar(webinar.slug)).statusCode).toBe(404);
    expect((await register(webinar.slug, "Too Late", "too.late@example.com")).statusCode).toBe(404);
    expect(await search()).toEqual([]);
    const twice = await call(t.app, admin, "POST", `${base}/${webinar.id}/unpublish`, {
      version: off.json().version,
    });
    expect(twice.statusCode).toBe(409);
  });

  it("refuses to publish a webinar without a summary or a description", async () => {
    const webinar = await create({ summary: "", descriptionMarkdown: " " });
    const response = await call(t.app, admin, "POST", `${base}/${webinar.id}/publish`, {
      version: webinar.version,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: "summary", message: messages.incomplete });
  });

  it("publishes a scheduled webinar once, even when two publishers run at the same moment", async () => {
    const webinar = await create();
    const past = await call(t.app, admin, "POST", `${base}/${webinar.id}/publish`, {
      version: webinar.version,
      at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toMatchObject({ field: "at", message: messages.scheduleInPast });

    const soon = new Date(Date.now() + 1500).toISOString();
    const scheduled = await publish(webinar, soon);
    expect(scheduled).toMatchObject({ status: "scheduled", publishAt: soon });
    const listed: WebinarStudioList = (await call(t.app, admin, "GET", `${base}?status=scheduled`)).json();
    expect(listed.items.map((item) => item.id)).toContain(webinar.id);
    expect((await publicWebinar(webinar.slug)).statusCode).toBe(404);
    expect(await t.app.webinarPublisher.sweep()).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 1600));
    const counts = await Promise.all([t.app.webinarPublisher.sweep(), t.app.webinarPublisher.sweep()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await publicWebinar(webinar.slug)).statusCode).toBe(200);
    const detail: WebinarDetail = (await call(t.app, admin, "GET", `${base}/${webinar.id}`)).json();
    expect(detail).toMatchObject({ status: "published", publishAt: null });
    const publishes = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from content_versions
          where entity_type = 'webinar' and entity_id = ${webinar.id} and kind = 'publish'`,
    );
    expect(publishes[0]?.n).toBe(1);

    // Cancelling a schedule leaves a plain draft.
    const other = await publish(await create(), inDays(1));
    const cancelled = await call(t.app, admin, "POST", `${base}/${other.id}/unpublish`, {
      version: other.version,
    });
    expect(cancelled.json()).toMatchObject({ status: "draft", publishAt: null });
  });
});

describe("saving, versions and restore", () => {
  it("answers 409 to a stale save; lists, shows and restores versions, keeping the slug and the join link", async () => {
    const webinar = await create({ joinUrl: "https://meet.example.com/first" });
    const first = await saved(webinar, { title: "First title", durationMinutes: 60 });
    const stale = await save(webinar, { title: "Stale title" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(messages.stale);
    const newSlug = uniqueSlug();
    const second = await saved(first, {
      title: "Second title",
      slug: newSlug,
      joinUrl: "https://meet.example.com/second",
    });
    expect(second).toMatchObject({ title: "Second title", slug: newSlug, path: `/webinars#${newSlug}` });

    const versions: WebinarVersions = (
      await call(t.app, admin, "GET", `${base}/${webinar.id}/versions`)
    ).json();
    expect(versions.items.map((v) => v.kind)).toEqual(["save", "save", "create"]);
    expect(versions.items[0]).toMatchObject({ savedBy: "Ada Admin", slug: newSlug, title: "Second title" });
    const old = (await call(t.app, admin, "GET", `${base}/${webinar.id}/versions/2`)).json();
    expect(old).toMatchObject({ number: 2, title: "First title", durationMinutes: 60, slug: webinar.slug });
    expect((await call(t.app, admin, "GET", `${base}/${webinar.id}/versions/99`)).statusCode).toBe(404);

    const restoredStale = await call(t.app, admin, "POST", `${base}/${webinar.id}/versions/2/restore`, {
      version: first.version,
    });
    expect(restoredStale.statusCode).toBe(409);
    const restored = await call(t.app, admin, "POST", `${base}/${webinar.id}/versions/2/restore`, {
      version: second.version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      title: "First title",
      durationMinutes: 60,
      slug: newSlug,
      joinUrl: "https://meet.example.com/second",
    });
    const audit = await sqlRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_id = ${webinar.id} order by at, id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      "content-studio.webinar.create",
      "content-studio.webinar.save",
      "content-studio.webinar.save",
      "content-studio.webinar.restore",
    ]);
  });
});

describe("registrants", () => {
  it("lists them newest first, paged, and exports every one as a defused CSV download", async () => {
    const webinar = await publish(await create());
    const people = [
      ["Grace Hopper", "grace.registrant@example.com"],
      ['=HYPERLINK("http://evil.example","click")', "formula.registrant@example.com"],
      ["Lovelace, Ada", "ada.registrant@example.com"],
    ] as const;
    for (const [name, email] of people)
      expect((await register(webinar.slug, name, email)).statusCode).toBe(201);

    const page: WebinarRegistrants = (
      await call(t.app, admin, "GET", `${base}/${webinar.id}/registrants`)
    ).json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(page.items.map((item) => item.email)).toEqual([
      "ada.registrant@example.com",
      "formula.registrant@example.com",
      "grace.registrant@example.com",
    ]);
    expect(page.items[0]).toMatchObject({ name: "Lovelace, Ada", joinLinkSent: false });
    const beyond: WebinarRegistrants = (
      await call(t.app, admin, "GET", `${base}/${webinar.id}/registrants?page=2`)
    ).json();
    expect(beyond).toMatchObject({ total: 3, items: [] });
    expect((await call(t.app, admin, "GET", `${base}/${webinar.id}`)).json().registrants).toBe(3);

    const csv = await call(t.app, admin, "GET", `${base}/${webinar.id}/registrants.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="webinar-${webinar.slug}-registrants.csv"`,
    );
    const lines = csv.body.split("\r\n");
    expect(lines[0]).toBe("Name,Email,Registered at (UTC),Current join link sent");
    expect(lines[1]).toMatch(/^Grace Hopper,grace\.registrant@example\.com,\d{4}-\d{2}-\d{2}T.*,no$/);
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example"",""click""\)",formula\.registrant@/);
    expect(lines[3]).toMatch(/^"Lovelace, Ada",ada\.registrant@example\.com,/);
    expect(lines).toHaveLength(5);
    const exported = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log
          where entity_id = ${webinar.id} and action = 'content-studio.webinar.registrants-export'`,
    );
    expect(exported[0]?.n).toBe(1);
  });

  it("refuses to delete a webinar someone registered for; deletes one nobody did", async () => {
    const webinar = await publish(await create());
    expect((await register(webinar.slug, "Keeps It", "keeps.it@example.com")).statusCode).toBe(201);
    const refused = await call(t.app, admin, "DELETE", `${base}/${webinar.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(messages.hasRegistrants);
    expect((await call(t.app, admin, "GET", `${base}/${webinar.id}`)).statusCode).toBe(200);

    const empty = await create();
    expect((await call(t.app, admin, "DELETE", `${base}/${empty.id}`)).statusCode).toBe(200);
    expect((await call(t.app, admin, "GET", `${base}/${empty.id}`)).statusCode).toBe(404);
    const versions = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from content_versions where entity_id = ${empty.id}`,
    );
    expect(versions[0]?.n).toBe(0);
  });
});

describe("the join link", () => {
  it("is mailed once to each registrant when set, not again on a save without change, once more when changed", async () => {
    const webinar = await publish(await create());
    const emails = ["first.join@example.com", "second.join@example.com", "third.join@example.com"];
    for (const [i, email] of emails.entries())
      expect((await register(webinar.slug, `Registrant ${i}`, email)).statusCode).toBe(201);
    await deliverAll();
    for (const email of emails) {
      const [confirmation] = mailsTo(email, /^You're registered/);
      expect(confirmation?.text).toContain("We'll email you the join link before the session starts.");
    }

    const linkA = "https://meet.example.com/agents-a";
    let current: WebinarSaved = await saved(await readBack(webinar.id), { joinUrl: linkA });
    expect(current).toMatchObject({ joinLinkMailed: 3, joinLinkSent: 3, hasJoinLink: true });
    await deliverAll();
    for (const email of emails) {
      const links = mailsTo(email, /join link/);
      expect(links, email).toHaveLength(1);
      expect(links[0]?.subject).toBe(`Your join link: ${webinar.title}`);
      expect(links[0]?.text).toContain(linkA);
      expect(links[0]?.html).toContain("Join the webinar");
    }

    // A save without a change of link sends nothing, however often it is repeated.
    current = await saved(current, { title: `${webinar.title}, revised` });
    expect(current.joinLinkMailed).toBe(0);
    current = await saved(current, {});
    await deliverAll();
    for (const email of emails) expect(mailsTo(email, /join link/), email).toHaveLength(1);

    // Registering once the link is set: it is in the confirmation, and no join-link mail follows.
    expect((await register(webinar.slug, "Latecomer", "late.join@example.com")).statusCode).toBe(201);
    await deliverAll();
    const [late] = mailsTo("late.join@example.com", /^You're registered/);
    expect(late?.text).toContain(`Join here at the start time: ${linkA}`);
    expect(mailsTo("late.join@example.com", /join link/)).toHaveLength(0);
    const marked = await sqlRows<{ email: string; url: string | null }>(
      t.database.db,
      sql`select email, join_link_sent_url as url from webinar_registrations
          where webinar_id = ${webinar.id} order by email`,
    );
    expect(marked.every((row) => row.url === linkA)).toBe(true);
    expect(marked).toHaveLength(4);

    // A changed link: exactly one more mail each, saying it replaces the earlier one.
    const linkB = "https://meet.example.com/agents-b";
    current = await saved(current, { joinUrl: linkB });
    expect(current.joinLinkMailed).toBe(4);
    await deliverAll();
    for (const email of [...emails, "late.join@example.com"]) {
      const changed = mailsTo(email, /^New join link/);
      expect(changed, email).toHaveLength(1);
      expect(changed[0]?.text).toContain(linkB);
      expect(changed[0]?.text).not.toContain(linkA);
    }
    expect(mailsTo("late.join@example.com", /join link/)).toHaveLength(1);
    const page: WebinarRegistrants = (
      await call(t.app, admin, "GET", `${base}/${webinar.id}/registrants`)
    ).json();
    expect(page.items.every((item) => item.joinLinkSent)).toBe(true);

    // A stale save changing the link mails nobody (nothing of it is written).
    const staleSave = await save(
      { ...current, version: current.version - 1 },
      { joinUrl: "https://meet.example.com/c" },
    );
    expect(staleSave.statusCode).toBe(409);
    await deliverAll();
    expect(sink.messages.filter((mail) => mail.text.includes("https://meet.example.com/c"))).toHaveLength(0);
    const audit = await sqlRows<{ summary: string | null }>(
      t.database.db,
      sql`select summary from audit_log where entity_id = ${webinar.id}
          and action = 'content-studio.webinar.save' and summary like '%join link%' order by at`,
    );
    expect(audit.map((row) => row.summary)).toEqual([
      "join link mailed to 3 registrants",
      "join link mailed to 4 registrants",
    ]);
  });

  it("reaches someone registering while the link changes exactly once, whichever commits first", async () => {
    let current: WebinarDetail = await publish(await create());
    for (let round = 0; round < 4; round++) {
      const email = `racing.${round}@example.com`;
      const link = `https://meet.example.com/race-${round}`;
      const [registered, changed] = await Promise.all([
        register(current.slug, `Racer ${round}`, email),
        save(current, { joinUrl: link }),
      ]);
      expect(registered.statusCode).toBe(201);
      expect(changed.statusCode, changed.body).toBe(200);
      current = changed.json();
      await deliverAll();
      const carrying = sink.messages.filter((mail) => mail.to.includes(email) && mail.text.includes(link));
      expect(carrying, `${email}: ${JSON.stringify(mailsTo(email).map((m) => m.subject))}`).toHaveLength(1);
    }
    const marked = await sqlRows<{ url: string | null }>(
      t.database.db,
      sql`select join_link_sent_url as url from webinar_registrations where webinar_id = ${current.id}`,
    );
    expect(marked.map((row) => row.url)).toEqual(marked.map(() => current.joinUrl));
  });

  it("mails nobody for a webinar that has ended", async () => {
    const webinar = await publish(await create());
    expect((await register(webinar.slug, "Was There", "was.there@example.com")).statusCode).toBe(201);
    const ended = await saved(await readBack(webinar.id), { startsAt: inDays(-2) });
    const after = await saved(ended, { joinUrl: "https://meet.example.com/too-late" });
    expect(after.joinLinkMailed).toBe(0);
    await deliverAll();
    expect(mailsTo("was.there@example.com", /join link/)).toHaveLength(0);
  });
});

async function readBack(id: string): Promise<WebinarDetail> {
  return (await call(t.app, admin, "GET", `${base}/${id}`)).json();
}

describe("XSS", () => {
  it("keeps every payload of the corpus inert in the served description, and the preview the same", async () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(50);
    let webinar: WebinarDetail = await publish(await create());
    for (const payload of xssCorpus) {
      webinar = await saved(webinar, { descriptionMarkdown: payload });
      const served = (await publicWebinar(webinar.slug)).json() as Webinar;
      expect(activeContentIn(served.descriptionHtml), `${payload} -> ${served.descriptionHtml}`).toEqual([]);
      const preview = await call(t.app, admin, "POST", "/api/admin/content/preview", {
        bodyMarkdown: payload,
      });
      expect(preview.json().html).toBe(served.descriptionHtml);
    }
  });
});

describe("a new time", () => {
  it("tells each registrant once, with an invite that moves their calendar event, and nobody on other saves", async () => {
    const webinar = await publish(await create());
    const emails = ["moved.one@example.com", "moved.two@example.com"];
    for (const [i, email] of emails.entries())
      expect((await register(webinar.slug, `Mover ${i}`, email)).statusCode).toBe(201);
    await deliverAll();
    const uidOf = (ics: string | undefined) => /UID:(.+)\r?\n/.exec(ics ?? "")?.[1];

    let current: WebinarSaved = await saved(await readBack(webinar.id), {
      title: `${webinar.title}, retitled`,
    });
    await deliverAll();
    for (const email of emails) expect(mailsTo(email, /^New time/), email).toHaveLength(0);

    const later = inDays(12);
    current = await saved(current, { startsAt: later });
    await deliverAll();
    for (const email of emails) {
      const moved = mailsTo(email, /^New time/);
      expect(moved, email).toHaveLength(1);
      const invite = moved[0]?.attachments.find((file) => file.filename === "webinar.ics")?.content;
      const [confirmation] = mailsTo(email, /^You're registered/);
      const original = confirmation?.attachments.find((file) => file.filename === "webinar.ics")?.content;
      // The same event (UID) at its new start, at a revision calendars take as newer.
      expect(uidOf(invite)).toBe(uidOf(original));
      const start = new Date(later)
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
      expect(invite).toContain(`DTSTART:${start}`);
      expect(invite).toMatch(/SEQUENCE:[1-9]/);
    }

    // A longer session is a new time too; a save that moves nothing sends nothing more.
    current = await saved(current, { durationMinutes: 120 });
    current = await saved(current, {});
    await deliverAll();
    for (const email of emails) expect(mailsTo(email, /^New time/), email).toHaveLength(2);
  });
});

describe("covers", () => {
  it("stores a real PNG, serves it a year, saves it with its description, removes it with the webinar", async () => {
    const webinar = await create();
    const response = await uploadCover(webinar.id, png);
    expect(response.statusCode, response.body).toBe(200);
    const src = response.json().src as string;
    expect(src).toMatch(/^\/media\/webinar-covers\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ url: src });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toContain("immutable");

    expect((await save(webinar, { coverPath: src, coverAlt: "" })).statusCode).toBe(400);
    const withCover = await saved(webinar, { coverPath: src, coverAlt: "The host at a whiteboard" });
    expect(withCover).toMatchObject({ coverPath: src, coverAlt: "The host at a whiteboard" });
    // Visitors see the cover, with its description, and the tags on /webinars once it is published.
    const tagged = await saved(withCover, { tags: ["agents", "evaluation"] });
    await publish(tagged);
    const listed = (await t.app.inject({ url: "/api/webinars" })).json() as {
      upcoming: { slug: string; cover: unknown; tags: string[] }[];
    };
    expect(listed.upcoming.find((item) => item.slug === webinar.slug)).toMatchObject({
      cover: { src, alt: "The host at a whiteboard" },
      tags: ["agents", "evaluation"],
    });
    const fake = await uploadCover(webinar.id, Buffer.from("not an image at all"));
    expect(fake.statusCode).toBe(400);
    expect((await uploadCover("00000000-0000-4000-8000-000000000000", png)).statusCode).toBe(404);

    expect((await call(t.app, admin, "DELETE", `${base}/${webinar.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: src })).statusCode).toBe(404);
  });
});
