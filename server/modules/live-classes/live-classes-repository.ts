import { and, asc, count, desc, eq, gt, inArray, ne, notExists, type SQL, sql } from "drizzle-orm";
import type { ScheduleWeekday } from "#contracts/live-schedule-text.ts";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { courseModules, lessons } from "#server/db/schema/learning.ts";
import { batchSchedules, liveSessions, sessionAttendance } from "#server/db/schema/live-classes.ts";
import { createCourseInstructorsRepository } from "#server/modules/enrollments/course-instructors-repository.ts";
import { createMailRepository, type NewMail } from "#server/modules/mail/repository.ts";

// Live sessions (issue 15): the only file of this module's staff and student use cases that touches Drizzle.
// A student is someone with a holding (not cancelled) enrollment in the session's batch.

const holding = ne(enrollments.status, "cancelled");

export type BatchRef = {
  id: string;
  type: "weekend" | "fast_track" | "regular";
  startDate: string;
  courseId: string;
  courseSlug: string;
  courseTitle: string;
};

export type SessionRow = {
  id: string;
  batchId: string;
  batchType: BatchRef["type"];
  batchStart: string;
  courseId: string;
  courseSlug: string;
  courseTitle: string;
  topic: string;
  lessonId: string | null;
  lessonTitle: string | null;
  instructorId: string | null;
  instructorName: string | null;
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
  status: "scheduled" | "rescheduled" | "cancelled" | "held";
  provider: "manual" | "zoom";
  providerMeetingId: string | null;
  meetingUrl: string | null;
  recordingUrl: string | null;
  notes: string | null;
  sequence: number;
  attendees: number;
};

export type NewSession = {
  batchId: string;
  topic: string;
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
  lessonId?: string | null;
  instructorId?: string | null;
  meetingUrl?: string | null;
  provider?: "manual" | "zoom";
  providerMeetingId?: string | null;
  generated?: boolean;
};

export type SessionPatch = Partial<{
  topic: string;
  lessonId: string | null;
  instructorId: string | null;
  meetingUrl: string | null;
  recordingUrl: string | null;
  notes: string | null;
  status: SessionRow["status"];
  startsAt: Date;
  durationMinutes: number;
  provider: "manual" | "zoom";
  providerMeetingId: string | null;
  sequence: number;
}>;

export type Recipient = { userId: string; name: string; email: string };

export type ScheduleRow = {
  weekdays: ScheduleWeekday[];
  startTime: string;
  durationMinutes: number;
  timeZone: string;
  firstDate: string;
  lastDate: string;
};

const endsAt = sql`${liveSessions.startsAt} + make_interval(mins => ${liveSessions.durationMinutes})`;

// A session is past once it ended or its instructor marked it held (a class may end early); until then it is
// upcoming, cancelled ones included (their students should see that they were cancelled).
const upcomingAt = (now: string) =>
  sql`(${endsAt} > ${now}::timestamptz and ${liveSessions.status} <> 'held')`;
const pastAt = (now: string) => sql`(${endsAt} <= ${now}::timestamptz or ${liveSessions.status} = 'held')`;

/** The most upcoming sessions a student's list holds (a term of a few classes a week fits well inside). */
const upcomingMax = 200;

const presentCount = sql<number>`(select count(*)::int from ${sessionAttendance} where ${sessionAttendance.sessionId} = ${liveSessions.id} and ${sessionAttendance.present})`;

const sessionColumns = {
  id: liveSessions.id,
  batchId: liveSessions.batchId,
  batchType: batches.type,
  batchStart: batches.startDate,
  courseId: courses.id,
  courseSlug: courses.slug,
  courseTitle: courses.title,
  topic: liveSessions.topic,
  lessonId: liveSessions.lessonId,
  lessonTitle: lessons.title,
  instructorId: liveSessions.instructorId,
  instructorName: users.name,
  startsAt: liveSessions.startsAt,
  durationMinutes: liveSessions.durationMinutes,
  timeZone: liveSessions.timeZone,
  status: liveSessions.status,
  provider: liveSessions.provider,
  providerMeetingId: liveSessions.providerMeetingId,
  meetingUrl: liveSessions.meetingUrl,
  recordingUrl: liveSessions.recordingUrl,
  notes: liveSessions.notes,
  sequence: liveSessions.sequence,
  attendees: presentCount,
};

