import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema/mail.ts";

import type { MailAttachment } from "#server/providers/mail/mail-transport.ts";

export type NewMail = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  kind: string;
  attachments?: readonly MailAttachment[] | null;
};
export type OutboxMail = NewMail & { id: string; attempts: number };

export function createMailRepository(db: Database) {
  return {
    async insert(mail: NewMail, now: Date): Promise<string> {
      const { to, subject, text, html, kind } = mail;
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
        returning id, "to", subject, text, html, kind, attachments, attempts
      `)) as unknown as { rows: OutboxMail[] };
      return result.rows;
    },

    async markDelivered(id: string, status: "sent" | "outbox", at: Date): Promise<void> {
      await db.update(mailOutbox).set({ status, sentAt: at, lastError: null }).where(eq(mailOutbox.id, id));
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
