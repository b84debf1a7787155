import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { courses } from "./catalog.ts";
import { communityPostKinds } from "./community.ts";

// The community forum's moderation (issue 18, decision draft community-moderation): reports of posts, the
// warnings staff give authors, and posting suspensions. A post's own state (published, held, hidden) is a
// column of its row in community.ts.

export const communityReportReasons = ["spam", "harassment", "off-topic", "other"] as const;

/** One person's report of one post; resolved by the first moderation action on the post. */
export const communityReports = pgTable(
  "community_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postKind: text("post_kind", { enum: communityPostKinds }).notNull(),
    postId: uuid("post_id").notNull(),
    /** The post's thread (the thread itself for a thread), so the queue links to the page. */
    threadId: uuid("thread_id").notNull(),
    /** The space's course (null in the general space): who may see the report in their queue. */
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason", { enum: communityReportReasons }).notNull(),
    /** Plain text as typed, never rendered as HTML. */
    details: text("details").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    /** The action that resolved it: hide, restore, dismiss, warn, suspend. */
    resolution: text("resolution"),
  },
  (t) => [
    // One open report per person and post: a second is refused (409) until the first is resolved.
    uniqueIndex("community_reports_open_once_idx")
      .on(t.postKind, t.postId, t.reporterId)
      .where(sql`${t.resolvedAt} is null`),
    index("community_reports_post_idx").on(t.postKind, t.postId),
    index("community_reports_open_idx").on(t.courseId, t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
);

/** A warning a space's staff gave an author about a post; the author reads their own. */
export const communityWarnings = pgTable(
  "community_warnings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Plain text as typed by the moderator. */
    message: text("message").notNull(),
    postKind: text("post_kind", { enum: communityPostKinds }).notNull(),
    postId: uuid("post_id").notNull(),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "cascade" }),
    givenBy: uuid("given_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("community_warnings_user_idx").on(t.userId, t.createdAt)],
);

/**
 * A posting suspension until `until`: site-wide (course null, set by admins) or in one course's spaces (its
 * course space and batch spaces, set by its instructors).
 */
export const communitySuspensions = pgTable(
  "community_suspensions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "cascade" }),
    until: timestamp("until", { withTimezone: true }).notNull(),
    reason: text("reason").notNull().default(""),
    postKind: text("post_kind", { enum: communityPostKinds }).notNull(),
    postId: uuid("post_id").notNull(),
    givenBy: uuid("given_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("community_suspensions_user_idx").on(t.userId, t.until)],
);
