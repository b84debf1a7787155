import { and, eq, ne, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import { liveSessions, meetingWebhookEvents, sessionAttendance } from "#server/db/schema/live-classes.ts";

// What Zoom's webhook changes (issue 15): attendance from participant events, the recording link. Each
// change is written in one transaction with the event's key in meeting_webhook_events, so a redelivery
// (Zoom retries until it gets a 2xx, and may deliver twice anyway) changes nothing a second time.

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * applied: the change is stored. duplicate: this event was applied before. manual_kept: a staff member
 * set this student's attendance by hand, which a meeting event never overrides (the key is stored all
 * the same, so a redelivery reads as duplicate).
 */
export type WebhookChange = "applied" | "duplicate" | "manual_kept";

/** A participant joined or left the meeting at `at`; the event arrived at `now`. */
type ParticipantEvent = { eventKey: string; sessionId: string; userId: string; at: Date; now: Date };

export function createMeetingWebhookRepository(db: Database) {
  /** Stores the key; false when it is there already (the event was applied, or is being applied, before). */
  async function claimEvent(tx: Tx, eventKey: string, now: Date): Promise<boolean> {
    const rows = await tx
      .insert(meetingWebhookEvents)
      .values({ eventKey, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventKey: meetingWebhookEvents.eventKey });
    return rows.length > 0;
  }

  /**
   * A participant event's attendance, with its key claimed in the same transaction: a new row is the
   * student present from Zoom with the event's time (`inserted`); a row there gets `changes`, unless it
   * was set by hand (no row comes back then).
   */
  async function recordAttendance(
    input: ParticipantEvent,
    inserted: { firstJoinedAt: Date } | { lastLeftAt: Date },
    changes: PgUpdateSetSource<typeof sessionAttendance>,
  ): Promise<WebhookChange> {
    return db.transaction(async (tx) => {
      if (!(await claimEvent(tx, input.eventKey, input.now))) return "duplicate";
      const rows = await tx
        .insert(sessionAttendance)
        .values({
          sessionId: input.sessionId,
          userId: input.userId,
          source: "zoom",
          present: true,
          ...inserted,
          updatedAt: input.now,
        })
        .onConflictDoUpdate({
          target: [sessionAttendance.sessionId, sessionAttendance.userId],
          set: { ...changes, updatedAt: input.now },
          setWhere: ne(sessionAttendance.source, "manual"),
        })
        .returning({ userId: sessionAttendance.userId });
      return rows.length > 0 ? "applied" : "manual_kept";
    });
  }

  return {
    /** The session whose Zoom meeting has this id. */
    async sessionByMeetingId(meetingId: string): Promise<{ id: string; batchId: string } | undefined> {
      const [row] = await db
        .select({ id: liveSessions.id, batchId: liveSessions.batchId })
        .from(liveSessions)
        .where(and(eq(liveSessions.provider, "zoom"), eq(liveSessions.providerMeetingId, meetingId)))
        .limit(1);
      return row;
    },

    /**
     * The student of the batch with this email (any case): an account with a holding (not cancelled)
     * enrollment in it. Staff and strangers who join the meeting are nobody's attendance.
     */
    async studentOfBatch(batchId: string, email: string): Promise<{ id: string } | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(enrollments, eq(enrollments.userId, users.id))
        .where(
          and(
            sql`lower(${users.email}) = lower(${email})`,
            eq(enrollments.batchId, batchId),
            ne(enrollments.status, "cancelled"),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * A join: present, from Zoom, first join kept as the earliest seen. An attendance row set by hand
     * stays as it is.
     */
    async recordJoin(input: ParticipantEvent): Promise<WebhookChange> {
      return recordAttendance(
        input,
        { firstJoinedAt: input.at },
        {
          source: "zoom",
          present: true,
          firstJoinedAt: sql`least(coalesce(${sessionAttendance.firstJoinedAt}, excluded.first_joined_at), excluded.first_joined_at)`,
        },
      );
    },

    /**
     * A leave: the latest leave time. A leave without a stored join (that event was lost) still shows the
     * student was there. An attendance row set by hand stays as it is.
     */
    async recordLeave(input: ParticipantEvent): Promise<WebhookChange> {
      return recordAttendance(
        input,
        { lastLeftAt: input.at },
        {
          lastLeftAt: sql`greatest(coalesce(${sessionAttendance.lastLeftAt}, excluded.last_left_at), excluded.last_left_at)`,
        },
      );
    },

    /** The recording's link on the session (the latest recording of the meeting wins). */
    async recordRecording(input: {
      eventKey: string;
      sessionId: string;
      url: string;
      now: Date;
    }): Promise<WebhookChange> {
      return db.transaction(async (tx) => {
        if (!(await claimEvent(tx, input.eventKey, input.now))) return "duplicate";
        await tx
          .update(liveSessions)
          .set({ recordingUrl: input.url, updatedAt: input.now })
          .where(eq(liveSessions.id, input.sessionId));
        return "applied";
      });
    },
  };
}
export type MeetingWebhookRepository = ReturnType<typeof createMeetingWebhookRepository>;
