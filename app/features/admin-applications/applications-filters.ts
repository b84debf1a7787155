import { listQuery, listSearchParams, readEnumParam, readPageParam } from "#app/lib/list-params.ts";
import { experienceLevels } from "#contracts/admissions-text.ts";
import { applicationPipelineLimits, applicationStatuses } from "#contracts/application-pipeline-text.ts";

// The pipeline's state lives in its URL (?view=&q=&status=&batch=&experience=&from=&to=&page=): a view can
// be bookmarked, shared and walked back. Read leniently: a bad value means "no filter", never an error page.
export const applicationViews = ["list", "board"] as const;
export type ApplicationView = (typeof applicationViews)[number];

export type ApplicationFiltersState = {
  q: string;
  status: (typeof applicationStatuses)[number] | "";
  batch: string;
  experience: (typeof experienceLevels)[number] | "";
  from: string;
  to: string;
  page: number;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

function readDay(params: URLSearchParams, name: string): string {
  const value = params.get(name) ?? "";
  return dayPattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : "";
}

export function readView(params: URLSearchParams): ApplicationView {
  return readEnumParam(params, "view", applicationViews) || "list";
}

export function readFilters(params: URLSearchParams): ApplicationFiltersState {
  const batch = params.get("batch") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, applicationPipelineLimits.searchMax),
    status: readEnumParam(params, "status", applicationStatuses),
    batch: uuidPattern.test(batch) ? batch : "",
    experience: readEnumParam(params, "experience", experienceLevels),
    from: readDay(params, "from"),
    to: readDay(params, "to"),
    page: readPageParam(params),
  };
}

/** The URL of a view and its filters; defaults are left out to keep addresses short. */
export function filtersToParams(view: ApplicationView, filters: ApplicationFiltersState): URLSearchParams {
  return listSearchParams({ view: view === "list" ? "" : view, ...filters });
}

export function applicationsQuery(filters: ApplicationFiltersState) {
  return listQuery(filters, applicationPipelineLimits.pageSizeDefault);
}

/** The board and the CSV read the filters without a page (the board's columns are the statuses). */
export function boardQuery(filters: ApplicationFiltersState) {
  const { page: _page, status: _status, pageSize: _size, ...rest } = applicationsQuery(filters);
  return rest;
}

export function csvQuery(filters: ApplicationFiltersState) {
  const { page: _page, pageSize: _size, ...rest } = applicationsQuery(filters);
  return rest;
}

export function isFiltered(filters: ApplicationFiltersState): boolean {
  return Object.entries(filters).some(([name, value]) => name !== "page" && value !== "");
}

export const emptyFilters: ApplicationFiltersState = {
  q: "",
  status: "",
  batch: "",
  experience: "",
  from: "",
  to: "",
  page: 1,
};

export const applicationsQueryKey = ["admin-applications"] as const;
