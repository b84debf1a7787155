import { and, count, desc, eq, gt, gte, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { EmailTrackingQuery, MailDisplayStatus } from "#contracts/email-tracking.ts";
import type { Database } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema/mail.ts";
import { likePattern } from "#server/modules/admin-users/repository.ts";

export type OutboxRow = typeof mailOutbox.$inferSelect;

function dayAfter(isoDate: string): Date {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/**
 * How the admin reads the outbox's status (decision 0046): delivered to SMTP or kept in the local outbox is
 * sent; pending before any failed attempt is queued, pending after one is retrying; failed is failed.
 */
export function displayStatusOf(
  row: Pick<OutboxRow, "status" | "attempts" | "lastError">,
): MailDisplayStatus {
  if (row.status === "sent" || row.status === "outbox") return "sent";
  if (row.status === "failed") return "failed";
  return row.attempts > 0 && row.lastError !== null ? "retrying" : "queued";
}

function statusCondition(status: MailDisplayStatus): SQL {
  switch (status) {
    case "sent":
      return or(eq(mailOutbox.status, "sent"), eq(mailOutbox.status, "outbox")) as SQL;
    case "failed":
      return eq(mailOutbox.status, "failed");
    case "retrying":
      return and(
        eq(mailOutbox.status, "pending"),
        gt(mailOutbox.attempts, 0),
        isNotNull(mailOutbox.lastError),
      ) as SQL;
    case "queued":
      return and(
        eq(mailOutbox.status, "pending"),
        or(eq(mailOutbox.attempts, 0), isNull(mailOutbox.lastError)),
      ) as SQL;
  }
}

function filters(query: EmailTrackingQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q.toLowerCase());
    conditions.push(
      or(
        sql`lower(${mailOutbox.to}) like ${pattern} escape '\\'`,
        sql`lower(${mailOutbox.subject}) like ${pattern} escape '\\'`,
      ) as SQL,
    );
  }
  if (query.kind) conditions.push(eq(mailOutbox.kind, query.kind));
  if (query.status) conditions.push(statusCondition(query.status));
  if (query.from) conditions.push(gte(mailOutbox.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(mailOutbox.createdAt, dayAfter(query.to)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const summaryColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  kind: mailOutbox.kind,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  tracked: mailOutbox.tracked,
  firstOpenedAt: mailOutbox.firstOpenedAt,
  firstClickedAt: mailOutbox.firstClickedAt,
  clickCount: mailOutbox.clickCount,
  resentFromId: mailOutbox.resentFromId,
};
export type OutboxSummaryRow = {
  [K in keyof typeof summaryColumns]: OutboxRow[K];
};

// Email Tracking reads the mail module's outbox (server/db/schema/mail.ts); it never writes it: a copy is
// queued through the mail service like any mail.
export function createEmailTrackingRepository(db: Database) {
  return {
    async search(
      query: EmailTrackingQuery,
    ): Promise<{ rows: OutboxSummaryRow[]; total: number; kinds: string[] }> {
      const where = filters(query);
      const [rows, totals, kinds] = await Promise.all([
        db
          .select(summaryColumns)
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(mailOutbox).where(where),
        db.selectDistinct({ kind: mailOutbox.kind }).from(mailOutbox).orderBy(mailOutbox.kind),
      ]);
      return { rows, total: totals[0]?.total ?? 0, kinds: kinds.map((k) => k.kind) };
    },

    async find(id: string): Promise<OutboxRow | null> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row ?? null;
    },
  };
}
export type EmailTrackingRepository = ReturnType<typeof createEmailTrackingRepository>;
