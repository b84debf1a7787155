import { and, asc, eq, inArray } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "#server/db/schema/catalog.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import { liveSessions, sessionReminders } from "#server/db/schema/live-classes.ts";
import { mailOutbox } from "#server/db/schema/mail.ts";
import { createRemindersRepository } from "#server/modules/live-classes/reminders-repository.ts";
import { createSessionReminders } from "#server/modules/live-classes/send-session-reminders.ts";
import { liveSessionReminderMailKind } from "#server/modules/live-classes/session-reminder-mail.ts";
import { createAccount, type TestAccount } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

// Reminder mails of live sessions (issue 15) on a real database: 24 hours and 1 hour before, through the
// outbox, once per student and reminder even with two instances running at the same moment; none for a
// cancelled session; again after a reschedule; only the 1-hour one for a session made 2 hours before.
// Each test runs its own clock in its own stretch of time and its own batch, so none sees another's
// sessions due. With TEST_DATABASE_URL the two instances' runs really overlap (a pool of connections).

const publicUrl = "https://ailabs.example";
const hour = 3_600_000;
const minute = 60_000;
let t: TestApp;
let courseId: string;
let courseTitle: string;
let era = 0;

beforeAll(async () => {
  t = await createTestApp();
  const [course] = await t.database.db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.slug, "ai-engineers"));
  courseId = course!.id;
  courseTitle = course!.title;
});

afterAll(async () => {
  await t?.close();
});

/** A clock of its own, 60 days after the previous test's, and an instance of the reminders service on it. */
function clock() {
  era += 1;
  const state = { now: new Date(Date.UTC(2031, 0, 1) + era * 60 * 24 * hour) };
  const instance = () =>
    createSessionReminders({
      repository: createRemindersRepository(t.database.db),
      publicUrl,
      deliverMail: () => t.app.mail.deliverPending(),
      now: () => state.now,
    });
  return { state, instance, at: (ms: number) => new Date(state.now.getTime() + ms) };
}

type Cohort = { batchId: string; students: TestAccount[]; cancelled: TestAccount; elsewhere: TestAccount };

/** A batch with two students, one refunded (cancelled) enrollment, and a student of another batch. */
async function cohort(size = 2): Promise<Cohort> {
  const { db } = t.database;
  const batchId = await createBatch(db, courseId, "2031-01-05");
  const otherBatch = await createBatch(db, courseId, "2031-01-05");
  const students: TestAccount[] = [];
  for (let i = 0; i < size; i += 1) students.push(await createAccount(db, { name: `Student ${i + 1}` }));
  const cancelled = await createAccount(db, { name: "Refunded Student" });
  const elsewhere = await createAccount(db, { name: "Other Batch" });
  await db.insert(enrollments).values([
    ...students.map((s, i) => ({
      userId: s.id,
      courseId,
      batchId,
      status: i === 1 ? ("completed" as const) : ("active" as const),
    })),
    { userId: cancelled.id, courseId, batchId, status: "cancelled" },
    { userId: elsewhere.id, courseId, batchId: otherBatch },
  ]);
  return { batchId, students, cancelled, elsewhere };
}

/** A session as the staff service leaves it. */
async function session(
  batchId: string,
  startsAt: Date,
  values: Partial<typeof liveSessions.$inferInsert> = {},
): Promise<string> {
  const [row] = await t.database.db
    .insert(liveSessions)
    .values({
      batchId,
      topic: "RAG evals",
      startsAt,
      durationMinutes: 90,
      timeZone: "America/New_York",
      ...values,
    })
    .returning({ id: liveSessions.id });
  return row!.id;
}

async function remindersTo(people: TestAccount[]) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, liveSessionReminderMailKind),
        inArray(
          mailOutbox.to,
          people.map((p) => p.email),
        ),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.to));
}

