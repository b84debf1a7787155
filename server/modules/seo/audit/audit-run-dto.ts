import type { AuditRun } from "#contracts/seo-audit.ts";
import type { AuditRunRow } from "./audit-repository.ts";

/** A stored run as the API answers it. */
export function auditRunDto(row: AuditRunRow): AuditRun {
  return {
    id: row.id,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    startedBy: row.startedBy,
    pagesTotal: row.pagesTotal,
    pagesDone: row.pagesDone,
    score: row.score,
    errors: row.errors,
    warnings: row.warnings,
    notices: row.notices,
    failure: row.failure,
  };
}
