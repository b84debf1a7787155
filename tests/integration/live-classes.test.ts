import { and, asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import type { LessonView } from "#contracts/learning.ts";
import type {
  AttendanceRow,
  CalendarFeedCreated,
  LiveClassOptions,
  LiveSession,
  LiveSessionList,
  StudentSessions,
} from "#contracts/live-classes.ts";
import { liveClassMessages } from "#contracts/live-classes-text.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { liveSessions, sessionAttendance } from "#server/db/schema/live-classes.ts";
import { mailOutbox } from "#server/db/schema/mail.ts";
import {
  liveSessionCancelledMailKind,
  liveSessionRescheduledMailKind,
} from "#server/modules/live-classes/session-notice-mail.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Live classes (issue 15) through the API on a real database: who manages and who reads sessions, schedule
// generation across the November DST change, the join window and attendance rules, reschedule and cancel
// notices with calendar updates (read by ical.js), and the personal calendar feed with its revocation.

let t: TestApp;
const zone = "America/New_York";
let courseId: string;
let batchId: string;
let otherBatchId: string;
type Who = "teacher" | "otherTeacher" | "admin" | "zoe" | "lapsed" | "outsider";
const sessions = {} as Record<Who, Visitor>;
let people: Record<Who, TestAccount>;

/** Date and wall-clock time in New York `minutes` from now (what a person types into the form). */
function localIn(minutes: number): { date: string; startTime: string } {
  const at = new Date(Date.now() + minutes * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, startTime: `${parts.hour}:${parts.minute}` };
}

async function create(who: Who, body: Record<string, unknown>) {
  return call(t.app, sessions[who], "POST", endpointUrl(liveClassesApi.create), body);
}

async function makeSession(topic: string, minutesFromNow: number, extra: Record<string, unknown> = {}) {
  const response = await create("admin", {
    batchId,
    topic,
    ...localIn(minutesFromNow),
    durationMinutes: 60,
    meetingUrl: "https://meet.example.org/ai-labs-room",
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LiveSession>();
}

/** A session already over, written directly (the API refuses starts in the past, as it should). */
async function pastSession(topic: string, recordingUrl: string | null = null): Promise<string> {
  const [row] = await t.database.db
    .insert(liveSessions)
    .values({
      batchId,
      topic,
      startsAt: new Date(Date.now() - 3 * 60 * 60_000),
      durationMinutes: 60,
      timeZone: zone,
      status: "held",
      recordingUrl,
    })
    .returning({ id: liveSessions.id });
  return row!.id;
}

const sessionUrl = (endpoint: { path: string }, sessionId: string) =>
  endpoint.path.replace(":sessionId", sessionId);

function parseIcs(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent)) };
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const rows = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
  courseId = rows.find((row) => row.slug === "ai-engineers")!.id;
  const otherCourseId = rows.find((row) => row.slug === "machine-learning")!.id;
  batchId = await createBatch(db, courseId, "2026-10-20");
  otherBatchId = await createBatch(db, otherCourseId, "2026-10-20");
  people = {
    teacher: await createAccount(db, { role: "instructor", name: "Tess Teacher" }),
    otherTeacher: await createAccount(db, { role: "instructor" }),
    admin: await createAccount(db, { role: "admin" }),
    zoe: await createAccount(db, { name: "Zoe Adams" }),
    lapsed: await createAccount(db, { name: "Lapsed Learner" }),
    outsider: await createAccount(db, { name: "Olly Outsider" }),
  };
  await db.insert(enrollments).values([
    { userId: people.zoe.id, courseId, batchId },
    { userId: people.lapsed.id, courseId, batchId, status: "cancelled" },
    { userId: people.outsider.id, courseId: otherCourseId, batchId: otherBatchId },
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

describe("who manages a batch's sessions", () => {
  it.each([
    ["teacher", 201],
    ["admin", 201],
    ["otherTeacher", 403],
    ["zoe", 403],
  ] as const)("%s creates: %i", async (who, status) => {
    const topic = `Access ${who}`;
    const response = await create(who, { batchId, topic, ...localIn(24 * 60), durationMinutes: 60 });
    expect(response.statusCode).toBe(status);
    const stored = await t.database.db.select().from(liveSessions).where(eq(liveSessions.topic, topic));
    expect(stored).toHaveLength(status === 201 ? 1 : 0);
  });

  it("answers 401 signed out, 404 for an unknown batch, and field errors for bad input", async () => {
    const anonymous = await visit(t.app);
    expect((await call(t.app, anonymous, "POST", endpointUrl(liveClassesApi.create), {})).statusCode).toBe(
      401,
    );
    const unknown = await create("admin", {
      batchId: "00000000-0000-4000-8000-000000000000",
      topic: "x",
      ...localIn(60),
      durationMinutes: 60,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await create("admin", {
      batchId,
      topic: " ",
      date: "2026-13-40",
      startTime: "25:00",
      durationMinutes: 5,
      meetingUrl: "javascript:alert(1)",
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ errors: { field?: string; message: string }[] }>().errors;
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: "topic", message: liveClassMessages.topicRequired },
        { field: "date", message: liveClassMessages.dateInvalid },
        { field: "startTime", message: liveClassMessages.timeInvalid },
        { field: "durationMinutes", message: liveClassMessages.durationInvalid },
        { field: "meetingUrl", message: liveClassMessages.urlInvalid },
      ]),
    );
    const past = await create("admin", { batchId, topic: "Past", ...localIn(-60), durationMinutes: 60 });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      errors: [{ field: "date", message: liveClassMessages.startInPast }],
    });
  });

  it("lists all sessions for admins and only their courses' for instructors", async () => {
    await makeSession("Listed for admins", 3 * 24 * 60);
    const list = (who: Who) =>
      call(t.app, sessions[who], "GET", endpointUrl(liveClassesApi.list, { query: { scope: "upcoming" } }));
    const forAdmin = (await list("admin")).json<LiveSessionList>();
    expect(forAdmin.sessions.some((session) => session.topic === "Listed for admins")).toBe(true);
    const forTeacher = (await list("teacher")).json<LiveSessionList>();
    expect(forTeacher.sessions.every((session) => session.courseSlug === "ai-engineers")).toBe(true);
    const forOther = (await list("otherTeacher")).json<LiveSessionList>();
    expect(forOther.sessions.some((session) => session.courseSlug === "ai-engineers")).toBe(false);
    expect((await list("zoe")).statusCode).toBe(403);
  });
});

