import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Announcement, CourseAnnouncement } from "#contracts/announcements.ts";
import { announcementText } from "#contracts/announcements-text.ts";
import { announcementsApi } from "#contracts/api/announcements.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { batchAnnouncements } from "#server/db/schema/learning.ts";
import { mailOutbox } from "#server/db/schema/mail.ts";
import { batchAnnouncementMailKind } from "#server/modules/mail/templates/batch-announcement.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Announcements to a batch (issue 14) on a seeded database: who may post and read them, one mail per
// enrolled student of that batch through the outbox (no one else), what each learner reads, and that
// nothing an author writes runs as script.

let t: TestApp;
const slug = "ai-engineers";
const otherSlug = "machine-learning";
let courseId: string;
/** A batch of the course made here, so only this test's students are in it. */
let batchId: string;
let laterBatch: string;
let foreignBatch: string;

type Who =
  | "teacher"
  | "otherTeacher"
  | "admin"
  | "zoe"
  | "ann"
  | "lapsed"
  | "selfPaced"
  | "later"
  | "outsider";
const sessions = {} as Record<Who, Visitor>;
let people: Record<Who, TestAccount>;

const batchUrl = (batch = batchId, courseSlug = slug) =>
  endpointUrl(announcementsApi.post, { params: { courseSlug, batchId: batch } });
const courseUrl = (courseSlug = slug) => endpointUrl(announcementsApi.course, { params: { courseSlug } });

async function mailsOf(title: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.kind, batchAnnouncementMailKind), sql`${mailOutbox.subject} like ${`%${title}`}`),
    )
    .orderBy(asc(mailOutbox.to));
}

async function post(session: Visitor, title: string, body = "Hello **class**.", batch = batchId) {
  return call(t.app, session, "POST", batchUrl(batch), { title, body });
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const rows = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
  courseId = rows.find((row) => row.slug === slug)!.id;
  const otherCourseId = rows.find((row) => row.slug === otherSlug)!.id;
  batchId = await createBatch(db, courseId, "2020-01-06");
  laterBatch = await createBatch(db, courseId, "2020-02-01", { type: "weekend", schedule: "Sat, 10:00 ET" });
  const [foreign] = await db
    .select({ id: batches.id })
    .from(batches)
    .where(eq(batches.courseId, otherCourseId))
    .limit(1);
  foreignBatch = foreign!.id;

  people = {
    teacher: await createAccount(db, { role: "instructor", name: "Tess Teacher" }),
    otherTeacher: await createAccount(db, { role: "instructor" }),
    admin: await createAccount(db, { role: "admin" }),
    zoe: await createAccount(db, { name: "Zoe Adams" }),
    ann: await createAccount(db, { name: "Ann Baker" }),
    lapsed: await createAccount(db, { name: "Lapsed Learner" }),
    selfPaced: await createAccount(db, { name: "Sam Self" }),
    later: await createAccount(db, { name: "Later Student" }),
    outsider: await createAccount(db, { name: "Olly Outsider" }),
  };
  await db.insert(enrollments).values([
    { userId: people.zoe.id, courseId, batchId },
    { userId: people.ann.id, courseId, batchId, status: "completed" },
    { userId: people.lapsed.id, courseId, batchId, status: "cancelled" },
    { userId: people.selfPaced.id, courseId },
    { userId: people.later.id, courseId, batchId: laterBatch },
    { userId: people.outsider.id, courseId: otherCourseId, batchId: foreignBatch },
  ]);
  await db.insert(courseInstructors).values([
    { userId: people.teacher.id, courseId },
    { userId: people.otherTeacher.id, courseId: otherCourseId },
  ]);
  for (const who of Object.keys(people) as Who[]) sessions[who] = await signedIn(t.app, people[who]);
});

afterAll(async () => {
  await t?.close();
});

