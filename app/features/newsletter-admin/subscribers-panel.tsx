import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DownloadIcon, UploadIcon } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { ListSearch } from "#app/components/ui/list-search.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useListSearchText } from "#app/lib/use-list-search-text.ts";
import { newsletterAdminApi } from "#contracts/api/newsletter-admin.ts";
import {
  type AdminSubscriber,
  newsletterAdminLimits,
  newsletterAdminMessages,
  subscriberStatuses,
  subscriberStatusLabels,
} from "#contracts/newsletter-admin.ts";
import { newsletterTopics } from "#contracts/newsletter-text.ts";
import { EraseDialog } from "./erase-dialog.tsx";
import { ImportDialog } from "./import-dialog.tsx";
import {
  noSubscriberFilters,
  readSubscriberFilters,
  type SubscriberFilters,
  subscriberExportHref,
  subscriberFiltersToParams,
  subscriberListQuery,
  subscribersQueryKey,
} from "./subscriber-filters.ts";
import { SubscribersTable } from "./subscribers-table.tsx";

const topicOptions = newsletterTopics.map((topic) => ({ value: topic.id, label: topic.label }));

type Open = { kind: "import" } | { kind: "erase"; subscriber: AdminSubscriber } | null;

/** The Subscribers tab: the list with its search and filters in the URL, import, export and erasure. */
export function SubscribersPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readSubscriberFilters(searchParams);
  const [open, setOpen] = useState<Open>(null);

  const setFilters = (next: SubscriberFilters) => {
    // Typing and filtering replace the history entry; paging adds one, so Back returns to the last page.
    setSearchParams(subscriberFiltersToParams(next), {
      replace: next.page === filters.page,
      preventScrollReset: true,
    });
  };
  // The box holds what is typed; the URL (and so the query) follows once typing pauses.
  const [text, setText] = useListSearchText(filters.q, (q) => setFilters({ ...filters, q, page: 1 }));

  const list = useQuery({
    queryKey: [...subscribersQueryKey, filters],
    queryFn: ({ signal }) =>
      apiRequest(newsletterAdminApi.subscribers, { query: subscriberListQuery(filters), signal }),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
  const sources = list.data?.sources ?? (filters.source ? [filters.source] : []);
  const filtered = Object.entries(filters).some(([name, value]) => name !== "page" && value !== "");

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setOpen({ kind: "import" })}>
          <UploadIcon aria-hidden="true" />
          Import CSV
        </Button>
        <a href={subscriberExportHref(filters)} download className={buttonClassName({ variant: "outline" })}>
          <DownloadIcon aria-hidden="true" />
          {filtered ? "Export these as CSV" : "Export CSV"}
        </a>
      </div>

      <search className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <ListSearch
          className="sm:col-span-2 xl:col-span-1"
          placeholder="Email address"
          maxLength={newsletterAdminLimits.searchMax}
          value={text}
          onChange={setText}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={labelledOptions(subscriberStatuses, subscriberStatusLabels)}
          onChange={(status) => setFilters({ ...filters, status, page: 1 })}
        />
        <FilterSelect
          label="Source"
          allLabel="All sources"
          value={filters.source}
          options={sources.map((source) => ({ value: source, label: source }))}
          onChange={(source) => setFilters({ ...filters, source, page: 1 })}
        />
        <FilterSelect
          label="Topic"
          allLabel="All topics"
          value={filters.topic}
          options={topicOptions}
          onChange={(topic) => setFilters({ ...filters, topic, page: 1 })}
        />
      </search>

      <AdminListState
        query={list}
        noun={["subscriber", "subscribers"]}
        loadFailed={newsletterAdminMessages.loadFailed}
        empty={{
          filtered,
          filteredMessage: newsletterAdminMessages.noMatch,
          noneMessage: newsletterAdminMessages.none,
          clearLabel: "Clear search and filters",
          onClear: () => {
            setText("");
            setFilters(noSubscriberFilters);
          },
        }}
        paging={{
          label: "Pages of subscribers",
          page: filters.page,
          onPage: (page) => setFilters({ ...filters, page }),
        }}
      >
        {(result) => (
          <SubscribersTable
            subscribers={result.items}
            onErase={(subscriber) => setOpen({ kind: "erase", subscriber })}
          />
        )}
      </AdminListState>

      {open?.kind === "import" ? <ImportDialog onClose={() => setOpen(null)} /> : null}
      {open?.kind === "erase" ? (
        <EraseDialog subscriber={open.subscriber} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
