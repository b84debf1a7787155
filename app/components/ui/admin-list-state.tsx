import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { type AdminQuery, AdminQueryGate } from "./admin-query-gate.tsx";
import { Button } from "./button.tsx";
import { EmptyState } from "./empty-state.tsx";
import { Pagination } from "./pagination.tsx";

/** The part of a paged list answer this component reads; each screen's page type has more. */
type PageLike = { items: readonly unknown[]; total: number; pageSize?: number };

export type AdminListPaging = {
  /** The pagination's landmark name, e.g. "Pages of users". */
  label: string;
  page: number;
  onPage: (page: number) => void;
};

export type AdminListEmpty = {
  /** Whether a search or filter narrows the list, so "nothing matches" rather than "nothing yet". */
  filtered: boolean;
  filteredMessage: string;
  noneMessage: string;
  clearLabel: string;
  onClear: () => void;
  /** A way on from an empty list that nothing narrows ("New campaign"). */
  noneAction?: ReactNode;
};

type AdminListStateProps<T extends PageLike> = {
  query: AdminQuery<T>;
  /** Singular and plural, for "Loading orders..." and "1 order found". */
  noun: readonly [singular: string, plural: string];
  loadFailed: string;
  empty: AdminListEmpty;
  /** The list's pages, drawn below the table with the kit's Pagination (the answer carries `pageSize`). */
  paging?: AdminListPaging;
  /** "Go to the first page" on a page past the end; `paging.onPage(1)` unless given. */
  onFirstPage?: () => void;
  /** See AdminQueryGate: for a list that sits beside a taller panel. */
  alignStart?: boolean;
  /** The table, given a page that has at least one item. */
  children: (data: T) => ReactNode;
  /** Below the table or the empty state (and below the pagination). */
  footer?: (data: T) => ReactNode;
};

/**
 * A paged admin list in every state: loading, failed, the page, and the three empty cases (a page past
 * the end after rows went away, nothing matching the filters, nothing at all). The previous page stays
 * on screen while the next loads (keepPreviousData), so `aria-busy` and the live count say what is
 * happening to screen-reader users.
 */
export function AdminListState<T extends PageLike>({
  query,
  noun,
  loadFailed,
  empty,
  paging,
  onFirstPage = () => paging?.onPage(1),
  alignStart,
  children,
  footer,
}: AdminListStateProps<T>) {
  const [singular, plural] = noun;
  const loadingLabel = `Loading ${plural}...`;
  return (
    <AdminQueryGate query={query} loadingLabel={loadingLabel} loadFailed={loadFailed} alignStart={alignStart}>
      {(data) => (
        <div
          className={cn("grid grid-cols-1", alignStart && "content-start", "gap-4")}
          aria-busy={query.isFetching}
        >
          <p role="status" className="sr-only">
            {query.isFetching ? loadingLabel : `${data.total} ${data.total === 1 ? singular : plural} found`}
          </p>
          {data.items.length === 0 ? (
            <EmptyList total={data.total} empty={empty} onFirstPage={onFirstPage} />
          ) : (
            children(data)
          )}
          {paging && data.pageSize ? (
            <Pagination
              {...paging}
              noun={noun}
              pageSize={data.pageSize}
              total={data.total}
              shown={data.items.length}
            />
          ) : null}
          {footer?.(data)}
        </div>
      )}
    </AdminQueryGate>
  );
}

function EmptyList({
  total,
  empty,
  onFirstPage,
}: {
  total: number;
  empty: AdminListEmpty;
  onFirstPage: () => void;
}) {
  // total > 0 with no items: the URL's page is beyond the last one (rows were removed, or an old link).
  const pastEnd = total > 0;
  return (
    <EmptyState
      title={
        pastEnd
          ? "This page is past the end of the list."
          : empty.filtered
            ? empty.filteredMessage
            : empty.noneMessage
      }
      action={
        pastEnd ? (
          <Button variant="outline" onClick={onFirstPage}>
            Go to the first page
          </Button>
        ) : empty.filtered ? (
          <Button variant="outline" onClick={empty.onClear}>
            {empty.clearLabel}
          </Button>
        ) : (
          (empty.noneAction ?? null)
        )
      }
    />
  );
}
