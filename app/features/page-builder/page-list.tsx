import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { ListSearch } from "#app/components/ui/list-search.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useListSearchText } from "#app/lib/use-list-search-text.ts";
import { pageBuilderApi } from "#contracts/api/page-builder.ts";
import type { PageSummary } from "#contracts/page-builder.ts";
import { pageStatuses, pageStatusLabels } from "#contracts/page-builder-text.ts";
import { NewPageDialog } from "./new-page-dialog.tsx";
import {
  noPageFilters,
  type PageListFilters,
  pageListParams,
  pageListQueryOf,
  pageSearchMax,
  readPageFilters,
} from "./page-builder-params.ts";
import { pageListKey, pageListQuery } from "./page-builder-queries.ts";
import { PagesTable } from "./pages-table.tsx";

type Dialog =
  | { kind: "new" }
  | { kind: "duplicate"; page: PageSummary }
  | { kind: "delete"; page: PageSummary };

/** The pages: search, status filter and page in the URL; new, duplicate and delete. */
export function PageList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readPageFilters(searchParams);
  const { user } = useAuth();
  const userId = user?.id ?? "";
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const setFilters = (next: PageListFilters) =>
    // Searching and filtering replace the history entry; paging adds one, so Back returns to the last page.
    setSearchParams(pageListParams(next), { replace: next.page === filters.page, preventScrollReset: true });
  const [text, setText] = useListSearchText(filters.q, (q) => setFilters({ ...filters, q, page: 1 }));

  const list = useQuery({
    queryKey: pageListQuery(userId, filters).queryKey,
    queryFn: ({ signal }) => apiRequest(pageBuilderApi.list, { query: pageListQueryOf(filters), signal }),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: (page: PageSummary) => apiRequest(pageBuilderApi.remove, { params: { id: page.id } }),
    onSuccess: (_result, page) => {
      setDialog(null);
      toast({ title: "Page deleted", description: page.title });
      void queryClient.invalidateQueries({ queryKey: pageListKey(userId) });
    },
  });

  const newPage = (
    <Button onClick={() => setDialog({ kind: "new" })}>
      <PlusIcon aria-hidden="true" />
      New page
    </Button>
  );

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <search className="grid min-w-0 flex-1 basis-72 gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <ListSearch
            label="Search pages"
            placeholder="Title or path"
            maxLength={pageSearchMax}
            value={text}
            onChange={setText}
          />
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            value={filters.status}
            options={labelledOptions(pageStatuses, pageStatusLabels)}
            onChange={(status) => setFilters({ ...filters, status, page: 1 })}
          />
        </search>
        {newPage}
      </div>

      <AdminListState
        query={list}
        noun={["page", "pages"]}
        loadFailed="Could not load the pages"
        empty={{
          filtered: filters.status !== "" || filters.q !== "",
          filteredMessage: "No page matches this search or status.",
          noneMessage: "No pages yet. Create the first one from a template or a blank page.",
          clearLabel: "Clear search and status",
          onClear: () => {
            setText("");
            setFilters(noPageFilters);
          },
          noneAction: newPage,
        }}
        paging={{
          label: "Pages of the page list",
          page: filters.page,
          onPage: (page) => setFilters({ ...filters, page }),
        }}
      >
        {(result) => (
          <PagesTable
            pages={result.items}
            onDuplicate={(page) => setDialog({ kind: "duplicate", page })}
            // Deleting is an admin's (the API refuses marketers): they do not get the button.
            onDelete={
              user?.role === "admin"
                ? (page) => {
                    remove.reset();
                    setDialog({ kind: "delete", page });
                  }
                : undefined
            }
          />
        )}
      </AdminListState>

      {dialog?.kind === "new" ? <NewPageDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === "duplicate" ? (
        <NewPageDialog copyOf={dialog.page} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === "delete" ? (
        <ConfirmDialog
          title={`Delete "${dialog.page.title}"?`}
          confirmLabel="Delete page"
          pendingLabel="Deleting..."
          dismissLabel="Keep it"
          destructive
          pending={remove.isPending}
          error={remove.error?.message ?? null}
          onConfirm={() => remove.mutate(dialog.page)}
          onClose={() => setDialog(null)}
        >
          <p>
            The page, its draft and its whole version history are deleted. This cannot be undone.
            {dialog.page.status === "draft"
              ? null
              : ` ${dialog.page.path} stops being served: visitors get "page not found".`}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
