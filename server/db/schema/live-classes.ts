import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ScheduleWeekday } from "#contracts/live-schedule-text.ts";
import { users } from "./auth.ts";
import { batches } from "./catalog.ts";
import { lessons } from "./learning.ts";

// Live classes (issue 15): each batch's structured schedule, the sessions generated from it (each then
// edited on its own), who attended, the personal calendar feeds, and the once-only bookkeeping of
// reminders and Zoom webhook deliveries. Times are instants (timestamptz, UTC) beside the batch's IANA zone.

export const liveSessionStatuses = ["scheduled", "rescheduled", "cancelled", "held"] as const;
export const meetingProviders = ["manual", "zoom"] as const;
export const attendanceSources = ["join_button", "zoom", "manual"] as const;

/** A batch's weekly pattern (contracts/live-schedule.ts); sessions are generated from it. */
export const batchSchedules = pgTable("batch_schedules", {
  batchId: uuid("batch_id")
    .primaryKey()
    .references(() => batches.id, { onDelete: "cascade" }),
  /** "mon".."sun", Monday first. */
  weekdays: jsonb("weekdays").$type<ScheduleWeekday[]>().notNull(),
  /** "HH:MM", wall clock in `time_zone`. */
  startTime: text("start_time").notNull(),
  durationMinutes: integer("duration_minutes").notNull(),
  timeZone: text("time_zone").notNull(),
  firstDate: date("first_date", { mode: "string" }).notNull(),
  lastDate: date("last_date", { mode: "string" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const liveSessions = pgTable(
  "live_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    topic: text("topic").notNull(),
    lessonId: uuid("lesson_id").references(() => lessons.id, { onDelete: "set null" }),
    instructorId: uuid("instructor_id").references(() => users.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    /** The batch's zone when the session was made: pages show it beside the viewer's own. */
    timeZone: text("time_zone").notNull(),
    status: text("status", { enum: liveSessionStatuses }).notNull().default("scheduled"),
    /** Where students join (a pasted link, or Zoom's join_url). */
    meetingUrl: text("meeting_url"),
    /** Zoom meetings only: the provider that made it and its meeting id. */
    provider: text("provider", { enum: meetingProviders }).notNull().default("manual"),
    providerMeetingId: text("provider_meeting_id"),
    recordingUrl: text("recording_url"),
    /** The instructor's notes on the session (plain text). */
    notes: text("notes"),
    /** From a batch schedule (regenerating may replace it while untouched) or made by hand. */
    generated: boolean("generated").notNull().default(false),
    /** iCalendar SEQUENCE: raised by every reschedule and cancellation, so calendars take the newest. */
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("live_sessions_starts_at_idx").on(t.startsAt),
    index("live_sessions_batch_starts_at_idx").on(t.batchId, t.startsAt),
    uniqueIndex("live_sessions_provider_meeting_idx")
      .on(t.providerMeetingId)
      .where(sql`${t.providerMeetingId} is not null`),
    check("live_sessions_duration_ok", sql`${t.durationMinutes} between 1 and 1440`),
  ],
);

/** One row per student and session they attended (or were marked present or absent by hand). */
export const sessionAttendance = pgTable(
  "session_attendance",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What last decided it; a manual correction wins over later joins. */
    source: text("source", { enum: attendanceSources }).notNull(),
    present: boolean("present").notNull().default(true),
    firstJoinedAt: timestamp("first_joined_at", { withTimezone: true }),
    lastLeftAt: timestamp("last_left_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    index("session_attendance_user_idx").on(t.userId),
  ],
);

/** A personal calendar feed (webcal): only the token's SHA-256 is kept; revoking deletes the row. */
export const calendarFeedTokens = pgTable("calendar_feed_tokens", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Reminders sent: one row per session, kind and start time. An instance claims a reminder by inserting its
 * row (the primary key lets one instance win), in the transaction that queues the mails; a rescheduled
 * session has a new start and so gets its reminders again.
 */
export const sessionReminders = pgTable(
  "session_reminders",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["24h", "1h"] }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.kind, t.startsAt] })],
);

/** Zoom webhook deliveries already applied (their event key): a redelivery changes nothing twice. */
export const meetingWebhookEvents = pgTable("meeting_webhook_events", {
  eventKey: text("event_key").primaryKey(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