describe("who may post and list a batch's announcements", () => {
  const cases: [Who | "anonymous", number, number][] = [
    ["teacher", 201, 200],
    ["admin", 201, 200],
    ["otherTeacher", 403, 403],
    ["zoe", 403, 403],
    ["anonymous", 401, 401],
  ];

  it.each(cases)("%s: post %i, list %i", async (who, postStatus, listStatus) => {
    // A visitor without a session still carries the anti-forgery pair, so the answer is about the session.
    const session = who === "anonymous" ? await visit(t.app) : sessions[who];
    const title = `Access check by ${who}`;
    const posted = await call(t.app, session, "POST", batchUrl(), { title, body: "Body." });
    expect(posted.statusCode).toBe(postStatus);
    expect((await call(t.app, session, "GET", batchUrl())).statusCode).toBe(listStatus);
    // A refused post leaves nothing behind: no announcement, no mail.
    const stored = await t.database.db
      .select({ id: batchAnnouncements.id })
      .from(batchAnnouncements)
      .where(eq(batchAnnouncements.title, title));
    expect(stored).toHaveLength(postStatus === 201 ? 1 : 0);
    if (postStatus !== 201) expect(await mailsOf(title)).toHaveLength(0);
  });

  it("answers 404 for an unknown course and another course's batch, 400 for a malformed batch id", async () => {
    const teacher = sessions.teacher;
    expect(
      (await call(t.app, teacher, "POST", batchUrl(batchId, "no-such-course"), { title: "x", body: "y" }))
        .statusCode,
    ).toBe(404);
    expect((await post(teacher, "Wrong batch", "y", foreignBatch)).statusCode).toBe(404);
    expect((await call(t.app, teacher, "GET", batchUrl(foreignBatch))).statusCode).toBe(404);
    expect((await post(teacher, "Bad id", "y", "batch-1")).statusCode).toBe(400);
    expect(await mailsOf("Wrong batch")).toHaveLength(0);
  });
});