describe("live session reminders", () => {
  it("mails each student of the batch once 24 hours before and once 1 hour before", async () => {
    const { state, instance, at } = clock();
    const c = await cohort();
    const startsAt = at(24 * hour);
    const id = await session(c.batchId, startsAt);
    const reminders = instance();

    expect(await reminders.sendDue()).toEqual({ reminders: 1, mails: 2 });
    state.now = at(minute);
    expect(await reminders.sendDue()).toEqual({ reminders: 0, mails: 0 });
    let mails = await remindersTo([...c.students, c.cancelled, c.elsewhere]);
    expect(mails.map((m) => m.to).sort()).toEqual(c.students.map((s) => s.email).sort());
    expect(mails.every((m) => m.subject.endsWith("starts in 24 hours"))).toBe(true);

    // Between the two windows nothing is due.
    state.now = new Date(startsAt.getTime() - 5 * hour);
    expect(await reminders.sendDue()).toEqual({ reminders: 0, mails: 0 });

    state.now = new Date(startsAt.getTime() - 60 * minute);
    expect(await reminders.sendDue()).toEqual({ reminders: 1, mails: 2 });
    state.now = new Date(startsAt.getTime() - 30 * minute);
    expect(await reminders.sendDue()).toEqual({ reminders: 0, mails: 0 });
    mails = await remindersTo([...c.students, c.cancelled, c.elsewhere]);
    expect(mails).toHaveLength(4);
    expect(mails.slice(2).every((m) => m.subject.endsWith("starts in 1 hour"))).toBe(true);

    const claims = await t.database.db
      .select({ kind: sessionReminders.kind, startsAt: sessionReminders.startsAt })
      .from(sessionReminders)
      .where(eq(sessionReminders.sessionId, id))
      .orderBy(asc(sessionReminders.kind));
    expect(claims).toEqual([
      { kind: "1h", startsAt },
      { kind: "24h", startsAt },
    ]);
  });

  it("queues each mail exactly once when two instances run at the same moment", async () => {
    const { instance, at } = clock();
    const c = await cohort(6);
    // Three sessions due at once, in two kinds of window.
    await session(c.batchId, at(23 * hour));
    await session(c.batchId, at(20 * hour), { topic: "Agents" });
    await session(c.batchId, at(40 * minute), { topic: "Office hours" });
    const [a, b] = [instance(), instance()];

    const results = await Promise.all([a.sendDue(), b.sendDue(), a.sendDue(), b.sendDue()]);
    expect(results.reduce((sum, r) => sum + r.reminders, 0)).toBe(3);
    expect(results.reduce((sum, r) => sum + r.mails, 0)).toBe(18);
    const mails = await remindersTo(c.students);
    expect(mails).toHaveLength(18);
    const perStudentAndSubject = new Set(mails.map((m) => `${m.to} ${m.subject}`));
    expect(perStudentAndSubject.size).toBe(18);
  });

  it("reminds nobody of a cancelled session", async () => {
    const { state, instance, at } = clock();
    const c = await cohort();
    const startsAt = at(24 * hour);
    await session(c.batchId, startsAt, { status: "cancelled", sequence: 1 });
    const reminders = instance();
    expect(await reminders.sendDue()).toEqual({ reminders: 0, mails: 0 });
    state.now = new Date(startsAt.getTime() - 30 * minute);
    expect(await reminders.sendDue()).toEqual({ reminders: 0, mails: 0 });
    expect(await remindersTo(c.students)).toEqual([]);
  });

  it("reminds again, with the new time and SEQUENCE, after a reschedule", async () => {
    const { state, instance, at } = clock();
    const c = await cohort(1);
    const firstStart = at(24 * hour);
    const id = await session(c.batchId, firstStart);
    const reminders = instance();
    expect(await reminders.sendDue()).toEqual({ reminders: 1, mails: 1 });

    // Moved a day later, as the reschedule call leaves it.
    const movedTo = at(48 * hour);
    await t.database.db
      .update(liveSessions)
      .set({ startsAt: movedTo, status: "rescheduled", sequence: 1 })
      .where(eq(liveSessions.id, id));
    state.now = new Date(movedTo.getTime() - 24 * hour);
    expect(await reminders.sendDue()).toEqual({ reminders: 1, mails: 1 });
    state.now = new Date(movedTo.getTime() - 60 * minute);
    expect(await reminders.sendDue()).toEqual({ reminders: 1, mails: 1 });

    const mails = await remindersTo(c.students);
    expect(mails.map((m) => m.subject)).toEqual([
      "Reminder: RAG evals starts in 24 hours",
      "Reminder: RAG evals starts in 24 hours",
      "Reminder: RAG evals starts in 1 hour",
    ]);
    const sequences = mails.map((m) => {
      const calendar = new ICAL.Component(ICAL.parse(m.attachments![0]!.content));
      const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
      return [event.sequence, event.startDate.toJSDate().toISOString()];
    });
    expect(sequences).toEqual([
      [0, firstStart.toISOString()],
      [1, movedTo.toISOString()],
      [1, movedTo.toISOString()],
    ]);
  });

  it("sends only the 1-hour reminder for a session created 2 hours before its start", async () => {
    const { state, instance, at } = clock();
    const c = await cohort(1);
    const startsAt = at(2 * hour);
    await session(c.batchId, startsAt);
    const reminders = instance();
    expect(await reminders.sendDue()).toEqual({ reminders: 0, mails: 0 });
    state.now = new Date(startsAt.getTime() - 61 * minute);
    expect(await reminders.sendDue()).toEqual({ reminders: 0, mails: 0 });
    // A run a little late says how long is really left.
    state.now = new Date(startsAt.getTime() - 40 * minute);
    expect(await reminders.sendDue()).toEqual({ reminders: 1, mails: 1 });
    state.now = new Date(startsAt.getTime() - 10 * minute);
    expect(await reminders.sendDue()).toEqual({ reminders: 0, mails: 0 });
    const mails = await remindersTo(c.students);
    expect(mails.map((m) => m.subject)).toEqual(["Reminder: RAG evals starts in 40 minutes"]);
  });

  it("sends nothing for a session that started or was held", async () => {
    const { instance, at } = clock();
    const c = await cohort(1);
    await session(c.batchId, at(-10 * minute));
    await session(c.batchId, at(30 * minute), { status: "held" });
    expect(await instance().sendDue()).toEqual({ reminders: 0, mails: 0 });
    expect(await remindersTo(c.students)).toEqual([]);
  });

  it("writes the topic, course, start in the batch's zone, the join page and a calendar file", async () => {
    const { state, instance } = clock();
    const c = await cohort(1);
    const [student] = c.students;
    const instructor = await createAccount(t.database.db, { role: "instructor", name: "Tess Teacher" });
    // 6 PM in New York on the Tuesday after the November change (EST, UTC-5); years after the other tests.
    const startsAt = new Date("2035-11-06T23:00:00Z");
    state.now = new Date(startsAt.getTime() - 24 * hour);
    const id = await session(c.batchId, startsAt, {
      topic: "Evaluating RAG pipelines",
      instructorId: instructor.id,
      sequence: 2,
      status: "rescheduled",
    });
    expect(await instance().sendDue()).toEqual({ reminders: 1, mails: 1 });

    const [mail] = await remindersTo([student!]);
    expect(mail!.subject).toBe("Reminder: Evaluating RAG pipelines starts in 24 hours");
    expect(mail!.text).toContain(`Hi ${student!.name},`);
    expect(mail!.text).toContain(`Your live class in ${courseTitle} starts in 24 hours.`);
    expect(mail!.text).toContain("Topic: Evaluating RAG pipelines with Tess Teacher");
    expect(mail!.text).toContain("When: Tuesday, November 6, 2035 at 6:00 PM EST (America/New_York)");
    expect(mail!.text).toContain("Length: 90 minutes");
    expect(mail!.text).toContain(`${publicUrl}/dashboard/student/join-class`);
    expect(mail!.html).toContain(`href="${publicUrl}/dashboard/student/join-class"`);

    expect(mail!.attachments).toHaveLength(1);
    const [ics] = mail!.attachments!;
    expect(ics!.filename).toBe("live-class.ics");
    const calendar = new ICAL.Component(ICAL.parse(ics!.content));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.uid).toBe(`live-session-${id}@ailabs.example`);
    expect(event.sequence).toBe(2);
    expect(event.summary).toBe(`${courseTitle}: Evaluating RAG pipelines`);
    expect(event.startDate.toJSDate().toISOString()).toBe("2035-11-06T23:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2035-11-07T00:30:00.000Z");
  });
});