describe("what staff forms and pages read", () => {
  it("gives instructors the batches, lessons and instructors of their courses only, admins all", async () => {
    const options = (who: Who) => call(t.app, sessions[who], "GET", endpointUrl(liveClassesApi.options));
    const forTeacher = (await options("teacher")).json<LiveClassOptions>();
    expect(forTeacher.batches.some((batch) => batch.id === batchId)).toBe(true);
    expect(forTeacher.batches.some((batch) => batch.id === otherBatchId)).toBe(false);
    expect(forTeacher.batches.find((batch) => batch.id === batchId)).toMatchObject({
      courseSlug: "ai-engineers",
      timeZone: zone,
      label: "Regular batch from Oct 20, 2026",
    });
    const course = forTeacher.courses.find((entry) => entry.slug === "ai-engineers")!;
    expect(course.lessons.length).toBeGreaterThan(0);
    expect(course.instructors).toEqual(
      expect.arrayContaining([{ id: people.teacher.id, name: "Tess Teacher" }]),
    );
    const forAdmin = (await options("admin")).json<LiveClassOptions>();
    expect(forAdmin.batches.some((batch) => batch.id === otherBatchId)).toBe(true);
    expect((await options("zoe")).statusCode).toBe(403);
  });

  it("reads one session and its host link for its course's staff only", async () => {
    const session = await makeSession("Read by staff", 2 * 60);
    const get = (who: Who) => call(t.app, sessions[who], "GET", sessionUrl(liveClassesApi.get, session.id));
    expect((await get("teacher")).json<LiveSession>()).toMatchObject({
      id: session.id,
      topic: "Read by staff",
    });
    expect((await get("otherTeacher")).statusCode).toBe(403);
    expect((await get("zoe")).statusCode).toBe(403);
    const host = await call(t.app, sessions.teacher, "GET", sessionUrl(liveClassesApi.hostLink, session.id));
    expect(host.json()).toEqual({ url: "https://meet.example.org/ai-labs-room" });
    expect(host.headers["cache-control"]).toContain("no-store");
    const lesson = (await call(t.app, sessions.teacher, "GET", endpointUrl(liveClassesApi.options)))
      .json<LiveClassOptions>()
      .courses.find((entry) => entry.slug === "ai-engineers")!.lessons[0]!;
    const linked = await call(
      t.app,
      sessions.teacher,
      "PATCH",
      sessionUrl(liveClassesApi.update, session.id),
      {
        lessonId: lesson.id,
        notes: "Bring questions",
        recordingUrl: "",
      },
    );
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<LiveSession>()).toMatchObject({
      lessonId: lesson.id,
      lessonTitle: lesson.title,
      notes: "Bring questions",
    });
    const foreignLesson = await call(
      t.app,
      sessions.admin,
      "PATCH",
      sessionUrl(liveClassesApi.update, session.id),
      {
        instructorId: people.otherTeacher.id,
      },
    );
    expect(foreignLesson.statusCode).toBe(400);
    expect(foreignLesson.json()).toMatchObject({
      errors: [{ field: "instructorId", message: liveClassMessages.instructorNotInCourse }],
    });
  });
});

