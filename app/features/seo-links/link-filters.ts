import { listQuery, listSearchParams, readEnumParam, readPageParam } from "#app/lib/list-params.ts";
import {
  type LinkPageSort,
  type LinkProblemKind,
  linkPageFilters,
  linkPageSorts,
  linkProblemKinds,
  linksPageSizeDefault,
} from "#contracts/seo-links.ts";

// Internal Links keeps its view in its URL, read leniently (a bad value means the default):
// ?view=pages|broken|redirected|suggestions, the pages list's ?q=&filter=&sort=&page=, and ?path= for one page's links.
export const linkViews = ["pages", ...linkProblemKinds, "suggestions"] as const;
export type LinkView = (typeof linkViews)[number];

export type LinkFilters = {
  view: LinkView | "";
  q: string;
  filter: (typeof linkPageFilters)[number] | "";
  sort: LinkPageSort | "";
  page: number;
  /** One page's links are shown instead of the lists. */
  path: string;
};

export const linkSearchMax = 100;

export function readLinkFilters(params: URLSearchParams): LinkFilters {
  return {
    view: readEnumParam(params, "view", linkViews),
    q: (params.get("q") ?? "").trim().slice(0, linkSearchMax),
    filter: readEnumParam(params, "filter", linkPageFilters),
    sort: readEnumParam(params, "sort", linkPageSorts),
    page: readPageParam(params),
    path: (params.get("path") ?? "").trim().slice(0, 2000),
  };
}

export const linkFiltersToParams = (filters: LinkFilters) => listSearchParams(filters);

export const linkPagesQuery = ({ q, filter, sort, page }: LinkFilters) =>
  listQuery({ q, filter, sort, page }, linksPageSizeDefault);
export const linkProblemsQuery = (kind: LinkProblemKind, page: number) => ({
  kind,
  page,
  pageSize: linksPageSizeDefault,
});

export const linkSuggestionsQuery = (page: number) => ({ page, pageSize: linksPageSizeDefault });

export const linksKey = ["seo-links"] as const;
