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
import { openingsStudioApi as api } from "#contracts/api/content-studio-items.ts";
import { openingKinds } from "#contracts/careers.ts";
import type { OpeningStudioSummary } from "#contracts/content-studio-items.ts";
import { openingKindLabels, openingStatusLabels } from "#contracts/content-studio-items-text.ts";
import { postStatuses, postStatusLabels } from "#contracts/content-studio-text.ts";
import {
  type ItemListFilters,
  itemListKey,
  itemSearchMax,
  noItemFilters,
  readItemFilters,
  withItemFilters,
  withOpenItem,
} from "./item-params.ts";
import { PostStatusBadge, PostTime, PostWhen } from "./post-format.tsx";

function NewOpeningLink() {
  const [searchParams] = useSearchParams();
  return (
    <Link to={`?${withOpenItem("opening", searchParams, "new")}`} className={buttonClassName()}>
      <PlusIcon aria-hidden="true" />
      New opening
    </Link>
  );
}

/** The openings: search, publication and kind filters and page in the URL (?openingStatus=&openingKind=...). */
export function OpeningList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readItemFilters("opening", searchParams);
  const userId = useAuth().user?.id ?? "";
  const setFilters = (next: ItemListFilters) =>
    // Searching and filtering replace the history entry; paging adds one, so Back returns to the last page.
    setSearchParams((current) => withItemFilters("opening", current, next), {
      replace: next.page === filters.page,
      preventScrollReset: true,
    });
  const [text, setText] = useListSearchText(filters.q, (q) => setFilters({ ...filters, q, page: 1 }));
  const list = useQuery({
    queryKey: [...itemListKey("opening", userId), filters],
    queryFn: ({ signal }) =>
      apiRequest(api.list, {
        query: {
          publication: filters.status || undefined,
          kind: filters.kind || undefined,
          q: filters.q || undefined,
          page: filters.page,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const filtered = filters.status !== "" || filters.kind !== "" || filters.q !== "";

  return (
    <>
      <search className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_11rem_auto]">
        <ListSearch
          label="Search openings"
          placeholder="Title, slug or team"
          maxLength={itemSearchMax}
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
        <FilterSelect
          label="Kind"
          allLabel="Jobs and internships"
          value={filters.kind}
          options={labelledOptions(openingKinds, openingKindLabels)}
          onChange={(kind) => setFilters({ ...filters, kind, page: 1 })}
        />
        <div>
          <NewOpeningLink />
        </div>
      </search>
      <AdminListState
        query={list}
        noun={["opening", "openings"]}
        loadFailed="Could not load the openings"
        empty={{
          filtered,
          filteredMessage: "No opening matches this search, status or kind.",
          noneMessage: "No job openings yet. Add the first one.",
          clearLabel: "Clear search and filters",
          onClear: () => {
            setText("");
            setFilters(noItemFilters);
          },
          noneAction: <NewOpeningLink />,
        }}
        paging={{
          label: "Pages of openings",
          page: filters.page,
          onPage: (page) => setFilters({ ...filters, page }),
        }}
      >
        {(result) => <OpeningsTable openings={result.items} />}
      </AdminListState>
    </>
  );
}

const columns: readonly TableColumn[] = [
  { label: "Title and anchor" },
  { label: "Status" },
  { label: "Kind and team" },
  { label: "Applications" },
  { label: "Last changed" },
];

function OpeningsTable({ openings }: { openings: readonly OpeningStudioSummary[] }) {
  const [searchParams] = useSearchParams();
  return (
    <Table caption="Job openings" minWidth="min-w-[52rem]" columns={columns}>
      {openings.map((opening) => (
        <tr key={opening.id} className={tableRow({ inactive: opening.publication === "draft" })}>
          <th scope="row" className={tableCell("max-w-[20rem] font-medium text-slate-900")}>
            <Link
              to={`?${withOpenItem("opening", searchParams, opening.id)}`}
              className="block truncate text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              title={opening.title}
            >
              {opening.title}
            </Link>
            <span className="block truncate font-mono text-xs font-normal text-slate-600">
              {opening.path}
            </span>
          </th>
          <td className={tableCell("text-sm")}>
            <PostStatusBadge status={opening.publication} />
            <span className="mt-1 block whitespace-nowrap text-xs text-slate-600">
              <PostWhen
                post={{
                  status: opening.publication,
                  publishAt: opening.publishAt,
                  publishedAt: opening.postedAt,
                }}
              />
            </span>
          </td>
          <td className={tableCell("text-sm text-slate-700")}>
            {openingKindLabels[opening.kind]}
            <span className="block text-xs text-slate-600">{opening.team}</span>
          </td>
          <td className={tableCell("text-sm whitespace-nowrap text-slate-700")}>
            {openingStatusLabels[opening.status]}
            <span className="block text-xs text-slate-600">{opening.applications} received</span>
          </td>
          <td className={tableCell("text-sm whitespace-nowrap text-slate-700")}>
            <PostTime iso={opening.updatedAt} />
            {opening.updatedBy ? (
              <span className="block text-xs text-slate-600">by {opening.updatedBy}</span>
            ) : null}
          </td>
        </tr>
      ))}
    </Table>
  );
}
