import { type PostStatus, postStatuses } from "#contracts/content-studio-text.ts";
import { webinarStudioLimits } from "#contracts/content-studio-webinars-text.ts";
import { contentStudioKey } from "./studio-params.ts";

// The webinars keep their state in the URL beside the page's own params and the blog studio's `post*` ones:
// one webinar open in the editor (?webinar=<id|new>), or the list's filters under names of their own
// (?webinarStatus=&webinarQ=&webinarPage=), so a reload, a bookmark or Back lands where the person was.

const names = {
  webinar: "webinar",
  status: "webinarStatus",
  q: "webinarQ",
  page: "webinarPage",
} as const;

export type WebinarListFilters = { status: PostStatus | ""; q: string; page: number };

export const noWebinarFilters: WebinarListFilters = { status: "", q: "", page: 1 };

export const webinarSearchMax = webinarStudioLimits.searchMax;

/** The webinar the URL opens: an id, "new" for a blank draft, or null for the list. */
export function readOpenWebinar(params: URLSearchParams): string | null {
  const id = params.get(names.webinar)?.trim() ?? "";
  return id && id.length <= 100 ? id : null;
}

export function readWebinarFilters(params: URLSearchParams): WebinarListFilters {
  const status = params.get(names.status) ?? "";
  const page = Number(params.get(names.page) ?? "1");
  return {
    status: (postStatuses as readonly string[]).includes(status) ? (status as PostStatus) : "",
    q: (params.get(names.q) ?? "").trim().slice(0, webinarSearchMax),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The page's params with the list's filters (the webinar closed); only what differs from the defaults. */
export function withWebinarFilters(params: URLSearchParams, filters: WebinarListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(names.webinar);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set(names.status, filters.status);
  set(names.q, filters.q);
  set(names.page, filters.page > 1 ? String(filters.page) : "");
  return next;
}

/** The page's params with `id` open in the editor ("new": a blank draft), or the list again (null). */
export function withOpenWebinar(params: URLSearchParams, id: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id) next.set(names.webinar, id);
  else next.delete(names.webinar);
  return next;
}

export function webinarListQueryOf(filters: WebinarListFilters) {
  return { status: filters.status || undefined, q: filters.q || undefined, page: filters.page };
}

// Keyed by user like every portal query, under the studio's key (one invalidation refreshes everything).
const webinarsKey = (userId: string) => [...contentStudioKey, userId, "webinars"] as const;
export const webinarListKey = (userId: string) => [...webinarsKey(userId), "list"] as const;
export const webinarKey = (userId: string, id: string) => [...webinarsKey(userId), "one", id] as const;
export const webinarVersionsKey = (userId: string, id: string) =>
  [...webinarsKey(userId), "versions", id] as const;
export const webinarVersionKey = (userId: string, id: string, number: number) =>
  [...webinarsKey(userId), "version", id, number] as const;
export const webinarRegistrantsKey = (userId: string, id: string) =>
  [...webinarsKey(userId), "registrants", id] as const;
