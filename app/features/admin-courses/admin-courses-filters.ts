import { listQuery, listSearchParams, readEnumParam, readPageParam } from "#app/lib/list-params.ts";
import {
  adminCoursesLimits,
  type CourseStatus,
  courseStatuses,
  type ReviewStatus,
  reviewStatuses,
} from "#contracts/admin-courses-text.ts";

// The page's state lives in its URL: the tab, the list's filters and page, the course being edited
// (?edit=<id> or ?edit=new) and the reviews' filters, so every view can be bookmarked and walked back.
// Whatever the address bar holds is read leniently: a bad value means "no filter", never an error page.

export const adminCoursesTabs = ["courses", "reviews"] as const;
export type AdminCoursesTab = (typeof adminCoursesTabs)[number];

export type CourseListFilters = { q: string; status: CourseStatus | ""; page: number };
export type ReviewFilters = { course: string; review: ReviewStatus | ""; rating: string; page: number };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ratingChoices = ["5", "4", "3", "2", "1"] as const;

export function readTab(params: URLSearchParams): AdminCoursesTab {
  return readEnumParam(params, "tab", adminCoursesTabs) || "courses";
}

/** The course being edited: an id, "new", or null for the list. */
export function readEditing(params: URLSearchParams): string | null {
  const edit = params.get("edit") ?? "";
  return edit === "new" || uuidPattern.test(edit) ? edit : null;
}

export function readCourseFilters(params: URLSearchParams): CourseListFilters {
  const q = (params.get("q") ?? "").trim().slice(0, adminCoursesLimits.searchMax);
  return { q, status: readEnumParam(params, "status", courseStatuses), page: readPageParam(params) };
}

export function readReviewFilters(params: URLSearchParams): ReviewFilters {
  const course = params.get("course") ?? "";
  return {
    course: uuidPattern.test(course) ? course : "",
    review: readEnumParam(params, "review", reviewStatuses),
    rating: readEnumParam(params, "rating", ratingChoices),
    page: readPageParam(params),
  };
}

/** The whole URL of a view: the tab (left out for the default), then that view's own state. */
export function viewParams(
  view:
    | { tab: "courses"; filters: CourseListFilters; edit?: string | null }
    | { tab: "reviews"; filters: ReviewFilters },
): URLSearchParams {
  if (view.tab === "reviews") {
    const params = listSearchParams(view.filters);
    params.set("tab", "reviews");
    return params;
  }
  const params = listSearchParams(view.filters);
  if (view.edit) params.set("edit", view.edit);
  return params;
}

export function courseListQuery(filters: CourseListFilters) {
  return listQuery(filters, adminCoursesLimits.pageSizeDefault);
}

export function reviewListQuery(filters: ReviewFilters) {
  return {
    courseId: filters.course || undefined,
    status: filters.review || undefined,
    rating: filters.rating || undefined,
    page: filters.page,
    pageSize: adminCoursesLimits.pageSizeDefault,
  };
}

export const adminCoursesQueryKey = ["admin-courses"] as const;
export const adminCourseListKey = [...adminCoursesQueryKey, "list"] as const;
export const adminReviewListKey = [...adminCoursesQueryKey, "reviews"] as const;
