import { and, count, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { AuditEntry, AuditLogPage, AuditLogQuery } from "#contracts/audit-log.ts";
import type { Database, Executor } from "#server/db/client.ts";
import { auditLog } from "#server/db/schema/audit.ts";
import { likePattern } from "#server/modules/admin-users/repository.ts";

export type AuditRow = typeof auditLog.$inferInsert;

function toDto(row: typeof auditLog.$inferSelect): AuditEntry {
  return { ...row, at: row.at.toISOString(), before: row.before ?? null, after: row.after ?? null };
}

function dayAfter(isoDate: string): Date {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

function filters(query: AuditLogQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q.toLowerCase());
    const match = (column: SQL) => sql`${column} like ${pattern} escape '\\'`;
    conditions.push(
      or(
        match(sql`lower(${auditLog.summary})`),
        match(sql`lower(${auditLog.action})`),
        match(sql`lower(${auditLog.actorName})`),
        match(sql`lower(coalesce(${auditLog.entityId}, ''))`),
      ) as SQL,
    );
  }
  if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId));
  if (query.actorRole) conditions.push(eq(auditLog.actorRole, query.actorRole));
  if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(auditLog.at, dayAfter(query.to)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createAuditRepository(db: Database) {
  return {
    /** In the caller's transaction when it passes one: the entry commits or rolls back with the change. */
    async insert(row: AuditRow, executor: Executor = db): Promise<void> {
      await executor.insert(auditLog).values(row);
    },

    async search(query: AuditLogQuery): Promise<AuditLogPage> {
      const where = filters(query);
      const [rows, [totals], types] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(auditLog).where(where),
        db.selectDistinct({ type: auditLog.entityType }).from(auditLog).orderBy(auditLog.entityType),
      ]);
      return {
        items: rows.map(toDto),
        total: totals?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
        entityTypes: types.map((row) => row.type),
      };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
