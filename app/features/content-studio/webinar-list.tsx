import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { ListSearch } from "#app/components/ui/list-search.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useListSearchText } from "#app/lib/use-list-search-text.ts";
import { webinarStudioApi as api } from "#contracts/api/content-studio-webinars.ts";
import { postStatuses, postStatusLabels } from "#contracts/content-studio-text.ts";
import type { WebinarSummary } from "#contracts/content-studio-webinars.ts";
import { PostStatusBadge, PostTime } from "./post-format.tsx";
import {
  noWebinarFilters,
  readWebinarFilters,
  type WebinarListFilters,
  webinarListKey,
  webinarListQueryOf,
  webinarSearchMax,
  withOpenWebinar,
  withWebinarFilters,
} from "./webinar-params.ts";

function NewWebinarLink() {
  const [searchParams] = useSearchParams();
  return (
    <Link to={`?${withOpenWebinar(searchParams, "new")}`} className={buttonClassName()}>
      <PlusIcon aria-hidden="true" />
      New webinar
    </Link>
  );
}

/** The webinars: search, status filter and page in the URL; a webinar opens in the editor. */
export function WebinarList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readWebinarFilters(searchParams);
  const userId = useAuth().user?.id ?? "";
  const setFilters = (next: WebinarListFilters) =>
    // Searching and filtering replace the history entry; paging adds one, so Back returns to the last page.
    setSearchParams((current) => withWebinarFilters(current, next), {
      replace: next.page === filters.page,
      preventScrollReset: true,
    });
  const [text, setText] = useListSearchText(filters.q, (q) => setFilters({ ...filters, q, page: 1 }));

  const list = useQuery({
    queryKey: [...webinarListKey(userId), filters],
    queryFn: ({ signal }) => apiRequest(api.list, { query: webinarListQueryOf(filters), signal }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <search className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto]">
        <ListSearch
          label="Search webinars"
          placeholder="Title, slug or host"
          maxLength={webinarSearchMax}
          value={text}
          onChange={setText}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={labelledOptions(postStatuses, postStatusLabels)}
          onChange={(status) => setFilters({ ...filters, status, page: 1 })}
        />
        <div>
          <NewWebinarLink />
        </div>
      </search>

      <AdminListState
        query={list}
        noun={["webinar", "webinars"]}
        loadFailed="Could not load the webinars"
        empty={{
          filtered: filters.status !== "" || filters.q !== "",
          filteredMessage: "No webinar matches this search or status.",
          noneMessage: "No webinars yet. Plan the first one.",
          clearLabel: "Clear search and status",
          onClear: () => {
            setText("");
            setFilters(noWebinarFilters);
          },
          noneAction: <NewWebinarLink />,
        }}
        paging={{
          label: "Pages of webinars",
          page: filters.page,
          onPage: (page) => setFilters({ ...filters, page }),
        }}
      >
        {(result) => <WebinarsTable webinars={result.items} />}
      </AdminListState>
    </>
  );
}

const columns: readonly TableColumn[] = [
  { label: "Title and address" },
  { label: "Status" },
  { label: "Starts" },
  { label: "Host" },
  { label: "Registrants", align: "right" },
  { label: "Last changed" },
];

const timingLabels = { upcoming: "Upcoming", live: "Live now", past: "Over" } as const;

function WebinarsTable({ webinars }: { webinars: readonly WebinarSummary[] }) {
  const [searchParams] = useSearchParams();
  return (
    <Table caption="Webinars" minWidth="min-w-[60rem]" columns={columns}>
      {webinars.map((webinar) => (
        <tr key={webinar.id} className={tableRow({ inactive: webinar.status === "draft" })}>
          <th scope="row" className={tableCell("max-w-[20rem] font-medium text-slate-900")}>
            <Link
              to={`?${withOpenWebinar(searchParams, webinar.id)}`}
              className="block truncate text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              title={webinar.title}
            >
              {webinar.title}
            </Link>
            <span className="block truncate font-mono text-xs font-normal text-slate-600">
              {webinar.path}
            </span>
          </th>
          <td className={tableCell("text-sm")}>
            <PostStatusBadge status={webinar.status} />
            {webinar.status === "scheduled" && webinar.publishAt ? (
              <span className="mt-1 block whitespace-nowrap text-xs text-slate-600">
                Goes live <PostTime iso={webinar.publishAt} />
              </span>
            ) : null}
          </td>
          <td className={tableCell("text-sm whitespace-nowrap text-slate-700")}>
            <PostTime iso={webinar.startsAt} />
            <span className="block text-xs text-slate-600">
              {timingLabels[webinar.timing]} · {webinar.durationMinutes} min
            </span>
          </td>
          <td className={tableCell("max-w-[10rem] truncate text-slate-700")}>{webinar.hostName}</td>
          <td className={tableCell("text-right text-sm text-slate-700 tabular-nums")}>
            {webinar.registrants}
          </td>
          <td className={tableCell("text-sm whitespace-nowrap text-slate-700")}>
            <PostTime iso={webinar.updatedAt} />
            {webinar.updatedBy ? (
              <span className="block text-xs text-slate-600">by {webinar.updatedBy}</span>
            ) : null}
          </td>
        </tr>
      ))}
    </Table>
  );
}
