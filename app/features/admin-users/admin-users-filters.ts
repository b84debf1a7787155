import { listQuery, listSearchParams, readEnumParam, readPageParam } from "#app/lib/list-params.ts";
import { adminUsersPageSizeDefault, adminUsersSearchMax } from "#contracts/admin-users.ts";
import { type Role, roles } from "#contracts/auth.ts";

// The page's state lives in its URL (?q=&role=&page=), so a search can be bookmarked, shared and walked
// back with the browser's buttons. Whatever the address bar holds is read leniently: a bad value means
// "no filter", never an error page.
export type AdminUsersFilters = { q: string; role: Role | ""; page: number };

export function readFilters(params: URLSearchParams): AdminUsersFilters {
  const q = (params.get("q") ?? "").trim().slice(0, adminUsersSearchMax);
  return { q, role: readEnumParam(params, "role", roles), page: readPageParam(params) };
}

/** The URL's search params for these filters; defaults are left out to keep addresses short. */
export function filtersToParams(filters: AdminUsersFilters): URLSearchParams {
  return listSearchParams(filters);
}

/** The list's query (adminUsersApi.users): the filters set, then the page and its size. */
export function adminUsersQuery(filters: AdminUsersFilters) {
  return listQuery(filters, adminUsersPageSizeDefault);
}

export const adminUsersQueryKey = ["admin-users"] as const;
