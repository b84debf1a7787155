import { listSearchParams, readEnumParam, readPageParam } from "#app/lib/list-params.ts";
import { type PageStatus, pageStatuses } from "#contracts/page-builder-text.ts";

// The page builder keeps its state in the URL: the list's filters (?status=&q=&page=) or one page open in the
// editor (?edit=<id>), so a reload, a bookmark or Back lands where the person was.

export type PageListFilters = { status: PageStatus | ""; q: string; page: number };

export const noPageFilters: PageListFilters = { status: "", q: "", page: 1 };

/** Longest search the list endpoint takes (contracts/page-builder.ts, pageListQuerySchema). */
export const pageSearchMax = 100;

export function readPageFilters(params: URLSearchParams): PageListFilters {
  return {
    status: readEnumParam(params, "status", pageStatuses),
    q: (params.get("q") ?? "").trim().slice(0, pageSearchMax),
    page: readPageParam(params),
  };
}

/** The list's address: only what differs from the defaults. */
export function pageListParams(filters: PageListFilters): URLSearchParams {
  return listSearchParams({ status: filters.status, q: filters.q, page: filters.page });
}

/** The list endpoint's query for these filters. */
export function pageListQueryOf(filters: PageListFilters) {
  return { status: filters.status || undefined, q: filters.q || undefined, page: filters.page };
}

/** The page the URL opens in the editor, or null for the list. */
export function readOpenPage(params: URLSearchParams): string | null {
  const id = params.get("edit")?.trim() ?? "";
  return id && id.length <= 100 ? id : null;
}

export const pageEditorHref = (id: string) => `?${new URLSearchParams({ edit: id })}`;
