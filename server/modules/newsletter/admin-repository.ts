import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import {
  type AdminSubscriber,
  importConsentForm,
  type SubscriberFilters,
  type SubscriberList,
  type SubscriberListQuery,
} from "#contracts/newsletter-admin.ts";
import { newsletterTopicIds } from "#contracts/newsletter-text.ts";
import type { Database, Executor } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema/mail.ts";
import { newsletterSubscribers } from "#server/db/schema/newsletter.ts";
import { createSuppressionRepository } from "#server/modules/mail/suppression-repository.ts";

const t = newsletterSubscribers;

/** One address of an import, checked and merged with the file's other rows for it. */
export type ImportRow = {
  email: string;
  /** Its suppression hash (server/modules/mail/suppression-hash.ts). */
  hash: string;
  consentAt: Date;
  consentPage: string | null;
  source: string;
  topicsOff: string[];
};

export type ImportCounts = { added: number; merged: number; skippedSuppressed: number };

export type ErasedSubscriber = {
  id: string;
  hash: string;
  status: AdminSubscriber["status"];
  source: string;
  mailsDeleted: number;
};

const columns = {
  id: t.id,
  email: t.email,
  status: t.status,
  source: t.source,
  consentAt: t.consentAt,
  consentPage: t.consentPage,
  consentForm: t.consentForm,
  confirmedAt: t.confirmedAt,
  unsubscribedAt: t.unsubscribedAt,
  topicsOff: t.topicsOff,
  pausedUntil: t.pausedUntil,
  createdAt: t.createdAt,
};

type Row = Pick<typeof t.$inferSelect, keyof typeof columns>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toDto(row: Row): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    source: row.source,
    consentAt: iso(row.consentAt),
    consentPage: row.consentPage,
    consentForm: row.consentForm,
    confirmedAt: iso(row.confirmedAt),
    unsubscribedAt: iso(row.unsubscribedAt),
    topics: newsletterTopicIds.filter((topic) => !row.topicsOff.includes(topic)),
    pausedUntil: iso(row.pausedUntil),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The search text matches literally: % and _ are LIKE wildcards and \ is LIKE's escape character. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterOf(filters: SubscriberFilters): SQL | undefined {
  const conditions: SQL[] = [];
  // Addresses are stored lower-cased, so the lowered pattern is a case-insensitive match.
  if (filters.q) conditions.push(sql`${t.email} like ${likePattern(filters.q)} escape '\\'`);
  if (filters.status) conditions.push(eq(t.status, filters.status));
  if (filters.source) conditions.push(eq(t.source, filters.source));
  if (filters.topic) conditions.push(sql`not (${filters.topic} = any(${t.topicsOff}))`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Statements stay well under PostgreSQL's 65,535 parameters (a row takes 9). */
const chunkSize = 1_000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += chunkSize)
    out.push(items.slice(start, start + chunkSize));
  return out;
}

