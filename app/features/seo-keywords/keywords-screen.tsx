import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, KeyRoundIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { ListSearch } from "#app/components/ui/list-search.tsx";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { useListSearchText } from "#app/lib/use-list-search-text.ts";
import { seoKeywordsApi } from "#contracts/api/seo-keywords.ts";
import {
  keyphraseLimits,
  keywordFilterLabels,
  keywordFilters,
  keywordMessages,
} from "#contracts/seo-keywords.ts";
import { KeyphraseEditor } from "./keyphrase-editor.tsx";
import {
  type KeywordsFilters,
  keyphraseKeyOf,
  keywordsFiltersToParams,
  keywordsKey,
  keywordsQuery,
  keywordsScreenPath,
  keywordsSearchMax,
  readKeywordsFilters,
} from "./keywords-filters.ts";
import { KeywordsTable } from "./keywords-table.tsx";
import { SearchPerformance } from "./search-performance.tsx";

const noFilters: KeywordsFilters = { q: "", filter: "", page: 1 };

function PageKeyphrase({ path }: { path: string }) {
  const page = useQuery({
    queryKey: keyphraseKeyOf(path),
    queryFn: ({ signal }) => apiRequest(seoKeywordsApi.page, { query: { path }, signal }),
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });
  if (page.error instanceof ApiRequestError && page.error.status === 404)
    return (
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        No public page has the path <span className="font-mono">{path}</span>. Choose one from the list.
      </p>
    );
  return (
    <AdminQueryGate
      query={page}
      loadingLabel="Loading the page's keyphrase..."
      loadFailed={keywordMessages.loadFailed}
    >
      {/* Another page, or a reload after a conflict, starts the form afresh. */}
      {(data) => (
        <div className="grid gap-8">
          <KeyphraseEditor key={`${data.path}:${data.version}`} page={data} />
          <SearchPerformance path={data.path} />
        </div>
      )}
    </AdminQueryGate>
  );
}

function KeywordsList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readKeywordsFilters(searchParams);
  const setFilters = (next: KeywordsFilters) =>
    setSearchParams(keywordsFiltersToParams(next), {
      replace: next.page === filters.page,
      preventScrollReset: true,
    });
  const [text, setText] = useListSearchText(filters.q, (q) => setFilters({ ...filters, q, page: 1 }));
  const list = useQuery({
    queryKey: [...keywordsKey, "list", filters],
    queryFn: ({ signal }) => apiRequest(seoKeywordsApi.list, { query: keywordsQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
  const filtered = filters.q !== "" || filters.filter !== "";
  return (
    <section aria-label="Pages" className="grid gap-4">
      <search className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_18rem]">
        <ListSearch
          placeholder="Page, path or keyphrase"
          maxLength={keywordsSearchMax}
          value={text}
          onChange={setText}
        />
        <FilterSelect
          label="Filter pages"
          allLabel="All pages"
          value={filters.filter}
          options={labelledOptions(keywordFilters, keywordFilterLabels)}
          onChange={(filter) => setFilters({ ...filters, filter, page: 1 })}
        />
      </search>
      <AdminListState
        query={list}
        noun={["page", "pages"]}
        loadFailed={keywordMessages.loadFailed}
        empty={{
          filtered,
          filteredMessage: keywordMessages.noPages,
          noneMessage: keywordMessages.noPages,
          clearLabel: "Clear search and filter",
          onClear: () => {
            setText("");
            setFilters(noFilters);
          },
        }}
        paging={{
          label: "Pages of the keyphrase list",
          page: filters.page,
          onPage: (page) => setFilters({ ...filters, page }),
        }}
      >
        {(result) => <KeywordsTable rows={result.items} />}
      </AdminListState>
    </section>
  );
}

/**
 * /dashboard/digital-marketer/keywords: each page's focus keyphrase and how the rendered page uses it;
 * pages that share a keyphrase flagged; ?path= opens one page's.
 */
export function KeywordsScreen() {
  const [searchParams] = useSearchParams();
  const path = (searchParams.get("path") ?? "").trim().slice(0, keyphraseLimits.path);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-1">
        <div className="flex items-center gap-3">
          <KeyRoundIcon aria-hidden="true" className="size-6 text-indigo-700" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Keywords</h1>
        </div>
        {path ? (
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
            <span>
              Keyphrase of <span className="font-mono text-slate-900">{path}</span>
            </span>
            <Link
              to={keywordsScreenPath}
              className="inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-4 hover:underline"
            >
              <ArrowLeftIcon aria-hidden="true" className="size-3.5" />
              All pages
            </Link>
          </p>
        ) : (
          <p className="text-sm text-slate-700">
            The words each page should be found for, checked on the page as visitors get it: title,
            description, H1, first paragraph, address, images and how often it is used. Two pages with one
            keyphrase compete; they are flagged.
          </p>
        )}
      </div>
      {path ? <PageKeyphrase path={path} /> : <KeywordsList />}
    </div>
  );
}
