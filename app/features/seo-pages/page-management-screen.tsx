import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { FileTextIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { ListSearch } from "#app/components/ui/list-search.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useListSearchText } from "#app/lib/use-list-search-text.ts";
import { seoApi } from "#contracts/api/seo.ts";
import { pageTypes } from "#contracts/seo.ts";
import {
  indexableFilterLabels,
  indexableFilters,
  pageTypeLabels,
  seoPagesMessages,
  seoPagesSearchMax,
} from "#contracts/seo-pages.ts";
import {
  filtersToParams,
  readFilters,
  type SeoPagesFilters,
  seoPagesQuery,
  seoPagesQueryKey,
} from "./seo-pages-filters.ts";
import { SeoPagesTable } from "./seo-pages-table.tsx";

const noFilters: SeoPagesFilters = { q: "", type: "", indexable: "", page: 1 };

/** /dashboard/digital-marketer/page-management: every public page, searched, filtered and paged. */
export function PageManagementScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);

  const setFilters = (next: SeoPagesFilters) => {
    // Typing and filtering replace the history entry; paging adds one, so Back returns to the last page.
    setSearchParams(filtersToParams(next), { replace: next.page === filters.page, preventScrollReset: true });
  };

  // The box holds what is typed; the URL (and so the query) follows once typing pauses.
  const [text, setText] = useListSearchText(filters.q, (q) => setFilters({ ...filters, q, page: 1 }));

  const list = useQuery({
    queryKey: [...seoPagesQueryKey, filters],
    queryFn: ({ signal }) => apiRequest(seoApi.pages, { query: seoPagesQuery(filters), signal }),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

  const filtered = filters.q !== "" || filters.type !== "" || filters.indexable !== "";

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-1">
        <div className="flex items-center gap-3">
          <FileTextIcon aria-hidden="true" className="size-6 text-indigo-700" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Page Management</h1>
        </div>
        <p className="text-sm text-slate-700">
          Every public page of the site with its title, whether search engines may index it, and its traffic.
          Most viewed first.
        </p>
      </div>

      <search className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem]">
        <ListSearch
          placeholder="Title or path"
          maxLength={seoPagesSearchMax}
          value={text}
          onChange={(next) => setText(next)}
        />
        <FilterSelect
          label="Filter by type"
          allLabel="All types"
          value={filters.type}
          options={labelledOptions(pageTypes, pageTypeLabels)}
          onChange={(type) => setFilters({ ...filters, type, page: 1 })}
        />
        <FilterSelect
          label="Filter by indexing"
          allLabel="Indexed or not"
          value={filters.indexable}
          options={labelledOptions(indexableFilters, indexableFilterLabels)}
          onChange={(indexable) => setFilters({ ...filters, indexable, page: 1 })}
        />
      </search>

      <AdminListState
        query={list}
        noun={["page", "pages"]}
        loadFailed={seoPagesMessages.loadFailed}
        empty={{
          filtered,
          filteredMessage: seoPagesMessages.noPages,
          noneMessage: "The site has no public pages yet.",
          clearLabel: "Clear search and filters",
          onClear: () => {
            setText("");
            setFilters(noFilters);
          },
        }}
        paging={{
          label: "Pages of the list",
          page: filters.page,
          onPage: (page) => setFilters({ ...filters, page }),
        }}
      >
        {(result) => <SeoPagesTable pages={result.items} />}
      </AdminListState>
    </div>
  );
}
