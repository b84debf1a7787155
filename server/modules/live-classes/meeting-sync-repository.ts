import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { liveSessions } from "#server/db/schema/live-classes.ts";
import { siteSettings } from "#server/db/schema/settings.ts";

// What "Sync now" reads and writes (issue 15): the upcoming sessions that have no meeting yet, the one
// update that attaches a created Zoom meeting, and when the last sync ran.

/** Sessions still to be held: scheduled or moved (not cancelled, not held yet). */
const upcomingStatuses = ["scheduled", "rescheduled"] as const;

/** Not over yet at `now` (a session under way still counts: its students may still be joining). */
const notOverAt = (now: Date) =>
  sql`${liveSessions.startsAt} + make_interval(mins => ${liveSessions.durationMinutes}) > ${now.toISOString()}::timestamptz`;

/**
 * The site_settings row holding the last sync's time (ISO 8601), shared by every instance. It is none of the
 * settings module's keys: its reads name their keys, so this row is never shown or seeded.
 */
export const lastMeetingSyncKey = "live_classes.last_meeting_sync_at";

export type SyncCandidate = {
  id: string;
  topic: string;
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
};

export function createMeetingSyncRepository(db: Database) {
  return {
    /** Upcoming sessions with a manual provider and no link: the ones a sync gives a Zoom meeting. Soonest first. */
    async withoutMeeting(now: Date): Promise<SyncCandidate[]> {
      return db
        .select({
          id: liveSessions.id,
          topic: liveSessions.topic,
          startsAt: liveSessions.startsAt,
          durationMinutes: liveSessions.durationMinutes,
          timeZone: liveSessions.timeZone,
        })
        .from(liveSessions)
        .where(
          and(
            inArray(liveSessions.status, upcomingStatuses),
            eq(liveSessions.provider, "manual"),
            isNull(liveSessions.meetingUrl),
            notOverAt(now),
          ),
        )
        .orderBy(asc(liveSessions.startsAt), asc(liveSessions.id));
    },

    /** Upcoming sessions (any provider) that students could not join yet: no meeting link. */
    async countWithoutLink(now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(liveSessions)
        .where(
          and(
            inArray(liveSessions.status, upcomingStatuses),
            isNull(liveSessions.meetingUrl),
            notOverAt(now),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * Stores a created meeting on the session, in one statement, only if it still has none (nobody pasted a
     * link or ran another sync meanwhile). False: the session was not changed and the meeting is spare.
     */
    async attachMeeting(
      sessionId: string,
      meeting: { meetingId: string; joinUrl: string },
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(liveSessions)
        .set({
          provider: "zoom",
          providerMeetingId: meeting.meetingId,
          meetingUrl: meeting.joinUrl,
          updatedAt: now,
        })
        .where(
          and(
            eq(liveSessions.id, sessionId),
            eq(liveSessions.provider, "manual"),
            isNull(liveSessions.meetingUrl),
          ),
        )
        .returning({ id: liveSessions.id });
      return rows.length > 0;
    },

    async lastSyncAt(): Promise<Date | null> {
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, lastMeetingSyncKey))
        .limit(1);
      const at = row ? Date.parse(row.value) : Number.NaN;
      return Number.isNaN(at) ? null : new Date(at);
    },

    async recordSync(at: Date): Promise<void> {
      await db
        .insert(siteSettings)
        .values({ key: lastMeetingSyncKey, value: at.toISOString(), updatedAt: at })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: at.toISOString(), updatedAt: at },
        });
    },
  };
}
export type MeetingSyncRepository = ReturnType<typeof createMeetingSyncRepository>;