export type SessionFilter = {
  scope: "upcoming" | "past";
  now: Date;
  courseSlug?: string | undefined;
  batchId?: string | undefined;
  status?: SessionRow["status"] | undefined;
  /** Instructors: only the sessions of the courses they teach. */
  taughtBy?: string | undefined;
};

export function createLiveClassesRepository(db: Database) {
  const instructors = createCourseInstructorsRepository(db);

  function sessionsQuery(runner: Pick<Database, "select"> = db) {
    return runner
      .select(sessionColumns)
      .from(liveSessions)
      .innerJoin(batches, eq(batches.id, liveSessions.batchId))
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .leftJoin(lessons, eq(lessons.id, liveSessions.lessonId))
      .leftJoin(users, eq(users.id, liveSessions.instructorId));
  }

  /** Batches of the courses `userId` teaches. */
  function taughtBy(userId: string): SQL {
    return inArray(
      batches.courseId,
      db
        .select({ courseId: courseInstructors.courseId })
        .from(courseInstructors)
        .where(eq(courseInstructors.userId, userId)),
    );
  }

  function filterWhere(filter: SessionFilter): SQL | undefined {
    const now = filter.now.toISOString();
    const conditions: (SQL | undefined)[] = [
      filter.scope === "upcoming" ? upcomingAt(now) : pastAt(now),
      filter.courseSlug ? eq(courses.slug, filter.courseSlug) : undefined,
      filter.batchId ? eq(liveSessions.batchId, filter.batchId) : undefined,
      filter.status ? eq(liveSessions.status, filter.status) : undefined,
      filter.taughtBy ? taughtBy(filter.taughtBy) : undefined,
    ];
    return and(...conditions);
  }

  /** Recipients of a batch's notices: its students, one row per person. */
  function studentsOf(runner: Pick<Database, "selectDistinct">, batchId: string) {
    return runner
      .selectDistinct({ userId: users.id, name: users.name, email: users.email })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(and(eq(enrollments.batchId, batchId), holding, eq(users.active, true)))
      .orderBy(users.email);
  }

  return {
    async batch(batchId: string): Promise<BatchRef | undefined> {
      const [row] = await db
        .select({
          id: batches.id,
          type: batches.type,
          startDate: batches.startDate,
          courseId: courses.id,
          courseSlug: courses.slug,
          courseTitle: courses.title,
        })
        .from(batches)
        .innerJoin(courses, eq(courses.id, batches.courseId))
        .where(eq(batches.id, batchId))
        .limit(1);
      return row;
    },

    /** Batches with their course and schedule zone (null: none set), of every course or of those `instructor` teaches. */
    async batchesFor(instructor: string | undefined) {
      return db
        .select({
          id: batches.id,
          type: batches.type,
          startDate: batches.startDate,
          courseId: courses.id,
          courseSlug: courses.slug,
          courseTitle: courses.title,
          timeZone: batchSchedules.timeZone,
        })
        .from(batches)
        .innerJoin(courses, eq(courses.id, batches.courseId))
        .leftJoin(batchSchedules, eq(batchSchedules.batchId, batches.id))
        .where(instructor ? taughtBy(instructor) : undefined)
        .orderBy(asc(courses.title), desc(batches.startDate));
    },

    /** The lessons (in course order) and instructors of these courses. */
    async courseParts(courseIds: string[]) {
      if (courseIds.length === 0) return { lessons: [], instructors: [] };
      const lessonRows = await db
        .select({ courseId: lessons.courseId, id: lessons.id, title: lessons.title })
        .from(lessons)
        .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
        .where(inArray(lessons.courseId, courseIds))
        .orderBy(asc(courseModules.position), asc(lessons.position));
      const instructorRows = await db
        .select({ courseId: courseInstructors.courseId, id: users.id, name: users.name })
        .from(courseInstructors)
        .innerJoin(users, eq(users.id, courseInstructors.userId))
        .where(inArray(courseInstructors.courseId, courseIds))
        .orderBy(asc(users.name));
      return { lessons: lessonRows, instructors: instructorRows };
    },

    teaches: instructors.teaches,

    async lessonInCourse(lessonId: string, courseId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: lessons.id })
        .from(lessons)
        .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)))
        .limit(1);
      return row !== undefined;
    },

    async session(id: string): Promise<SessionRow | undefined> {
      const [row] = await sessionsQuery().where(eq(liveSessions.id, id)).limit(1);
      return row;
    },

    /** One page of sessions: upcoming soonest first, past latest first. */
    async list(filter: SessionFilter, page: { offset: number; limit: number }) {
      const where = filterWhere(filter);
      const order = filter.scope === "upcoming" ? asc(liveSessions.startsAt) : desc(liveSessions.startsAt);
      const rows = await sessionsQuery()
        .where(where)
        .orderBy(order, asc(liveSessions.id))
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await db
        .select({ total: count() })
        .from(liveSessions)
        .innerJoin(batches, eq(batches.id, liveSessions.batchId))
        .innerJoin(courses, eq(courses.id, batches.courseId))
        .where(where);
      return { rows, total: total?.total ?? 0 };
    },

    async insert(values: NewSession): Promise<string> {
      const [row] = await db.insert(liveSessions).values(values).returning({ id: liveSessions.id });
      if (!row) throw new Error("live session insert returned no row");
      return row.id;
    },

    async update(id: string, patch: SessionPatch, now: Date): Promise<void> {
      await db
        .update(liveSessions)
        .set({ ...patch, updatedAt: now })
        .where(eq(liveSessions.id, id));
    },

    /**
     * Changes a session and queues a notice to each of its batch's students in one transaction: the notice
     * goes to exactly the students enrolled when the change is made, and a failure leaves neither behind.
     */
    async updateWithNotices(
      id: string,
      batchId: string,
      patch: SessionPatch,
      noticeFor: (recipient: Recipient) => NewMail,
      now: Date,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .update(liveSessions)
          .set({ ...patch, updatedAt: now })
          .where(eq(liveSessions.id, id));
        const recipients = await studentsOf(tx, batchId);
        const outbox = createMailRepository(tx as unknown as Database);
        for (const recipient of recipients) await outbox.insert(noticeFor(recipient), now);
        return recipients.length;
      });
    },

    async scheduleOf(batchId: string): Promise<ScheduleRow | undefined> {
      const [row] = await db
        .select({
          weekdays: batchSchedules.weekdays,
          startTime: batchSchedules.startTime,
          durationMinutes: batchSchedules.durationMinutes,
          timeZone: batchSchedules.timeZone,
          firstDate: batchSchedules.firstDate,
          lastDate: batchSchedules.lastDate,
        })
        .from(batchSchedules)
        .where(eq(batchSchedules.batchId, batchId))
        .limit(1);
      return row;
    },

    /**
     * Saves a batch's schedule and brings its future generated sessions in line, in one transaction:
     * generated sessions still untouched (scheduled, never rescheduled, no attendance) that start after `now`
     * are removed, then each new time gets a session unless one already starts at that instant. Sessions
     * made by hand, edited ones and past ones stay as they are.
     */
    async applySchedule(
      batchId: string,
      schedule: ScheduleRow,
      times: { startsAt: Date; durationMinutes: number }[],
      topicOf: (index: number) => string,
      now: Date,
    ): Promise<{ created: number; removed: number }> {
      return db.transaction(async (tx) => {
        await tx
          .insert(batchSchedules)
          .values({ batchId, ...schedule, updatedAt: now })
          .onConflictDoUpdate({ target: batchSchedules.batchId, set: { ...schedule, updatedAt: now } });
        const removed = await tx
          .delete(liveSessions)
          .where(
            and(
              eq(liveSessions.batchId, batchId),
              eq(liveSessions.generated, true),
              eq(liveSessions.status, "scheduled"),
              eq(liveSessions.sequence, 0),
              eq(liveSessions.provider, "manual"),
              gt(liveSessions.startsAt, now),
              notExists(
                tx
                  .select({ one: sql`1` })
                  .from(sessionAttendance)
                  .where(eq(sessionAttendance.sessionId, liveSessions.id)),
              ),
            ),
          )
          .returning({ id: liveSessions.id });
        const kept = await tx
          .select({ startsAt: liveSessions.startsAt })
          .from(liveSessions)
          .where(eq(liveSessions.batchId, batchId));
        const taken = new Set(kept.map((row) => row.startsAt.getTime()));
        const fresh = times
          .map((time, index) => ({ ...time, topic: topicOf(index) }))
          .filter((time) => time.startsAt > now && !taken.has(time.startsAt.getTime()));
        if (fresh.length > 0) {
          await tx.insert(liveSessions).values(
            fresh.map((time) => ({
              batchId,
              topic: time.topic,
              startsAt: time.startsAt,
              durationMinutes: time.durationMinutes,
              timeZone: schedule.timeZone,
              generated: true,
            })),
          );
        }
        return { created: fresh.length, removed: removed.length };
      });
    },

    async studentsOf(batchId: string): Promise<Recipient[]> {
      return studentsOf(db, batchId);
    },

    async isStudentOf(userId: string, batchId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), eq(enrollments.batchId, batchId), holding))
        .limit(1);
      return row !== undefined;
    },

    /** The sessions of every batch the student holds a place in, soonest first (both lists built by the caller). */
    async sessionsOfStudent(
      userId: string,
      now: Date,
      pastMax: number,
    ): Promise<{ upcoming: SessionRow[]; past: (SessionRow & { attended: boolean })[] }> {
      // The batch ids first (one indexed read; most readers have none, and then nothing more is asked), so
      // the session reads filter by a literal list instead of a subquery per row.
      const held = await db
        .selectDistinct({ batchId: enrollments.batchId })
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), holding));
      const batchIds = held.flatMap((row) => (row.batchId ? [row.batchId] : []));
      if (batchIds.length === 0) return { upcoming: [], past: [] };
      const mine = inArray(liveSessions.batchId, batchIds);
      const at = now.toISOString();
      // A student's view never shows attendee counts: the per-row count of the staff list is left out.
      const columns = { ...sessionColumns, attendees: sql<number>`0` };
      const base = () =>
        db
          .select({ ...columns, attended: sql<boolean>`coalesce(${sessionAttendance.present}, false)` })
          .from(liveSessions)
          .innerJoin(batches, eq(batches.id, liveSessions.batchId))
          .innerJoin(courses, eq(courses.id, batches.courseId))
          .leftJoin(lessons, eq(lessons.id, liveSessions.lessonId))
          .leftJoin(users, eq(users.id, liveSessions.instructorId))
          .leftJoin(
            sessionAttendance,
            and(eq(sessionAttendance.sessionId, liveSessions.id), eq(sessionAttendance.userId, userId)),
          );
      const upcoming = await base()
        .where(and(mine, upcomingAt(at)))
        .orderBy(asc(liveSessions.startsAt), asc(liveSessions.id))
        .limit(upcomingMax);
      const past = await base()
        .where(and(mine, pastAt(at), ne(liveSessions.status, "cancelled")))
        .orderBy(desc(liveSessions.startsAt), asc(liveSessions.id))
        .limit(pastMax);
      return { upcoming, past };
    },

    /**
     * A join through our button: the student is present from now on, unless an instructor marked them by hand
     * (a manual correction wins). The first join time is kept.
     */
    async recordJoin(sessionId: string, userId: string, now: Date): Promise<void> {
      await db
        .insert(sessionAttendance)
        .values({
          sessionId,
          userId,
          source: "join_button",
          present: true,
          firstJoinedAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [sessionAttendance.sessionId, sessionAttendance.userId],
          set: {
            present: sql`case when ${sessionAttendance.source} = 'manual' then ${sessionAttendance.present} else true end`,
            source: sql`case when ${sessionAttendance.source} = 'manual' then 'manual' else 'join_button' end`,
            firstJoinedAt: sql`coalesce(${sessionAttendance.firstJoinedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          },
        });
    },

    /** Every student of the batch with their attendance (absent when nothing was recorded). */
    async attendance(sessionId: string, batchId: string) {
      return db
        .selectDistinct({
          userId: users.id,
          name: users.name,
          email: users.email,
          present: sql<boolean>`coalesce(${sessionAttendance.present}, false)`,
          source: sessionAttendance.source,
          firstJoinedAt: sessionAttendance.firstJoinedAt,
        })
        .from(enrollments)
        .innerJoin(users, eq(users.id, enrollments.userId))
        .leftJoin(
          sessionAttendance,
          and(eq(sessionAttendance.sessionId, sessionId), eq(sessionAttendance.userId, users.id)),
        )
        .where(and(eq(enrollments.batchId, batchId), holding))
        .orderBy(users.name, users.email);
    },

    async setAttendance(sessionId: string, userId: string, present: boolean, now: Date): Promise<void> {
      await db
        .insert(sessionAttendance)
        .values({ sessionId, userId, source: "manual", present, updatedAt: now })
        .onConflictDoUpdate({
          target: [sessionAttendance.sessionId, sessionAttendance.userId],
          set: { source: "manual", present, updatedAt: now },
        });
    },
  };
}
export type LiveClassesRepository = ReturnType<typeof createLiveClassesRepository>;