describe("a batch schedule", () => {
  it("generates sessions at the same New York wall-clock time across the November DST change", async () => {
    const batch = await createBatch(t.database.db, courseId, "2030-10-20");
    const url = endpointUrl(liveClassesApi.setSchedule, { params: { batchId: batch } });
    const schedule = {
      weekdays: ["tue", "thu"],
      startTime: "19:00",
      durationMinutes: 90,
      timeZone: zone,
      firstDate: "2030-10-22",
      lastDate: "2030-11-07",
    };
    const saved = await call(t.app, sessions.teacher, "PUT", url, schedule);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ created: 6, removed: 0 });
    const rows = await t.database.db
      .select({ startsAt: liveSessions.startsAt, generated: liveSessions.generated })
      .from(liveSessions)
      .where(eq(liveSessions.batchId, batch))
      .orderBy(asc(liveSessions.startsAt));
    // 2030: clocks go back on Nov 3. 19:00 EDT is 23:00Z; 19:00 EST is 00:00Z the next UTC day.
    expect(rows.map((row) => row.startsAt.toISOString())).toEqual([
      "2030-10-22T23:00:00.000Z",
      "2030-10-24T23:00:00.000Z",
      "2030-10-29T23:00:00.000Z",
      "2030-10-31T23:00:00.000Z",
      "2030-11-06T00:00:00.000Z",
      "2030-11-08T00:00:00.000Z",
    ]);

    // Applying it again replaces the untouched future sessions one for one; a narrower one drops half.
    expect((await call(t.app, sessions.teacher, "PUT", url, schedule)).json()).toEqual({
      created: 6,
      removed: 6,
    });
    const narrower = await call(t.app, sessions.teacher, "PUT", url, { ...schedule, weekdays: ["tue"] });
    expect(narrower.json()).toEqual({ created: 3, removed: 6 });
    const read = await call(t.app, sessions.admin, "GET", url);
    expect(read.json()).toMatchObject({ weekdays: ["tue"], startTime: "19:00", timeZone: zone });
    expect((await call(t.app, sessions.otherTeacher, "PUT", url, schedule)).statusCode).toBe(403);
    const invalid = await call(t.app, sessions.admin, "PUT", url, { ...schedule, timeZone: "Mars/Olympus" });
    expect(invalid.statusCode).toBe(400);
  });
});

