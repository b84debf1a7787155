import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

// Portal notifications (issue 18): a small general store any feature can write to. A row says who did
// what (kind, actor), about what (subject, a plain-text line such as a thread's title) and where to look
// (a portal path); the title a person reads is made from these by contracts/notifications-text.ts.

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `community-mention`, `community-reply`, `community-accepted` (contracts/notifications.ts). */
    kind: text("kind").notNull(),
    /** Who caused it; null once the account is gone. */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Plain text (a thread's title when it was written): shown as text, never as HTML. */
    subject: text("subject").notNull(),
    /** A portal path, e.g. /dashboard/student/community/threads/<id>. */
    link: text("link").notNull(),
    /**
     * The event's key per recipient (e.g. `mention:reply:<id>`): the same event notifies a person once, so an
     * edit that keeps a mention, or a retried write, adds nothing.
     */
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notifications_dedupe_idx").on(t.userId, t.dedupeKey),
    index("notifications_user_list_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The unread count every portal page asks for reads only this small index.
    index("notifications_user_unread_idx").on(t.userId, t.createdAt).where(sql`${t.readAt} is null`),
  ],
);

/** A person's choices; no row means every default (the community digest on). */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  communityDigest: boolean("community_digest").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One daily digest per person and UTC day, claimed by inserting this row in the transaction that queues its
 * mail: of two instances running at once, the second inserts nothing and sends nothing.
 */
export const notificationDigests = pgTable(
  "notification_digests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
