import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { notificationPreferences, notifications } from "#server/db/schema/notifications.ts";

// The notifications store (issue 18) and each person's preferences: the only Drizzle user of these tables
// besides the digest's claim (digest-repository.ts).

export type NewNotification = {
  userId: string;
  kind: string;
  actorId: string | null;
  subject: string;
  link: string;
  /** One notification per person and key: a repeat of the same event is dropped. */
  dedupeKey: string;
};

export type NotificationRow = {
  id: string;
  kind: string;
  actorUsername: string | null;
  subject: string;
  link: string;
  createdAt: Date;
  readAt: Date | null;
};

const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

export function createNotificationsRepository(db: Database) {
  return {
    /** Inserts each new one; a (person, key) pair already there is left alone. Answers how many were new. */
    async record(rows: NewNotification[], now: Date): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(notifications)
        .values(rows.map((row) => ({ ...row, createdAt: now })))
        .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
        .returning({ id: notifications.id });
      return inserted.length;
    },

    async page(
      userId: string,
      page: number,
      pageSize: number,
    ): Promise<{ rows: NotificationRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: notifications.id,
            kind: notifications.kind,
            actorUsername: users.username,
            subject: notifications.subject,
            link: notifications.link,
            createdAt: notifications.createdAt,
            readAt: notifications.readAt,
          })
          .from(notifications)
          .leftJoin(users, eq(users.id, notifications.actorId))
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
      ]);
      return { rows, total: Number(counted?.total ?? 0) };
    },

    /** Served by the partial index of unread rows. */
    async unreadCount(userId: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(notifications).where(unreadOf(userId));
      return Number(row?.total ?? 0);
    },

    /** Marks the person's own notifications read (all, or those ids); another person's ids match nothing. */
    async markRead(userId: string, ids: string[] | "all", now: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(unreadOf(userId), ids === "all" ? undefined : inArray(notifications.id, ids)));
    },

    async communityDigest(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ on: notificationPreferences.communityDigest })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return row?.on ?? true;
    },

    /** Answers false when the account is gone (an unsubscribe link of a deleted account). */
    async setCommunityDigest(userId: string, on: boolean, now: Date): Promise<boolean> {
      const result = (await db.execute(sql`
        insert into ${notificationPreferences} (user_id, community_digest, updated_at)
        select id, ${on}, ${now.toISOString()}::timestamptz from ${users} where id = ${userId}
        on conflict (user_id) do update set community_digest = excluded.community_digest,
          updated_at = excluded.updated_at
        returning user_id
      `)) as unknown as { rows: unknown[] };
      return result.rows.length > 0;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
