import { and, asc, eq, gt, isNull, like, lte, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import {
  notificationDigests,
  notificationPreferences,
  notifications,
} from "#server/db/schema/notifications.ts";
import { createMailRepository, type NewMail } from "#server/modules/mail/repository.ts";

// The daily community digest's reads and its claim (issue 18). A person's digest of a UTC day is claimed by
// inserting their notification_digests row in the transaction that queues the mail: of two instances at
// once, the second inserts nothing and queues nothing; a run that fails half-way leaves neither.

export type DigestItem = { kind: string; actorUsername: string | null; subject: string; link: string };
export type DigestRecipient = { userId: string; name: string; email: string };

const communityKinds = like(notifications.kind, "community-%");

export function createDigestRepository(db: Database) {
  /** When the person's last digest before `day` went out (notifications after it are new to the digest). */
  const lastSent = (userId: string, day: string) => sql`coalesce((
    select max(${notificationDigests.sentAt}) from ${notificationDigests}
    where ${notificationDigests.userId} = ${userId} and ${notificationDigests.day} <> ${day}::date
  ), '-infinity'::timestamptz)`;

  return {
    /**
     * People with unread community notifications written since their last digest, the digest on, an active
     * account, and no digest on `day` yet.
     */
    async due(day: string, now: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: notifications.userId })
        .from(notifications)
        .innerJoin(users, and(eq(users.id, notifications.userId), eq(users.active, true)))
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, notifications.userId))
        .where(
          and(
            isNull(notifications.readAt),
            communityKinds,
            lte(notifications.createdAt, now),
            sql`coalesce(${notificationPreferences.communityDigest}, true)`,
            sql`${notifications.createdAt} > coalesce((select max(d.sent_at) from ${notificationDigests} d where d.user_id = ${notifications.userId}), '-infinity'::timestamptz)`,
            sql`not exists (select 1 from ${notificationDigests} d where d.user_id = ${notifications.userId} and d.day = ${day}::date)`,
          ),
        );
      return rows.map((row) => row.userId);
    },

    /**
     * Claims the person's digest of `day` and queues its mail, in one transaction; answers the number of
     * notifications listed, or null when there was nothing to claim (sent already, turned off, nothing new).
     */
    async claimAndQueue(
      userId: string,
      day: string,
      now: Date,
      limit: number,
      mailFor: (recipient: DigestRecipient, items: DigestItem[], total: number) => NewMail,
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [recipient] = await tx
          .select({ userId: users.id, name: users.name, email: users.email })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.active, true)));
        if (!recipient) return null;
        const fresh = and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          communityKinds,
          gt(notifications.createdAt, lastSent(userId, day)),
          lte(notifications.createdAt, now),
        );
        const [counted] = await tx
          .select({ total: sql<number>`count(*)::int` })
          .from(notifications)
          .where(fresh);
        const total = Number(counted?.total ?? 0);
        if (total === 0) return null;
        const claimed = (await tx.execute(sql`
          insert into ${notificationDigests} (user_id, day, sent_at)
          select ${userId}, ${day}::date, ${now.toISOString()}::timestamptz
          where coalesce((select community_digest from ${notificationPreferences} where user_id = ${userId}), true)
          on conflict do nothing
          returning user_id
        `)) as unknown as { rows: unknown[] };
        if (claimed.rows.length === 0) return null;
        const items = await tx
          .select({
            kind: notifications.kind,
            actorUsername: users.username,
            subject: notifications.subject,
            link: notifications.link,
          })
          .from(notifications)
          .leftJoin(users, eq(users.id, notifications.actorId))
          .where(fresh)
          .orderBy(asc(notifications.createdAt), asc(notifications.id))
          .limit(limit);
        await createMailRepository(tx as unknown as Database).insert(mailFor(recipient, items, total), now);
        return items.length;
      });
    },
  };
}
export type DigestRepository = ReturnType<typeof createDigestRepository>;