describe("posting", () => {
  it("stores the announcement and queues one mail per enrolled student of that batch only", async () => {
    const response = await post(
      sessions.teacher,
      "Week 2 starts Monday",
      "Read **chapter 3** first.\n\n- one\n- two",
    );
    expect(response.statusCode).toBe(201);
    const announcement = response.json() as Announcement;
    expect(announcement).toMatchObject({
      batchId,
      title: "Week 2 starts Monday",
      body: "Read **chapter 3** first.\n\n- one\n- two",
      authorName: "Tess Teacher",
    });
    expect(new Date(announcement.createdAt).toISOString()).toBe(announcement.createdAt);

    const mails = await mailsOf("Week 2 starts Monday");
    // Zoe (active) and Ann (completed); not the cancelled, self-paced, later-batch or other-course students.
    expect(mails.map((mail) => mail.to).sort()).toEqual([people.ann.email, people.zoe.email].sort());
    const zoeMail = mails.find((mail) => mail.to === people.zoe.email)!;
    expect(zoeMail.subject).toBe("[AI Engineering] Week 2 starts Monday");
    expect(zoeMail.text).toContain("Hi Zoe Adams,");
    expect(zoeMail.text).toContain("Read chapter 3 first.\n\n- one\n- two");
    expect(zoeMail.text).toMatch(/https?:\/\/[^\s]+\/dashboard\/student\/courses\/ai-engineers/);
    expect(zoeMail.html).toContain("<strong>chapter 3</strong>");
    expect(zoeMail.html).toMatch(/href="https?:\/\/[^"]+\/dashboard\/student\/courses\/ai-engineers"/);
  });

  it("lists the batch's announcements newest first for its staff", async () => {
    await post(sessions.teacher, "First of two");
    await post(sessions.admin, "Second of two");
    const list = (await call(t.app, sessions.teacher, "GET", batchUrl())).json() as Announcement[];
    const titles = list.map((item) => item.title);
    expect(titles.indexOf("Second of two")).toBeLessThan(titles.indexOf("First of two"));
    expect(list.every((item) => item.batchId === batchId)).toBe(true);
    const times = list.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("rejects an empty or too long title and body with the form's messages", async () => {
    const teacher = sessions.teacher;
    const empty = await call(t.app, teacher, "POST", batchUrl(), { title: "   ", body: "" });
    expect(empty.statusCode).toBe(400);
    const emptyText = empty.body;
    expect(emptyText).toContain(announcementText.titleRequired);
    expect(emptyText).toContain(announcementText.bodyRequired);
    const long = await call(t.app, teacher, "POST", batchUrl(), {
      title: "x".repeat(201),
      body: "y".repeat(10_001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(announcementText.titleTooLong);
    expect(long.body).toContain(announcementText.bodyTooLong);
    // At the limits it goes through.
    const atLimit = await call(t.app, teacher, "POST", batchUrl(), {
      title: "t".repeat(200),
      body: "b".repeat(10_000),
    });
    expect(atLimit.statusCode).toBe(201);
  });
});

describe("reading on the course page", () => {
  it("shows a learner their batch's announcements only, rendered, and a self-paced learner none", async () => {
    await post(sessions.teacher, "Only for the later batch", "Later.", laterBatch);
    await post(sessions.teacher, "For the first batch", "First *batch*.");

    const zoe = (await call(t.app, sessions.zoe, "GET", courseUrl())).json() as CourseAnnouncement[];
    const zoeTitles = zoe.map((item) => item.title);
    expect(zoeTitles[0]).toBe("For the first batch");
    expect(zoe[0]!.html).toBe("<p>First <em>batch</em>.</p>\n");
    expect(zoe[0]!.authorName).toBe("Tess Teacher");
    expect(zoeTitles).not.toContain("Only for the later batch");
    expect(zoe.length).toBeLessThanOrEqual(20);

    const later = (await call(t.app, sessions.later, "GET", courseUrl())).json() as CourseAnnouncement[];
    expect(later.map((item) => item.title)).toEqual(["Only for the later batch"]);
    expect(await mailsOf("Only for the later batch")).toMatchObject([{ to: people.later.email }]);

    const selfPaced = await call(t.app, sessions.selfPaced, "GET", courseUrl());
    expect(selfPaced.statusCode).toBe(200);
    expect(selfPaced.json()).toEqual([]);

    // Staff read every batch's; others follow the player's rule.
    const staff = (await call(t.app, sessions.teacher, "GET", courseUrl())).json() as CourseAnnouncement[];
    expect(staff.map((item) => item.title)).toEqual(
      expect.arrayContaining(["Only for the later batch", "For the first batch"]),
    );
    expect((await call(t.app, sessions.lapsed, "GET", courseUrl())).statusCode).toBe(403);
    expect((await call(t.app, sessions.outsider, "GET", courseUrl())).statusCode).toBe(403);
    expect((await call(t.app, null, "GET", courseUrl())).statusCode).toBe(401);
    expect((await call(t.app, sessions.zoe, "GET", courseUrl("no-such-course"))).statusCode).toBe(404);
  });

  it("returns at most 20, newest first", async () => {
    for (let i = 0; i < 21; i += 1) await post(sessions.admin, `Bulk ${i}`, "Bulk.");
    const list = (await call(t.app, sessions.zoe, "GET", courseUrl())).json() as CourseAnnouncement[];
    expect(list).toHaveLength(20);
    expect(list[0]!.title).toBe("Bulk 20");
  });
});

describe("what an author writes stays inert", () => {
  it("keeps the title as text and sanitises the body, on the page and in the mail", async () => {
    const title = `<img src=x onerror="alert(1)"> & "quotes"`;
    const body = `Hi <script>alert(2)</script> <a href="javascript:alert(3)">click</a> <img src=x onerror=alert(4)>`;
    const response = await post(sessions.teacher, title, body);
    expect(response.statusCode).toBe(201);
    expect((response.json() as Announcement).title).toBe(title);

    const list = (await call(t.app, sessions.zoe, "GET", courseUrl())).json() as CourseAnnouncement[];
    const shown = list.find((item) => item.title === title)!;
    expect(shown.html).not.toMatch(/<script|onerror|javascript:/i);
    expect(shown.html).toContain("<a>click</a>");
    expect(shown.html).toContain("Hi");

    const [mail] = (await mailsOf(`& "quotes"`)).filter((row) => row.to === people.zoe.email);
    expect(mail!.subject).toBe(`[AI Engineering] ${title}`);
    // The title's markup is text (escaped); no tag carries a handler, no link runs script.
    expect(mail!.html).not.toMatch(/<script|<[^>]*\sonerror=|javascript:/i);
    expect(mail!.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;quotes&quot;");
    expect(mail!.text).not.toContain("<script>");
  });
});
