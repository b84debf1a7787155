import { listQuery, listSearchParams, readEnumParam, readPageParam } from "#app/lib/list-params.ts";
import { type KeywordFilter, keywordFilters, keywordsPageSizeDefault } from "#contracts/seo-keywords.ts";

// Keywords keeps its list's search, filter and page in its URL (?q=&filter=&page=), read leniently; ?path=
// opens one page's keyphrase instead of the list.
export type KeywordsFilters = { q: string; filter: KeywordFilter | ""; page: number };

export const keywordsSearchMax = 100;

export function readKeywordsFilters(params: URLSearchParams): KeywordsFilters {
  return {
    q: (params.get("q") ?? "").trim().slice(0, keywordsSearchMax),
    filter: readEnumParam(params, "filter", keywordFilters),
    page: readPageParam(params),
  };
}

export const keywordsFiltersToParams = (filters: KeywordsFilters) => listSearchParams(filters);
export const keywordsQuery = (filters: KeywordsFilters) => listQuery(filters, keywordsPageSizeDefault);

export const keywordsKey = ["seo-keywords"] as const;
export const keyphraseKeyOf = (path: string) => [...keywordsKey, "page", path] as const;
export const keywordsScreenPath = "/dashboard/digital-marketer/keywords";
export const keyphrasePath = (path: string) => `${keywordsScreenPath}?path=${encodeURIComponent(path)}`;
