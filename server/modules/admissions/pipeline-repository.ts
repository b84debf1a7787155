import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { ApplicationFilters, ApplicationSummary } from "#contracts/application-pipeline.ts";
import type { ApplicationStatus, TemplateStatus } from "#contracts/application-pipeline-text.ts";
import type { Database, Executor, Transaction } from "#server/db/client.ts";
import {
  applicationMailTemplates,
  applicationNotes,
  applicationStatusChanges,
  bootcampApplications,
} from "#server/db/schema/admissions.ts";
import { batches } from "#server/db/schema/catalog.ts";
import { createMailRepository, type NewMail } from "#server/modules/mail/repository.ts";
import { describeCohort } from "./describe-cohort.ts";

// The admin's pipeline (decision 0043): the only Drizzle user for applications' lists, notes, history and
// status templates. Writes take the executor of the use case's transaction.

const t = bootcampApplications;

const summaryColumns = {
  id: t.id,
  fullName: t.fullName,
  email: t.email,
  country: t.country,
  experienceLevel: t.experienceLevel,
  status: t.status,
  version: t.version,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  batchId: batches.id,
  batchType: batches.type,
  batchStart: batches.startDate,
  batchSchedule: batches.schedule,
};

type SummaryRow = {
  id: string;
  fullName: string;
  email: string;
  country: string;
  experienceLevel: ApplicationSummary["experienceLevel"];
  status: ApplicationStatus;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  batchId: string | null;
  batchType: "weekend" | "fast_track" | "regular" | null;
  batchStart: string | null;
  batchSchedule: string | null;
};

function toSummary(row: SummaryRow): ApplicationSummary {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    country: row.country,
    experienceLevel: row.experienceLevel,
    status: row.status,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    batch:
      row.batchId && row.batchType && row.batchStart
        ? {
            id: row.batchId,
            type: row.batchType,
            startDate: row.batchStart,
            label: describeCohort({
              type: row.batchType,
              startDate: row.batchStart,
              schedule: row.batchSchedule ?? "",
            }),
          }
        : null,
  };
}

/** `%` and `_` typed into the search box are searched for, not wildcards. */
function likeTerm(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The filters as one condition; `withStatus: false` for the board, whose columns are the statuses. */
function where(filters: ApplicationFilters, withStatus = true): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.q) {
    const term = likeTerm(filters.q);
    conditions.push(or(ilike(t.fullName, term), ilike(t.email, term)));
  }
  if (withStatus && filters.status) conditions.push(eq(t.status, filters.status));
  if (filters.batch) conditions.push(eq(t.preferredBatchId, filters.batch));
  if (filters.experience) conditions.push(eq(t.experienceLevel, filters.experience));
  if (filters.from) conditions.push(gte(t.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) conditions.push(lt(t.createdAt, new Date(`${nextDay(filters.to)}T00:00:00Z`)));
  return and(...conditions);
}

export type ApplicationRecord = Awaited<ReturnType<PipelineRepository["lockForChange"]>>;

