import { listQuery, listSearchParams, readEnumParam, readPageParam } from "#app/lib/list-params.ts";
import {
  type AuditRule,
  type AuditSeverity,
  auditFindingsPageSizeDefault,
  auditRules,
  auditSeverities,
} from "#contracts/seo-audit.ts";

// Content Audit keeps its findings' search, filters and page in its URL (?q=&rule=&severity=&page=), read
// leniently: a bad value means "no filter". Page Management's Issues link lands here with ?q=<path>.
export type AuditFilters = { q: string; rule: AuditRule | ""; severity: AuditSeverity | ""; page: number };

export const auditSearchMax = 100;

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  return {
    q: (params.get("q") ?? "").trim().slice(0, auditSearchMax),
    rule: readEnumParam(params, "rule", auditRules),
    severity: readEnumParam(params, "severity", auditSeverities),
    page: readPageParam(params),
  };
}

export const auditFiltersToParams = (filters: AuditFilters) => listSearchParams(filters);
export const auditFindingsQuery = (filters: AuditFilters) => listQuery(filters, auditFindingsPageSizeDefault);

export const auditOverviewKey = ["seo-audit"] as const;
export const auditFindingsKey = ["seo-audit", "findings"] as const;
