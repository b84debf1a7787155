import { and, asc, eq, gt, inArray, lte, ne, notExists, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import { liveSessions, sessionReminders } from "#server/db/schema/live-classes.ts";
import { createMailRepository, type NewMail } from "#server/modules/mail/repository.ts";
import { type ReminderKind, reminderKinds, reminderWindows } from "./reminder-windows.ts";

// The reminder mails of live sessions (issue 15). A reminder is claimed by inserting its session_reminders
// row (session, kind, start) in the transaction that queues its mails: of two instances running at once,
// the second insert waits for the first and then inserts nothing, so each mail is queued once; a run that
// fails half-way leaves neither the claim nor mails. A rescheduled session has a new start, hence new rows.

/** Sessions that still happen: scheduled or moved, not cancelled and not already held. */
const remindable = ["scheduled", "rescheduled"] as const;

export type DueReminder = { sessionId: string; kind: ReminderKind };

export type ReminderSession = {
  id: string;
  batchId: string;
  topic: string;
  courseTitle: string;
  instructorName: string | null;
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
  sequence: number;
};

export type ReminderRecipient = { name: string; email: string };

const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

export function createRemindersRepository(db: Database) {
  return {
    /** Every reminder due at `now` and not sent for the session's current start, soonest start first. */
    async due(now: Date): Promise<DueReminder[]> {
      const found: (DueReminder & { startsAt: Date })[] = [];
      for (const kind of reminderKinds) {
        const window = reminderWindows[kind];
        const rows = await db
          .select({ sessionId: liveSessions.id, startsAt: liveSessions.startsAt })
          .from(liveSessions)
          .where(
            and(
              inArray(liveSessions.status, remindable),
              gt(liveSessions.startsAt, minutesAfter(now, window.afterMinutes)),
              lte(liveSessions.startsAt, minutesAfter(now, window.upToMinutes)),
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(sessionReminders)
                  .where(
                    and(
                      eq(sessionReminders.sessionId, liveSessions.id),
                      eq(sessionReminders.kind, kind),
                      eq(sessionReminders.startsAt, liveSessions.startsAt),
                    ),
                  ),
              ),
            ),
          )
          .orderBy(asc(liveSessions.startsAt));
        for (const row of rows) found.push({ ...row, kind });
      }
      return found
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
        .map(({ sessionId, kind }) => ({ sessionId, kind }));
    },

    /**
     * Claims one reminder and queues one mail per student of the session's batch, in one transaction.
     * The claim re-checks the session as it is now (still remindable, its start still in the kind's
     * window), so a session cancelled or moved since `due` read it is skipped. Answers the number of mails
     * queued, or null when the reminder was not claimed (another run has it, or it is no longer due).
     */
    async claimAndQueue(
      reminder: DueReminder,
      now: Date,
      mailFor: (session: ReminderSession, recipient: ReminderRecipient) => NewMail,
    ): Promise<number | null> {
      const window = reminderWindows[reminder.kind];
      return db.transaction(async (tx) => {
        const claimed = (await tx.execute(sql`
          insert into ${sessionReminders} (session_id, kind, starts_at, sent_at)
          select id, ${reminder.kind}, starts_at, ${now.toISOString()}::timestamptz
          from ${liveSessions}
          where id = ${reminder.sessionId}
            and status in ('scheduled', 'rescheduled')
            and starts_at > ${minutesAfter(now, window.afterMinutes).toISOString()}::timestamptz
            and starts_at <= ${minutesAfter(now, window.upToMinutes).toISOString()}::timestamptz
          on conflict do nothing
          returning session_id
        `)) as unknown as { rows: { session_id: string }[] };
        if (claimed.rows.length === 0) return null;

        const [session] = await tx
          .select({
            id: liveSessions.id,
            batchId: liveSessions.batchId,
            topic: liveSessions.topic,
            courseTitle: courses.title,
            instructorName: users.name,
            startsAt: liveSessions.startsAt,
            durationMinutes: liveSessions.durationMinutes,
            timeZone: liveSessions.timeZone,
            sequence: liveSessions.sequence,
          })
          .from(liveSessions)
          .innerJoin(batches, eq(batches.id, liveSessions.batchId))
          .innerJoin(courses, eq(courses.id, batches.courseId))
          .leftJoin(users, eq(users.id, liveSessions.instructorId))
          .where(eq(liveSessions.id, reminder.sessionId))
          .limit(1);
        if (!session) throw new Error("claimed reminder of a session that is gone");

        // The batch's students: a holding (not cancelled) enrollment, an account still active.
        const recipients = await tx
          .selectDistinct({ name: users.name, email: users.email })
          .from(enrollments)
          .innerJoin(users, eq(users.id, enrollments.userId))
          .where(
            and(
              eq(enrollments.batchId, session.batchId),
              ne(enrollments.status, "cancelled"),
              eq(users.active, true),
            ),
          )
          .orderBy(users.email);
        const outbox = createMailRepository(tx as unknown as Database);
        for (const recipient of recipients) await outbox.insert(mailFor(session, recipient), now);
        return recipients.length;
      });
    },
  };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
