import { listSearchParams, readEnumParam, readPageParam } from "#app/lib/list-params.ts";
import type { LiveSessionStatus } from "#contracts/live-classes.ts";

// The Zoom Classes list keeps its state in the URL (?scope=past&course=&batch=&status=&page=), read
// leniently like every admin list: a bad value is "no filter". Upcoming is the default scope, so it is
// written as no value and the plain address shows what an admin opens the page for.

export const sessionStatuses = [
  "scheduled",
  "rescheduled",
  "cancelled",
  "held",
] as const satisfies readonly LiveSessionStatus[];

export type SessionFilters = {
  scope: "past" | "";
  course: string;
  batch: string;
  status: LiveSessionStatus | "";
  page: number;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const slugPattern = /^[a-z0-9][a-z0-9-]{0,199}$/;

export const noSessionFilters: SessionFilters = { scope: "", course: "", batch: "", status: "", page: 1 };

export function readSessionFilters(params: URLSearchParams): SessionFilters {
  const course = params.get("course") ?? "";
  const batch = params.get("batch") ?? "";
  return {
    scope: readEnumParam(params, "scope", ["past"] as const),
    course: slugPattern.test(course) ? course : "",
    batch: uuidPattern.test(batch) ? batch : "",
    status: readEnumParam(params, "status", sessionStatuses),
    page: readPageParam(params),
  };
}

export function sessionFiltersToParams(filters: SessionFilters): URLSearchParams {
  return listSearchParams(filters);
}

/** The filters as liveClassesApi.list's query. */
export function listQueryOf(filters: SessionFilters) {
  return {
    scope: filters.scope === "past" ? ("past" as const) : ("upcoming" as const),
    courseSlug: filters.course || undefined,
    batchId: filters.batch || undefined,
    status: filters.status || undefined,
    page: filters.page,
  };
}
