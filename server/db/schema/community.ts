import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { batches, courses } from "./catalog.ts";

// The community forum (issue 18, decision 0047). Spaces are not stored: a thread names its space by key,
// `general`, `course:<course id>` or `batch:<batch id>` (ids, not slugs, since an admin may rename a course's
// slug), with the course and batch beside it so access checks and cascades need no parsing.

export const communityPostKinds = ["thread", "reply"] as const;
export type CommunityPostKind = (typeof communityPostKinds)[number];

/** A post's moderation state (community-moderation.ts in contracts says who sees which). */
export const communityModerationStates = ["published", "held", "hidden"] as const;

export const communityThreads = pgTable(
  "community_threads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    spaceKey: text("space_key").notNull(),
    /** The course of a course or batch space; null in the general space. */
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "cascade" }),
    /** The batch of a batch space; null otherwise. */
    batchId: uuid("batch_id").references(() => batches.id, { onDelete: "cascade" }),
    /** Null once the account is gone. */
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Plain text: never rendered as HTML. */
    title: text("title").notNull(),
    /** Markdown as written; `bodyHtml` is its sanitised rendering, made when it is written. */
    body: text("body").notNull(),
    bodyHtml: text("body_html").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    pinned: boolean("pinned").notNull().default(false),
    locked: boolean("locked").notNull().default(false),
    acceptedReplyId: uuid("accepted_reply_id").references((): AnyPgColumn => communityReplies.id, {
      onDelete: "set null",
    }),
    /** Soft delete: the row stays so its replies keep their place; the API shows "[deleted]". */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Optimistic concurrency of the author's edits (decision 0042); pin, lock and accept leave it alone. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set by the author's first edit; null for a post as first written. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** The thread's creation or its latest reply: the list's order after pinned threads. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /** Replies not deleted, kept with each reply written or deleted so lists count nothing. */
    replyCount: integer("reply_count").notNull().default(0),
    /** Published, held for review (a new account's post with a link) or hidden by staff (moderation). */
    moderation: text("moderation", { enum: communityModerationStates }).notNull().default("published"),
  },
  (t) => [
    index("community_threads_space_list_idx").on(
      t.spaceKey,
      t.pinned.desc(),
      t.lastActivityAt.desc(),
      t.id.desc(),
    ),
    check(
      "community_threads_space_ok",
      sql`(${t.spaceKey} = 'general' and ${t.courseId} is null and ${t.batchId} is null)
        or (${t.courseId} is not null and ${t.batchId} is null and ${t.spaceKey} = ('course:' || ${t.courseId}::text))
        or (${t.courseId} is not null and ${t.batchId} is not null and ${t.spaceKey} = ('batch:' || ${t.batchId}::text))`,
    ),
    check("community_threads_reply_count_ok", sql`${t.replyCount} >= 0`),
    // Full-text search (community-search-repository.ts repeats this expression so the index serves it).
    index("community_threads_search_idx").using(
      "gin",
      sql`to_tsvector('english', ${t.title} || ' ' || ${t.body})`,
    ),
  ],
);

export const communityReplies = pgTable(
  "community_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => communityThreads.id, { onDelete: "cascade" }),
    /** One level of nesting: a top-level reply's id, never a nested reply's (the service attaches to the top). */
    parentId: uuid("parent_id").references((): AnyPgColumn => communityReplies.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    bodyHtml: text("body_html").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** As a thread's: only published replies count in the thread's reply count and latest activity. */
    moderation: text("moderation", { enum: communityModerationStates }).notNull().default("published"),
  },
  (t) => [
    index("community_replies_thread_idx").on(t.threadId, t.createdAt, t.id),
    index("community_replies_parent_idx").on(t.parentId, t.createdAt),
    index("community_replies_search_idx").using("gin", sql`to_tsvector('english', ${t.body})`),
  ],
);

/** What a post said before each edit of its author: the edit history the author and the space's staff read. */
export const communityPostEdits = pgTable(
  "community_post_edits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postKind: text("post_kind", { enum: communityPostKinds }).notNull(),
    postId: uuid("post_id").notNull(),
    /** A thread's title before the edit; null for replies. */
    previousTitle: text("previous_title"),
    previousBody: text("previous_body").notNull(),
    editorId: uuid("editor_id").references(() => users.id, { onDelete: "set null" }),
    editedAt: timestamp("edited_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("community_post_edits_post_idx").on(t.postKind, t.postId, t.editedAt)],
);

/** One upvote of one person on one post; a second vote is the same row (toggled off by deleting it). */
export const communityVotes = pgTable(
  "community_votes",
  {
    postKind: text("post_kind", { enum: communityPostKinds }).notNull(),
    postId: uuid("post_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postKind, t.postId, t.userId] })],
);

/**
 * Where a person stopped reading a thread (unread markers): written when they open its page. A thread is
 * unread when it had activity after `lastReadAt`; `replyCount` is the thread's count at that moment.
 */
export const communityThreadReads = pgTable(
  "community_thread_reads",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => communityThreads.id, { onDelete: "cascade" }),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }).notNull(),
    replyCount: integer("reply_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.threadId] })],
);
