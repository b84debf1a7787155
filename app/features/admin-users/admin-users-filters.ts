import { adminUsersPageSizeDefault, adminUsersSearchMax } from "#contracts/admin-users.ts";
import { type Role, roles } from "#contracts/auth.ts";

// The page's state lives in its URL (?q=&role=&page=), so a search can be bookmarked, shared and walked
// back with the browser's buttons. Whatever the address bar holds is read leniently: a bad value means
// "no filter", never an error page.
export type AdminUsersFilters = { q: string; role: Role | ""; page: number };

export function readFilters(params: URLSearchParams): AdminUsersFilters {
  const q = (params.get("q") ?? "").trim().slice(0, adminUsersSearchMax);
  const roleParam = params.get("role") ?? "";
  const role = (roles as readonly string[]).includes(roleParam) ? (roleParam as Role) : "";
  const page = Number(params.get("page") ?? "1");
  return { q, role, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

/** The URL's search params for these filters; defaults are left out to keep addresses short. */
export function filtersToParams(filters: AdminUsersFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.role) params.set("role", filters.role);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** The list's query (adminUsersApi.users): the filters set, then the page and its size. */
export function adminUsersQuery(filters: AdminUsersFilters) {
  return {
    q: filters.q || undefined,
    role: filters.role || undefined,
    page: filters.page,
    pageSize: adminUsersPageSizeDefault,
  };
}

export const adminUsersQueryKey = ["admin-users"] as const;