export function createPipelineRepository(db: Database) {
  const listQuery = (executor: Executor = db) =>
    executor.select(summaryColumns).from(t).leftJoin(batches, eq(batches.id, t.preferredBatchId));

  return {
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** A savepoint inside `executor`'s transaction: a failed part rolls back alone. */
    savepoint<T>(executor: Executor, work: (savepoint: Executor) => Promise<T>): Promise<T> {
      return (executor as Transaction).transaction((savepoint) => work(savepoint));
    },

    /** One page of the filtered applications, newest first. */
    async list(filters: ApplicationFilters, page: number, pageSize: number) {
      const condition = where(filters);
      const [rows, [total]] = await Promise.all([
        listQuery()
          .where(condition)
          .orderBy(desc(t.createdAt), desc(t.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(t).where(condition),
      ]);
      return { items: rows.map(toSummary), total: Number(total?.value ?? 0) };
    },

    /** How many applications each status holds under the filters (the status filter aside). */
    async countsByStatus(filters: ApplicationFilters): Promise<Map<ApplicationStatus, number>> {
      const rows = await db
        .select({ status: t.status, value: count() })
        .from(t)
        .where(where(filters, false))
        .groupBy(t.status);
      return new Map(rows.map((row) => [row.status, Number(row.value)]));
    },

    /** The newest `limit` applications of one status under the filters (a board column's cards). */
    async newestOfStatus(filters: ApplicationFilters, status: ApplicationStatus, limit: number) {
      const rows = await listQuery()
        .where(and(where(filters, false), eq(t.status, status)))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit);
      return rows.map(toSummary);
    },

    /** Every answer of the filtered applications, newest first, for the CSV. */
    async exportRows(filters: ApplicationFilters, limit: number) {
      const rows = await db
        .select({
          ...summaryColumns,
          phone: t.phone,
          currentRole: t.currentRole,
          background: t.background,
          goals: t.goals,
          portfolioUrl: t.portfolioUrl,
        })
        .from(t)
        .leftJoin(batches, eq(batches.id, t.preferredBatchId))
        .where(where(filters))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit);
      return rows.map((row) => ({ ...toSummary(row), ...row, createdAt: row.createdAt.toISOString() }));
    },

    /** One application with every answer, its notes and its history, or undefined. */
    async detail(id: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          ...summaryColumns,
          userId: t.userId,
          phone: t.phone,
          currentRole: t.currentRole,
          background: t.background,
          goals: t.goals,
          portfolioUrl: t.portfolioUrl,
        })
        .from(t)
        .leftJoin(batches, eq(batches.id, t.preferredBatchId))
        .where(eq(t.id, id));
      if (!row) return undefined;
      const [notes, history] = await Promise.all([
        executor
          .select({
            id: applicationNotes.id,
            body: applicationNotes.body,
            authorName: applicationNotes.authorName,
            createdAt: applicationNotes.createdAt,
          })
          .from(applicationNotes)
          .where(eq(applicationNotes.applicationId, id))
          .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id)),
        executor
          .select({
            id: applicationStatusChanges.id,
            fromStatus: applicationStatusChanges.fromStatus,
            toStatus: applicationStatusChanges.toStatus,
            byName: applicationStatusChanges.byName,
            mailSubject: applicationStatusChanges.mailSubject,
            at: applicationStatusChanges.at,
          })
          .from(applicationStatusChanges)
          .where(eq(applicationStatusChanges.applicationId, id))
          .orderBy(desc(applicationStatusChanges.at), desc(applicationStatusChanges.id)),
      ]);
      return {
        ...toSummary(row),
        phone: row.phone,
        currentRole: row.currentRole,
        background: row.background,
        goals: row.goals,
        portfolioUrl: row.portfolioUrl,
        hasAccount: row.userId !== null,
        notes: notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
        history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
      };
    },

    /** The application as a status change reads it, its row locked until the transaction ends. */
    async lockForChange(executor: Executor, id: string) {
      const [row] = await executor
        .select({
          id: t.id,
          fullName: t.fullName,
          email: t.email,
          status: t.status,
          version: t.version,
          preferredBatchId: t.preferredBatchId,
          batchType: batches.type,
          batchStart: batches.startDate,
          batchSchedule: batches.schedule,
        })
        .from(t)
        .leftJoin(batches, eq(batches.id, t.preferredBatchId))
        .where(eq(t.id, id))
        .for("update", { of: t });
      return row;
    },

    /** Moves the application on; undefined when its version moved first. */
    async setStatus(executor: Executor, id: string, version: number, status: ApplicationStatus, at: Date) {
      const [row] = await executor
        .update(t)
        .set({ status, version: sql`${t.version} + 1`, updatedAt: at })
        .where(and(eq(t.id, id), eq(t.version, version)))
        .returning({ version: t.version, status: t.status });
      return row;
    },

    async insertStatusChange(
      executor: Executor,
      change: {
        applicationId: string;
        fromStatus: ApplicationStatus;
        toStatus: ApplicationStatus;
        byId: string;
        byName: string;
        mailSubject: string | null;
        at: Date;
      },
    ): Promise<void> {
      await executor
        .insert(applicationStatusChanges)
        .values({ ...change, mailed: change.mailSubject !== null });
    },

    async insertNote(
      executor: Executor,
      note: { applicationId: string; authorId: string; authorName: string; body: string },
    ) {
      const [row] = await executor.insert(applicationNotes).values(note).returning({
        id: applicationNotes.id,
        body: applicationNotes.body,
        authorName: applicationNotes.authorName,
        createdAt: applicationNotes.createdAt,
      });
      if (!row) throw new Error("note insert returned no row");
      return { ...row, createdAt: row.createdAt.toISOString() };
    },

    /** Puts the mail in the outbox inside the change's transaction: a rolled-back change mails nothing. */
    async enqueueMail(executor: Executor, mail: NewMail, at: Date): Promise<void> {
      await createMailRepository(executor as unknown as Database).insert(mail, at);
    },

    async exists(id: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor.select({ id: t.id }).from(t).where(eq(t.id, id));
      return row !== undefined;
    },

    async listTemplates(executor: Executor = db) {
      return executor.select().from(applicationMailTemplates).orderBy(asc(applicationMailTemplates.status));
    },

    async findTemplate(status: TemplateStatus, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(applicationMailTemplates)
        .where(eq(applicationMailTemplates.status, status));
      return row;
    },

    /**
     * Saves a template's text when it is still at `version`: a status without a row is at version 1 (the
     * built-in text), so its first save inserts version 2; two first saves at once insert one row.
     */
    async saveTemplate(
      executor: Executor,
      status: TemplateStatus,
      change: { subject: string; body: string; version: number; byId: string; byName: string; at: Date },
    ) {
      const values = {
        subject: change.subject,
        body: change.body,
        updatedAt: change.at,
        updatedById: change.byId,
        updatedByName: change.byName,
      };
      if (change.version === 1) {
        const [inserted] = await executor
          .insert(applicationMailTemplates)
          .values({ status, ...values, version: 2 })
          .onConflictDoNothing()
          .returning();
        if (inserted) return inserted;
      }
      const [updated] = await executor
        .update(applicationMailTemplates)
        .set({ ...values, version: sql`${applicationMailTemplates.version} + 1` })
        .where(
          and(
            eq(applicationMailTemplates.status, status),
            eq(applicationMailTemplates.version, change.version),
          ),
        )
        .returning();
      return updated;
    },
  };
}
export type PipelineRepository = ReturnType<typeof createPipelineRepository>;