// The admin's side of the newsletter list (issue 22): the only Drizzle user of the admin use cases.
export function createNewsletterAdminRepository(db: Database) {
  return {
    async list(query: SubscriberListQuery): Promise<SubscriberList> {
      const where = filterOf(query);
      const [rows, [totals], sources] = await Promise.all([
        db
          .select(columns)
          .from(t)
          .where(where)
          // Newest first; the id breaks ties so pages never repeat or skip a row.
          .orderBy(desc(t.createdAt), asc(t.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(t).where(where),
        db.selectDistinct({ source: t.source }).from(t).orderBy(t.source).limit(200),
      ]);
      const total = Number(totals?.total ?? 0);
      return {
        items: rows.map(toDto),
        total,
        page: query.page,
        pageSize: query.pageSize,
        pages: Math.ceil(total / query.pageSize),
        sources: sources.map((row) => row.source),
      };
    },

    /** Every subscriber the filters match, newest first (the export). */
    async listAll(filters: SubscriberFilters): Promise<AdminSubscriber[]> {
      const rows = await db
        .select(columns)
        .from(t)
        .where(filterOf(filters))
        .orderBy(desc(t.createdAt), asc(t.id));
      return rows.map(toDto);
    },

    /**
     * An import's rows in one transaction: those whose hash is on the suppression list are left out; new
     * addresses are stored as subscribed with the import's consent; an address already on the list keeps
     * its status, source and topics, and takes the import's consent only when it has none recorded (the
     * consent stays one record: time, page and form from the same event). The existing rows are locked
     * first, so `added` and `merged` count what happened. `record` writes the audit entry in the same
     * transaction.
     */
    async applyImport(
      rows: readonly ImportRow[],
      now: Date,
      record: (counts: ImportCounts, tx: Executor) => Promise<void>,
    ): Promise<ImportCounts> {
      return db.transaction(async (tx) => {
        const suppressions = createSuppressionRepository(tx as unknown as Database);
        const suppressed = new Set<string>();
        for (const part of chunks(rows)) {
          const reasons = await suppressions.reasonsOf(part.map((row) => row.hash));
          for (const hash of reasons.keys()) suppressed.add(hash);
        }
        const kept = rows.filter((row) => !suppressed.has(row.hash));
        const existing = new Set<string>();
        for (const part of chunks(kept)) {
          const found = await tx
            .select({ email: t.email })
            .from(t)
            .where(
              inArray(
                t.email,
                part.map((row) => row.email),
              ),
            )
            .orderBy(asc(t.email))
            .for("update");
          for (const row of found) existing.add(row.email);
        }
        const noConsent = sql`${t.consentAt} is null`;
        for (const part of chunks(kept)) {
          await tx
            .insert(t)
            .values(
              part.map((row) => ({
                email: row.email,
                status: "subscribed" as const,
                source: row.source,
                consentAt: row.consentAt,
                consentPage: row.consentPage,
                consentForm: importConsentForm,
                topicsOff: row.topicsOff,
                createdAt: now,
                updatedAt: now,
              })),
            )
            .onConflictDoUpdate({
              target: t.email,
              set: {
                consentAt: sql`case when ${noConsent} then excluded.consent_at else ${t.consentAt} end`,
                consentPage: sql`case when ${noConsent} then excluded.consent_page else ${t.consentPage} end`,
                consentForm: sql`case when ${noConsent} then excluded.consent_form else ${t.consentForm} end`,
                updatedAt: now,
              },
            });
        }
        const counts = {
          added: kept.length - existing.size,
          merged: existing.size,
          skippedSuppressed: rows.length - kept.length,
        };
        await record(counts, tx);
        return counts;
      });
    },

    /**
     * Erasure on request, in one transaction: the subscriber's row, the newsletter mails queued or sent to
     * the address (outbox kinds starting with `newsletter`), and the address's hash added to the suppression
     * list ('erased', by an admin). `hashOf` gives the hash of the address read from the deleted row; `record`
     * writes the audit entry. Undefined when there is no such subscriber.
     */
    async erase(
      id: string,
      now: Date,
      hashOf: (email: string) => string,
      record: (erased: ErasedSubscriber, tx: Executor) => Promise<void>,
    ): Promise<ErasedSubscriber | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(t)
          .where(eq(t.id, id))
          .returning({ email: t.email, status: t.status, source: t.source });
        if (!row) return undefined;
        const mails = await tx
          .delete(mailOutbox)
          .where(sql`lower(${mailOutbox.to}) = ${row.email} and ${mailOutbox.kind} like 'newsletter%'`)
          .returning({ id: mailOutbox.id });
        // The deleted mails' opens and clicks, and the campaigns' recipient rows naming the address (their
        // counts lose it, as erasure asks).
        if (mails.length > 0)
          await tx.execute(
            sql`delete from mail_tracking_events where mail_id in (${sql.join(
              mails.map((mail) => sql`${mail.id}::uuid`),
              sql`, `,
            )})`,
          );
        await tx.execute(sql`delete from newsletter_campaign_recipients where email = ${row.email}`);
        const hash = hashOf(row.email);
        await createSuppressionRepository(tx as unknown as Database).suppress([hash], "erased", "admin", now);
        const erased = { id, hash, status: row.status, source: row.source, mailsDeleted: mails.length };
        await record(erased, tx);
        return erased;
      });
    },
  };
}
export type NewsletterAdminRepository = ReturnType<typeof createNewsletterAdminRepository>;
