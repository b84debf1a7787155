import type { AuditFindingsPage, AuditFindingsQuery, AuditFix, AuditRule } from "#contracts/seo-audit.ts";
import type { AuditRepository } from "./audit-repository.ts";

/** One page of the last finished run's findings, most impact first; empty before the first run. */
export async function listAuditFindings(
  deps: { repository: AuditRepository },
  query: AuditFindingsQuery,
): Promise<AuditFindingsPage> {
  const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  const run = await deps.repository.lastDone();
  if (!run) return empty;
  const { items, total } = await deps.repository.findings(
    run.id,
    { q: query.q, rule: query.rule, severity: query.severity },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    items: items.map((row) => ({
      path: row.path,
      pageTitle: row.pageTitle,
      rule: row.rule as AuditRule,
      severity: row.severity,
      message: row.message,
      fix: row.fix as AuditFix,
      views: row.views,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
