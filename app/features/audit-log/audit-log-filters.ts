import { listQuery, listSearchParams, readEnumParam, readPageParam } from "#app/lib/list-params.ts";
import { auditLogPageSizeDefault } from "#contracts/audit-log.ts";
import { type Role, roles } from "#contracts/auth.ts";

// The audit log's filters live in its URL, so another page can link to one record's history
// (?entityType=course&entityId=...) and a view can be shared. Read leniently: a bad value filters nothing.
export type AuditLogFilters = {
  q: string;
  actorRole: Role | "";
  entityType: string;
  entityId: string;
  from: string;
  to: string;
  page: number;
};

const textMax = 200;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function readText(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? "").trim().slice(0, textMax);
}

function readDate(params: URLSearchParams, name: string): string {
  const value = params.get(name) ?? "";
  return isoDate.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : "";
}

export function readFilters(params: URLSearchParams): AuditLogFilters {
  return {
    q: readText(params, "q"),
    actorRole: readEnumParam(params, "actorRole", roles),
    entityType: readText(params, "entityType"),
    entityId: readText(params, "entityId"),
    from: readDate(params, "from"),
    to: readDate(params, "to"),
    page: readPageParam(params),
  };
}

export function filtersToParams(filters: AuditLogFilters): URLSearchParams {
  return listSearchParams(filters);
}

export function auditLogQuery(filters: AuditLogFilters) {
  return listQuery(filters, auditLogPageSizeDefault);
}

export const noFilters: AuditLogFilters = {
  q: "",
  actorRole: "",
  entityType: "",
  entityId: "",
  from: "",
  to: "",
  page: 1,
};

export const auditLogQueryKey = ["admin-audit-log"] as const;
