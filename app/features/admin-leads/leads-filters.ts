import {
  adminLeadsPageSizeDefault,
  type LeadKind,
  type LeadStatus,
  leadKinds,
  leadStatuses,
} from "#contracts/leads.ts";

// The inbox's state lives in its URL (?kind=&status=&page=&lead=), so a filtered view or an open lead
// can be bookmarked and walked back. Bad values read as "no filter", never as an error page.
export type AdminLeadsFilters = { kind: LeadKind | ""; status: LeadStatus | ""; page: number };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readFilters(params: URLSearchParams): AdminLeadsFilters {
  const kindParam = params.get("kind") ?? "";
  const statusParam = params.get("status") ?? "";
  const kind = (leadKinds as readonly string[]).includes(kindParam) ? (kindParam as LeadKind) : "";
  const status = (leadStatuses as readonly string[]).includes(statusParam) ? (statusParam as LeadStatus) : "";
  const page = Number(params.get("page") ?? "1");
  return { kind, status, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

/** The open lead's id from the URL, or null. */
export function readSelectedLead(params: URLSearchParams): string | null {
  const id = params.get("lead") ?? "";
  return uuidPattern.test(id) ? id : null;
}

/** The URL's search params; defaults are left out to keep addresses short. */
export function filtersToParams(filters: AdminLeadsFilters, lead: string | null = null): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.status) params.set("status", filters.status);
  if (filters.page > 1) params.set("page", String(filters.page));
  if (lead) params.set("lead", lead);
  return params;
}

/** The list's query (leadsApi.leads): the filters set, then the page and its size. */
export function adminLeadsQuery(filters: AdminLeadsFilters) {
  return {
    kind: filters.kind || undefined,
    status: filters.status || undefined,
    page: filters.page,
    pageSize: adminLeadsPageSizeDefault,
  };
}

export const adminLeadsQueryKey = ["admin-leads"] as const;
export const adminLeadQueryKey = (id: string) => ["admin-lead", id] as const;
