import type { OpeningKind } from "#contracts/careers.ts";
import { contentStudioItemsLimits as limits } from "#contracts/content-studio-items-text.ts";
import { type PostStatus, postStatuses } from "#contracts/content-studio-text.ts";
import { contentStudioKey } from "./studio-params.ts";

// The episode and opening studios keep their state in the URL the blog studio's way (studio-params.ts), under
// names of their own so the three can share one page: ?episode=<id|new>&episodeStatus=&episodeQ=&episodePage=
// and ?opening=<id|new>&openingStatus=&openingKind=&openingQ=&openingPage=.

export type ItemPrefix = "episode" | "opening";

export type ItemListFilters = { status: PostStatus | ""; kind: OpeningKind | ""; q: string; page: number };

export const noItemFilters: ItemListFilters = { status: "", kind: "", q: "", page: 1 };

/** Longest search the list endpoints take. */
export const itemSearchMax = limits.searchMax;

const namesOf = (prefix: ItemPrefix) => ({
  open: prefix,
  status: `${prefix}Status`,
  kind: `${prefix}Kind`,
  q: `${prefix}Q`,
  page: `${prefix}Page`,
});

/** The item the URL opens: an id, "new" for a blank draft, or null for the list. */
export function readOpenItem(prefix: ItemPrefix, params: URLSearchParams): string | null {
  const id = params.get(namesOf(prefix).open)?.trim() ?? "";
  return id && id.length <= 100 ? id : null;
}

export function readItemFilters(prefix: ItemPrefix, params: URLSearchParams): ItemListFilters {
  const names = namesOf(prefix);
  const status = params.get(names.status) ?? "";
  const kind = params.get(names.kind) ?? "";
  const page = Number(params.get(names.page) ?? "1");
  return {
    status: (postStatuses as readonly string[]).includes(status) ? (status as PostStatus) : "",
    kind: prefix === "opening" && (kind === "job" || kind === "internship") ? kind : "",
    q: (params.get(names.q) ?? "").trim().slice(0, itemSearchMax),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The page's params with the list's filters (the item closed); only what differs from the defaults. */
export function withItemFilters(
  prefix: ItemPrefix,
  params: URLSearchParams,
  filters: ItemListFilters,
): URLSearchParams {
  const names = namesOf(prefix);
  const next = new URLSearchParams(params);
  next.delete(names.open);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set(names.status, filters.status);
  set(names.kind, filters.kind);
  set(names.q, filters.q);
  set(names.page, filters.page > 1 ? String(filters.page) : "");
  return next;
}

/** The page's params with `id` open in the editor ("new": a blank draft), or the list again (null). */
export function withOpenItem(
  prefix: ItemPrefix,
  params: URLSearchParams,
  id: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id) next.set(namesOf(prefix).open, id);
  else next.delete(namesOf(prefix).open);
  return next;
}

// Reads keyed by user like every portal query, under the studio's common key (one invalidation refreshes all).
export const itemListKey = (prefix: ItemPrefix, userId: string) =>
  [...contentStudioKey, userId, prefix, "list"] as const;
export const itemKey = (prefix: ItemPrefix, userId: string, id: string) =>
  [...contentStudioKey, userId, prefix, "item", id] as const;
export const itemVersionsKey = (prefix: ItemPrefix, userId: string, id: string) =>
  [...contentStudioKey, userId, prefix, "versions", id] as const;
export const itemVersionKey = (prefix: ItemPrefix, userId: string, id: string, number: number) =>
  [...contentStudioKey, userId, prefix, "version", id, number] as const;
