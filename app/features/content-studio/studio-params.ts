import { type PostStatus, postStatuses } from "#contracts/content-studio-text.ts";

// The studio keeps its state in the URL, beside whatever the page around it keeps there (its tab, the page
// builder's own ?status=&q=&page=): one post open in the editor (?post=<id|new>), or the list's filters under
// names of their own (?postStatus=&postQ=&postPage=), so a reload, a bookmark or Back lands where the person was.

const names = { post: "post", status: "postStatus", q: "postQ", page: "postPage" } as const;

export type PostListFilters = { status: PostStatus | ""; q: string; page: number };

export const noPostFilters: PostListFilters = { status: "", q: "", page: 1 };

/** Longest search the list endpoint takes (contracts/content-studio.ts, postListQuerySchema). */
export const postSearchMax = 100;

/** The post the URL opens: an id, "new" for a blank draft, or null for the list. */
export function readOpenPost(params: URLSearchParams): string | null {
  const id = params.get(names.post)?.trim() ?? "";
  return id && id.length <= 100 ? id : null;
}

export function readPostFilters(params: URLSearchParams): PostListFilters {
  const status = params.get(names.status) ?? "";
  const page = Number(params.get(names.page) ?? "1");
  return {
    status: (postStatuses as readonly string[]).includes(status) ? (status as PostStatus) : "",
    q: (params.get(names.q) ?? "").trim().slice(0, postSearchMax),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The page's params with the list's filters (the post closed); only what differs from the defaults. */
export function withPostFilters(params: URLSearchParams, filters: PostListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(names.post);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set(names.status, filters.status);
  set(names.q, filters.q);
  set(names.page, filters.page > 1 ? String(filters.page) : "");
  return next;
}

/** The page's params with `id` open in the editor ("new": a blank draft), or the list again (null). */
export function withOpenPost(params: URLSearchParams, id: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id) next.set(names.post, id);
  else next.delete(names.post);
  return next;
}

/** The list endpoint's query for these filters. */
export function postListQueryOf(filters: PostListFilters) {
  return { status: filters.status || undefined, q: filters.q || undefined, page: filters.page };
}

// Reads keyed by user like every portal query: another account signing in on the same tab must not see
// cached posts. Every key starts with contentStudioKey, so one invalidation can refresh them all.
export const contentStudioKey = ["content-studio"] as const;
export const postListKey = (userId: string) => [...contentStudioKey, userId, "list"] as const;
export const postKey = (userId: string, id: string) => [...contentStudioKey, userId, "post", id] as const;
export const postVersionsKey = (userId: string, id: string) =>
  [...contentStudioKey, userId, "versions", id] as const;
export const postVersionKey = (userId: string, id: string, number: number) =>
  [...contentStudioKey, userId, "version", id, number] as const;
export const postPreviewKey = (markdown: string) => [...contentStudioKey, "preview", markdown] as const;
