import {
  type CourseFormat,
  type CourseLevel,
  type CourseSort,
  courseFormats,
  courseLevels,
  courseSorts,
  defaultCourseSort,
} from "#contracts/catalog-text.ts";

export type CatalogFilters = { level: CourseLevel | ""; format: CourseFormat | ""; sort: CourseSort };

function pick<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The catalog's filters from the page URL. A value the API would refuse (an old or hand-typed link) is
 * dropped, so the page shows every course instead of an error.
 */
export function readCatalogFilters(params: URLSearchParams): CatalogFilters {
  return {
    level: pick(courseLevels, params.get("level")) ?? "",
    format: pick(courseFormats, params.get("format")) ?? "",
    sort: pick(courseSorts, params.get("sort")) ?? defaultCourseSort,
  };
}

/** The query string for both the page URL and /api/courses: only what differs from the defaults. */
export function catalogQueryString(filters: CatalogFilters): string {
  const params = new URLSearchParams();
  if (filters.level) params.set("level", filters.level);
  if (filters.format) params.set("format", filters.format);
  if (filters.sort !== defaultCourseSort) params.set("sort", filters.sort);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The same filters as /api/courses reads them (catalogApi.courses): only what differs from the defaults. */
export function catalogQuery(filters: CatalogFilters) {
  return {
    level: filters.level || undefined,
    format: filters.format || undefined,
    sort: filters.sort !== defaultCourseSort ? filters.sort : undefined,
  };
}

export function hasActiveFilters(filters: CatalogFilters): boolean {
  return filters.level !== "" || filters.format !== "";
}
