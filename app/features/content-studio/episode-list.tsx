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
import { episodesStudioApi as api } from "#contracts/api/content-studio-items.ts";
import type { EpisodeSummary } from "#contracts/content-studio-items.ts";
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

function NewEpisodeLink() {
  const [searchParams] = useSearchParams();
  return (
    <Link to={`?${withOpenItem("episode", searchParams, "new")}`} className={buttonClassName()}>
      <PlusIcon aria-hidden="true" />
      New episode
    </Link>
  );
}

/** The episodes: search, status filter and page in the URL (?episodeStatus=&episodeQ=&episodePage=). */
export function EpisodeList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readItemFilters("episode", searchParams);
  const userId = useAuth().user?.id ?? "";
  const setFilters = (next: ItemListFilters) =>
    // Searching and filtering replace the history entry; paging adds one, so Back returns to the last page.
    setSearchParams((current) => withItemFilters("episode", current, next), {
      replace: next.page === filters.page,
      preventScrollReset: true,
    });
  const [text, setText] = useListSearchText(filters.q, (q) => setFilters({ ...filters, q, page: 1 }));
  const list = useQuery({
    queryKey: [...itemListKey("episode", userId), filters],
    queryFn: ({ signal }) =>
      apiRequest(api.list, {
        query: { status: filters.status || undefined, q: filters.q || undefined, page: filters.page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <search className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto]">
        <ListSearch
          label="Search episodes"
          placeholder="Title, slug or guest"
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
        <div>
          <NewEpisodeLink />
        </div>
      </search>
      <AdminListState
        query={list}
        noun={["episode", "episodes"]}
        loadFailed="Could not load the episodes"
        empty={{
          filtered: filters.status !== "" || filters.q !== "",
          filteredMessage: "No episode matches this search or status.",
          noneMessage: "No podcast episodes yet. Add the first one.",
          clearLabel: "Clear search and status",
          onClear: () => {
            setText("");
            setFilters(noItemFilters);
          },
          noneAction: <NewEpisodeLink />,
        }}
        paging={{
          label: "Pages of episodes",
          page: filters.page,
          onPage: (page) => setFilters({ ...filters, page }),
        }}
      >
        {(result) => <EpisodesTable episodes={result.items} />}
      </AdminListState>
    </>
  );
}

const columns: readonly TableColumn[] = [
  { label: "Number" },
  { label: "Title and anchor" },
  { label: "Status" },
  { label: "Guests" },
  { label: "Last changed" },
];

function EpisodesTable({ episodes }: { episodes: readonly EpisodeSummary[] }) {
  const [searchParams] = useSearchParams();
  return (
    <Table caption="Podcast episodes" minWidth="min-w-[52rem]" columns={columns}>
      {episodes.map((episode) => (
        <tr key={episode.id} className={tableRow({ inactive: episode.status === "draft" })}>
          <td className={tableCell("text-sm whitespace-nowrap text-slate-700")}>
            {episode.episodeNumber === 0 ? "Trailer" : episode.episodeNumber}
          </td>
          <th scope="row" className={tableCell("max-w-[20rem] font-medium text-slate-900")}>
            <Link
              to={`?${withOpenItem("episode", searchParams, episode.id)}`}
              className="block truncate text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              title={episode.title}
            >
              {episode.title}
            </Link>
            <span className="block truncate font-mono text-xs font-normal text-slate-600">
              {episode.path}
            </span>
          </th>
          <td className={tableCell("text-sm")}>
            <PostStatusBadge status={episode.status} />
            <span className="mt-1 block whitespace-nowrap text-xs text-slate-600">
              <PostWhen post={episode} />
            </span>
          </td>
          <td className={tableCell("max-w-[12rem] text-sm text-slate-700")}>
            {episode.guests.length > 0 ? (
              episode.guests.join(", ")
            ) : (
              <span className="text-slate-600">None</span>
            )}
          </td>
          <td className={tableCell("text-sm whitespace-nowrap text-slate-700")}>
            <PostTime iso={episode.updatedAt} />
            {episode.updatedBy ? (
              <span className="block text-xs text-slate-600">by {episode.updatedBy}</span>
            ) : null}
          </td>
        </tr>
      ))}
    </Table>
  );
}