describe("joining", () => {
  it("opens 15 minutes before the start, records attendance once, and refuses others", async () => {
    const soon = await makeSession("Starts in ten minutes", 10);
    const later = await makeSession("Starts in an hour", 60);
    const join = (who: Who, id: string) =>
      call(t.app, sessions[who], "POST", sessionUrl(liveClassesApi.join, id));

    const early = await join("zoe", later.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: liveClassMessages.notYetOpen });

    const joined = await join("zoe", soon.id);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ url: "https://meet.example.org/ai-labs-room" });
    expect((await join("zoe", soon.id)).statusCode).toBe(200);
    const attendance = await t.database.db
      .select()
      .from(sessionAttendance)
      .where(eq(sessionAttendance.sessionId, soon.id));
    expect(attendance).toHaveLength(1);
    expect(attendance[0]).toMatchObject({ userId: people.zoe.id, source: "join_button", present: true });

    // A lapsed enrollment and another course's student: the same 404 as an unknown session.
    expect((await join("lapsed", soon.id)).statusCode).toBe(404);
    expect((await join("outsider", soon.id)).statusCode).toBe(404);
    // Staff may open the link without counting as attendees.
    expect((await join("teacher", soon.id)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(sessionAttendance).where(eq(sessionAttendance.sessionId, soon.id)),
    ).toHaveLength(1);

    const noLink = await makeSession("No link yet", 5, { meetingUrl: "" });
    const refused = await join("zoe", noLink.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: liveClassMessages.noMeetingLink });
  });

  it("lists the student's upcoming and past sessions with attendance, and nothing of other batches", async () => {
    const attendedId = await pastSession("Held with recording", "https://video.example.org/rec-1");
    await pastSession("Held, missed");
    await t.database.db
      .insert(sessionAttendance)
      .values({ sessionId: attendedId, userId: people.zoe.id, source: "zoom", present: true });
    const mine = await call(t.app, sessions.zoe, "GET", endpointUrl(liveClassesApi.mine));
    expect(mine.statusCode).toBe(200);
    const body = mine.json<StudentSessions>();
    expect(body.upcoming.length).toBeGreaterThan(0);
    expect(body.upcoming.every((session) => session.attended === null && session.recordingUrl === null)).toBe(
      true,
    );
    expect(JSON.stringify(body)).not.toContain("meet.example.org");
    const held = body.past.find((session) => session.topic === "Held with recording");
    expect(held).toMatchObject({ attended: true, recordingUrl: "https://video.example.org/rec-1" });
    expect(body.past.find((session) => session.topic === "Held, missed")).toMatchObject({ attended: false });
    const outsider = (
      await call(t.app, sessions.outsider, "GET", endpointUrl(liveClassesApi.mine))
    ).json<StudentSessions>();
    expect(outsider.upcoming.some((session) => session.courseSlug === "ai-engineers")).toBe(false);
  });

  it("moves a session the instructor marked held to the past, where the student sees they attended", async () => {
    const session = await makeSession("Ended early", 5);
    await call(t.app, sessions.zoe, "POST", sessionUrl(liveClassesApi.join, session.id));
    const held = await call(t.app, sessions.teacher, "PATCH", sessionUrl(liveClassesApi.update, session.id), {
      status: "held",
    });
    expect(held.json<LiveSession>()).toMatchObject({ status: "held", attendees: 1 });
    const mine = (
      await call(t.app, sessions.zoe, "GET", endpointUrl(liveClassesApi.mine))
    ).json<StudentSessions>();
    expect(mine.upcoming.some((entry) => entry.id === session.id)).toBe(false);
    expect(mine.past.find((entry) => entry.id === session.id)).toMatchObject({
      status: "held",
      attended: true,
    });
    const past = (
      await call(t.app, sessions.admin, "GET", endpointUrl(liveClassesApi.list, { query: { scope: "past" } }))
    ).json<LiveSessionList>();
    expect(past.sessions.some((entry) => entry.id === session.id)).toBe(true);
  });

  it("lists a lesson's sessions on its lesson page: the learner's batch only, staff every batch", async () => {
    const options = (
      await call(t.app, sessions.teacher, "GET", endpointUrl(liveClassesApi.options))
    ).json<LiveClassOptions>();
    const lesson = options.courses.find((entry) => entry.slug === "ai-engineers")!.lessons[0]!;
    const mine = await makeSession("Taught for a lesson", 3 * 24 * 60, { lessonId: lesson.id });
    const otherBatch = await createBatch(t.database.db, courseId, "2026-12-01");
    const theirs = await create("admin", {
      batchId: otherBatch,
      topic: "Another batch's",
      ...localIn(3 * 24 * 60),
      durationMinutes: 60,
      lessonId: lesson.id,
    });
    expect(theirs.statusCode).toBe(201);
    const lessonUrl = `/api/learning/courses/ai-engineers/lessons/${lesson.id}`;
    const forZoe = (await call(t.app, sessions.zoe, "GET", lessonUrl)).json<LessonView>();
    const theirId = theirs.json<LiveSession>().id;
    expect(forZoe.liveSessions.map((entry) => entry.id)).toContain(mine.id);
    expect(forZoe.liveSessions.map((entry) => entry.id)).not.toContain(theirId);
    expect(forZoe.liveSessions.find((entry) => entry.id === mine.id)).toMatchObject({
      topic: "Taught for a lesson",
      timeZone: zone,
    });
    const forTeacher = (await call(t.app, sessions.teacher, "GET", lessonUrl)).json<LessonView>();
    expect(forTeacher.liveSessions.map((entry) => entry.topic)).toEqual(
      expect.arrayContaining(["Taught for a lesson", "Another batch's"]),
    );
    await call(t.app, sessions.admin, "POST", sessionUrl(liveClassesApi.cancel, mine.id), {});
    const afterCancel = (await call(t.app, sessions.zoe, "GET", lessonUrl)).json<LessonView>();
    expect(afterCancel.liveSessions.map((entry) => entry.id)).not.toContain(mine.id);
  });

  it("lets the instructor correct attendance by hand, and a later join does not undo it", async () => {
    const session = await makeSession("Corrected attendance", 5);
    const url = `${sessionUrl(liveClassesApi.attendance, session.id)}/${people.zoe.id}`;
    const marked = await call(t.app, sessions.teacher, "PUT", url, { present: false });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<AttendanceRow>()).toMatchObject({ present: false, source: "manual" });
    await call(t.app, sessions.zoe, "POST", sessionUrl(liveClassesApi.join, session.id));
    const list = await call(
      t.app,
      sessions.teacher,
      "GET",
      sessionUrl(liveClassesApi.attendance, session.id),
    );
    expect(list.json<AttendanceRow[]>().find((row) => row.userId === people.zoe.id)).toMatchObject({
      present: false,
      source: "manual",
    });
    expect(list.json<AttendanceRow[]>().some((row) => row.userId === people.lapsed.id)).toBe(false);
    const outsiderUrl = `${sessionUrl(liveClassesApi.attendance, session.id)}/${people.outsider.id}`;
    expect((await call(t.app, sessions.teacher, "PUT", outsiderUrl, { present: true })).statusCode).toBe(404);
    expect((await call(t.app, sessions.otherTeacher, "PUT", url, { present: true })).statusCode).toBe(403);
  });
});

