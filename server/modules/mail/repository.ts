import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailOutbox, mailTrackingEvents } from "#server/db/schema/mail.ts";

import type { MailAttachment } from "#server/providers/mail/mail-transport.ts";

export type NewMail = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  kind: string;
  attachments?: readonly MailAttachment[] | null;
  /** A copy an admin queued from Email Tracking: the mail it copies. */
  resentFromId?: string | null;
  /** The one-click unsubscribe address of mail one can opt out of (schema/mail.ts). */
  listUnsubscribe?: string | null;
};
export type OutboxMail = NewMail & { id: string; attempts: number };

export function createMailRepository(db: Database) {
  return {
    async insert(mail: NewMail, now: Date): Promise<string> {
      const { to, subject, text, html, kind } = mail;
      const resentFromId = mail.resentFromId ?? null;
      const attachments = mail.attachments?.length ? [...mail.attachments] : null;
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to,
          subject,
          text,
          kind,
          html: html ?? null,
          attachments,
          resentFromId,
          listUnsubscribe: mail.listUnsubscribe ?? null,
          createdAt: now,
          nextAttemptAt: now,
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error("mail insert returned no row");
      return row.id;
    },

    /**
     * Takes up to `limit` due mails for one delivery attempt: counts the attempt and pushes their next
     * attempt past `leaseUntil`, in one statement. Another run (here or on another instance) skips them
     * meanwhile (SKIP LOCKED, then the moved due time); if this process dies mid-send, they come due again.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxMail[]> {
      const result = (await db.execute(sql`
        update ${mailOutbox}
        set attempts = attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
        where id in (
          select id from ${mailOutbox}
          where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
          order by next_attempt_at
          limit ${limit}
          for update skip locked
        )
        returning id, "to", subject, text, html, kind, attachments, attempts, list_unsubscribe as "listUnsubscribe"
      `)) as unknown as { rows: OutboxMail[] };
      return result.rows;
    },

    async markDelivered(id: string, status: "sent" | "outbox", at: Date, tracked = false): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status, sentAt: at, lastError: null, tracked })
        .where(eq(mailOutbox.id, id));
    },

    /** Not sent: the address is on the suppression list for this kind of mail (suppression-rule.ts). */
    async markSuppressed(id: string, at: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: "suppressed", sentAt: null, lastError: null, nextAttemptAt: at })
        .where(eq(mailOutbox.id, id));
    },

    /** Where one mail stands (the integration test reads its own mail back). */
    async deliveryOf(id: string): Promise<{ status: string; lastError: string | null } | null> {
      const [row] = await db
        .select({ status: mailOutbox.status, lastError: mailOutbox.lastError })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id));
      return row ?? null;
    },

    /** A pixel load, kept as an event (proxy or not); answers whether it was the mail's first open. */
    async recordOpen(id: string, at: Date, proxy = false): Promise<boolean> {
      await db.insert(mailTrackingEvents).values({ mailId: id, kind: "open", proxy, occurredAt: at });
      const rows = await db
        .update(mailOutbox)
        .set({ firstOpenedAt: at })
        .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.firstOpenedAt)))
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },

    /** Every click counts and is kept as an event with its URL; the first one's time is kept. */
    async recordClick(id: string, at: Date, url?: string): Promise<void> {
      await db
        .insert(mailTrackingEvents)
        .values({ mailId: id, kind: "click", url: url ?? null, occurredAt: at });
      await db
        .update(mailOutbox)
        .set({
          clickCount: sql`${mailOutbox.clickCount} + 1`,
          firstClickedAt: sql`coalesce(${mailOutbox.firstClickedAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(mailOutbox.id, id));
    },

    /** A failed attempt: try again at `retryAt`, or give up (`retryAt` null) and mark it failed. */
    async markAttemptFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set(
          retryAt
            ? { status: "pending", lastError: error, nextAttemptAt: retryAt }
            : { status: "failed", lastError: error },
        )
        .where(eq(mailOutbox.id, id));
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
