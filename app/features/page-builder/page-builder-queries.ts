import { endpointUrl } from "#contracts/api/endpoint.ts";
import { pageBuilderApi } from "#contracts/api/page-builder.ts";
import { type PageListFilters, pageListQueryOf } from "./page-builder-params.ts";

// The page builder's reads, keyed by user like every portal query (another account signing in on the same
// tab must not see cached pages), shared by the route's loader (prefetch through the in-process API) and the
// components. Every key starts with pageBuilderKey, so one invalidation can refresh them all.

export const pageBuilderKey = ["page-builder"] as const;

export const pageListKey = (userId: string) => [...pageBuilderKey, userId, "list"] as const;

export function pageListQuery(userId: string, filters: PageListFilters) {
  return {
    queryKey: [...pageListKey(userId), filters] as const,
    path: endpointUrl(pageBuilderApi.list, { query: pageListQueryOf(filters) }),
  };
}

export function pageDetailQuery(userId: string, id: string) {
  return {
    queryKey: [...pageBuilderKey, userId, "page", id] as const,
    path: endpointUrl(pageBuilderApi.get, { params: { id } }),
  };
}

export const pageVersionsKey = (userId: string, id: string) =>
  [...pageBuilderKey, userId, "versions", id] as const;

export const pageVersionKey = (userId: string, id: string, number: number) =>
  [...pageBuilderKey, userId, "version", id, number] as const;

export const pageTemplatesKey = (userId: string) => [...pageBuilderKey, userId, "templates"] as const;

/** The public catalog's courses: the course fields' choices (not per user: the catalog is public). */
export const catalogCoursesKey = [...pageBuilderKey, "catalog-courses"] as const;