describe("reschedules and cancellations", () => {
  async function noticesOf(kind: string, sessionId: string) {
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, kind)))
      .orderBy(asc(mailOutbox.to));
    return rows.filter((row) => row.attachments?.some((file) => file.content.includes(sessionId)));
  }

  it("mails each student the new time with the same UID and a higher SEQUENCE, then a METHOD:CANCEL", async () => {
    const session = await makeSession("Moving target", 2 * 24 * 60);
    const moved = await call(
      t.app,
      sessions.teacher,
      "POST",
      sessionUrl(liveClassesApi.reschedule, session.id),
      {
        ...localIn(3 * 24 * 60),
        durationMinutes: 75,
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<LiveSession>()).toMatchObject({
      status: "rescheduled",
      sequence: 1,
      durationMinutes: 75,
    });

    const [notice, ...others] = await noticesOf(liveSessionRescheduledMailKind, session.id);
    expect(others).toHaveLength(0); // Zoe only: the lapsed enrollment is nobody's student
    expect(notice!.to).toBe(people.zoe.email);
    expect(notice!.text).toContain("has a new time");
    const invite = notice!.attachments![0]!;
    expect(invite.contentType).toContain("method=REQUEST");
    const update = parseIcs(invite.content);
    expect(update.calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(update.events[0]!.uid).toMatch(new RegExp(`^live-session-${session.id}@`));
    expect(update.events[0]!.sequence).toBe(1);
    expect(update.events[0]!.startDate.toJSDate().toISOString()).toBe(moved.json<LiveSession>().startsAt);

    const cancelled = await call(
      t.app,
      sessions.admin,
      "POST",
      sessionUrl(liveClassesApi.cancel, session.id),
      {
        reason: "Instructor unwell",
      },
    );
    expect(cancelled.json<LiveSession>()).toMatchObject({ status: "cancelled", sequence: 2 });
    const [cancel] = await noticesOf(liveSessionCancelledMailKind, session.id);
    expect(cancel!.text).toContain("Reason: Instructor unwell");
    const removal = parseIcs(cancel!.attachments![0]!.content);
    expect(removal.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(removal.events[0]!.sequence).toBe(2);
    expect(removal.events[0]!.component.getFirstPropertyValue("status")).toBe("CANCELLED");

    const again = await call(
      t.app,
      sessions.admin,
      "POST",
      sessionUrl(liveClassesApi.cancel, session.id),
      {},
    );
    expect(again.statusCode).toBe(409);
    const join = await call(t.app, sessions.zoe, "POST", sessionUrl(liveClassesApi.join, session.id));
    expect(join.json()).toMatchObject({ error: liveClassMessages.cancelled });
    // Someone else's course: refused, and nobody mailed.
    const foreign = await call(
      t.app,
      sessions.otherTeacher,
      "POST",
      sessionUrl(liveClassesApi.reschedule, session.id),
      {
        ...localIn(4 * 24 * 60),
        durationMinutes: 60,
      },
    );
    expect(foreign.statusCode).toBe(403);
  });
});

describe("calendars", () => {
  it("serves one session as .ics to its students only", async () => {
    const session = await makeSession("Downloadable", 4 * 24 * 60);
    const url = sessionUrl(liveClassesApi.sessionIcs, session.id);
    const download = await call(t.app, sessions.zoe, "GET", url);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toContain("text/calendar");
    const { events } = parseIcs(download.body);
    expect(events[0]!.summary).toBe("AI Engineering: Downloadable");
    expect(download.body).not.toContain("meet.example.org");
    expect((await call(t.app, sessions.outsider, "GET", url)).statusCode).toBe(404);
  });

  it("makes a secret feed that calendar apps read, replaces it, and stops it when revoked", async () => {
    const feedStatus = () => call(t.app, sessions.zoe, "GET", endpointUrl(liveClassesApi.feedStatus));
    expect((await feedStatus()).json()).toEqual({ active: false, createdAt: null });
    const made = await call(t.app, sessions.zoe, "POST", endpointUrl(liveClassesApi.createFeed));
    expect(made.statusCode).toBe(201);
    const feed = made.json<CalendarFeedCreated>();
    expect(feed.webcalUrl).toMatch(/^webcal:\/\//);
    const path = new URL(feed.httpsUrl).pathname;
    const anonymous = await t.app.inject({ method: "GET", url: path });
    expect(anonymous.statusCode).toBe(200);
    const { calendar, events } = parseIcs(anonymous.body);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(events.some((event) => event.summary === "AI Engineering: Downloadable")).toBe(true);
    expect(events.some((event) => event.summary === "Cancelled: AI Engineering: Moving target")).toBe(true);
    expect((await feedStatus()).json()).toMatchObject({ active: true });

    const replaced = (
      await call(t.app, sessions.zoe, "POST", endpointUrl(liveClassesApi.createFeed))
    ).json<CalendarFeedCreated>();
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    const newPath = new URL(replaced.httpsUrl).pathname;
    expect((await t.app.inject({ method: "GET", url: newPath })).statusCode).toBe(200);
    expect(
      (await call(t.app, sessions.zoe, "DELETE", endpointUrl(liveClassesApi.revokeFeed))).statusCode,
    ).toBe(204);
    const revoked = await t.app.inject({ method: "GET", url: newPath });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toMatchObject({ error: liveClassMessages.feedNotFound });
    expect((await feedStatus()).json()).toEqual({ active: false, createdAt: null });
  });
});
