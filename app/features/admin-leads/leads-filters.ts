import { listQuery, listSearchParams, readEnumParam, readPageParam } from "#app/lib/list-params.ts";
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
  return {
    kind: readEnumParam(params, "kind", leadKinds),
    status: readEnumParam(params, "status", leadStatuses),
    page: readPageParam(params),
  };
}

/** The open lead's id from the URL, or null. */
export function readSelectedLead(params: URLSearchParams): string | null {
  const id = params.get("lead") ?? "";
  return uuidPattern.test(id) ? id : null;
}

/** The URL's search params; defaults are left out to keep addresses short. */
export function filtersToParams(filters: AdminLeadsFilters, lead: string | null = null): URLSearchParams {
  return listSearchParams({ ...filters, lead: lead ?? "" });
}

/** The list's query (leadsApi.leads): the filters set, then the page and its size. */
export function adminLeadsQuery(filters: AdminLeadsFilters) {
  return listQuery(filters, adminLeadsPageSizeDefault);
}

export const adminLeadsQueryKey = ["admin-leads"] as const;
export const adminLeadQueryKey = (id: string) => ["admin-lead", id] as const;
