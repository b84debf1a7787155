import { listQuery, listSearchParams, readEnumParam, readPageParam } from "#app/lib/list-params.ts";
import {
  adminBatchesLimits,
  type BatchListStatus,
  type BatchWhen,
  batchListStatuses,
  batchWhen,
} from "#contracts/admin-batches-text.ts";
import { type BatchType, batchTypes } from "#contracts/batches-text.ts";

// The list's state lives in its URL (?course=&status=&type=&when=&page=), read leniently: a bad value
// means "no filter", never an error page.
export type BatchesFilters = {
  course: string;
  status: BatchListStatus | "";
  type: BatchType | "";
  when: BatchWhen | "";
  page: number;
};

const slugPattern = /^[a-z0-9][a-z0-9-]{0,99}$/;

export function readFilters(params: URLSearchParams): BatchesFilters {
  const course = params.get("course") ?? "";
  return {
    course: slugPattern.test(course) ? course : "",
    status: readEnumParam(params, "status", batchListStatuses),
    type: readEnumParam(params, "type", batchTypes),
    when: readEnumParam(params, "when", batchWhen),
    page: readPageParam(params),
  };
}

export function filtersToParams(filters: BatchesFilters): URLSearchParams {
  return listSearchParams(filters);
}

export function batchesQuery(filters: BatchesFilters) {
  return listQuery(filters, adminBatchesLimits.pageSizeDefault);
}

export const adminBatchesQueryKey = ["admin-batches"] as const;
export const waitlistQueryKey = (batchId: string) => ["admin-batches", "waitlist", batchId] as const;
