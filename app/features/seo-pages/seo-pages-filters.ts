import { listQuery, listSearchParams, readEnumParam, readPageParam } from "#app/lib/list-params.ts";
import { type PageType, pageTypes } from "#contracts/seo.ts";
import {
  type IndexableFilter,
  indexableFilters,
  seoPagesPageSizeDefault,
  seoPagesSearchMax,
} from "#contracts/seo-pages.ts";

// Page Management keeps its search, filters and page in its URL (?q=&type=&indexable=&page=), read
// leniently: a bad value means "no filter".
export type SeoPagesFilters = {
  q: string;
  type: PageType | "";
  indexable: IndexableFilter | "";
  page: number;
};

export function readFilters(params: URLSearchParams): SeoPagesFilters {
  return {
    q: (params.get("q") ?? "").trim().slice(0, seoPagesSearchMax),
    type: readEnumParam(params, "type", pageTypes),
    indexable: readEnumParam(params, "indexable", indexableFilters),
    page: readPageParam(params),
  };
}

export function filtersToParams(filters: SeoPagesFilters): URLSearchParams {
  return listSearchParams(filters);
}

/** The list's query (seoApi.pages): the filters set, then the page and its size. */
export function seoPagesQuery(filters: SeoPagesFilters) {
  return listQuery(filters, seoPagesPageSizeDefault);
}

export const seoPagesQueryKey = ["seo-pages"] as const;
