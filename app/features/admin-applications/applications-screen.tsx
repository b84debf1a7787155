import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { ClipboardListIcon, DownloadIcon, MailIcon, SearchIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { batchTypeLabel, formatBatchDate } from "#app/features/banner/batch-labels.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { useListSearchText } from "#app/lib/use-list-search-text.ts";
import { experienceLevelLabels, experienceLevels } from "#contracts/admissions-text.ts";
import { adminApplicationsApi } from "#contracts/api/admin-applications.ts";
import { admissionsApi } from "#contracts/api/admissions.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { ApplicationSummary } from "#contracts/application-pipeline.ts";
import {
  type ApplicationStatus,
  applicationPipelineLimits,
  applicationPipelineMessages,
  applicationStatuses,
  applicationStatusLabels,
} from "#contracts/application-pipeline-text.ts";
import { ApplicationsBoard } from "./applications-board.tsx";
import {
  type ApplicationFiltersState,
  type ApplicationView,
  applicationsQuery,
  applicationsQueryKey,
  boardQuery,
  csvQuery,
  emptyFilters,
  filtersToParams,
  isFiltered,
  readFilters,
  readView,
} from "./applications-filters.ts";
import { ApplicationsTable } from "./applications-table.tsx";
import { BulkStatusDialog } from "./bulk-status-dialog.tsx";
import { StatusChangeDialog } from "./status-change-dialog.tsx";
import { TemplatesDialog } from "./templates-dialog.tsx";

type Selected = Map<string, { version: number; fullName: string }>;
type Moving = { item: ApplicationSummary; status: ApplicationStatus } | null;

/** /dashboard/admin/applications: the bootcamp applications as a list or a board, with filters in the URL. */
export function ApplicationsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readView(searchParams);
  const filters = readFilters(searchParams);
  const queryClient = useQueryClient();
  const searchId = useId();

  const setFilters = (next: ApplicationFiltersState, nextView: ApplicationView = view) => {
    // Typing and filtering replace the history entry; paging adds one, so Back returns to the last page.
    setSearchParams(filtersToParams(nextView, next), {
      replace: next.page === filters.page && nextView === view,
      preventScrollReset: true,
    });
  };

  // The box holds what is typed; the URL (and so the query) follows once typing pauses.
  const [text, setText] = useListSearchText(filters.q, (q) => setFilters({ ...filters, q, page: 1 }));

  const cohorts = useQuery({
    queryKey: ["bootcamp-batches"],
    queryFn: ({ signal }) => apiRequest(admissionsApi.batches, { signal }),
    staleTime: 60_000,
  });
  const list = useQuery({
    queryKey: [...applicationsQueryKey, "list", filters],
    queryFn: ({ signal }) =>
      apiRequest(adminApplicationsApi.list, { query: applicationsQuery(filters), signal }),
    placeholderData: keepPreviousData,
    enabled: view === "list",
  });
  const board = useQuery({
    queryKey: [...applicationsQueryKey, "board", boardQuery(filters)],
    queryFn: ({ signal }) => apiRequest(adminApplicationsApi.board, { query: boardQuery(filters), signal }),
    placeholderData: keepPreviousData,
    enabled: view === "board",
  });

  const [selected, setSelected] = useState<Selected>(new Map());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [moving, setMoving] = useState<Moving>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: applicationsQueryKey });

  const toggle = (item: ApplicationSummary, checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(item.id, { version: item.version, fullName: item.fullName });
      else next.delete(item.id);
      return next;
    });
  const toggleAll = (checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const item of list.data?.items ?? []) {
        if (checked) next.set(item.id, { version: item.version, fullName: item.fullName });
        else next.delete(item.id);
      }
      return next;
    });
  const csvHref = endpointUrl(adminApplicationsApi.csv, { query: csvQuery(filters) });
  const cohortOptions = (cohorts.data ?? []).map((batch) => ({
    value: batch.id,
    label: `${batchTypeLabel(batch.type)}, ${formatBatchDate(batch.startDate)}`,
  }));

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <ClipboardListIcon aria-hidden="true" className="size-6 text-indigo-700" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Applications</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setTemplatesOpen(true)}>
            <MailIcon aria-hidden="true" /> Mail templates
          </Button>
          <a href={csvHref} download className={buttonClassName({ variant: "outline" })}>
            <DownloadIcon aria-hidden="true" /> Download CSV
          </a>
        </div>
      </div>

      <nav aria-label="Views" className="flex gap-2">
        {(["list", "board"] as const).map((option) => (
          <Link
            key={option}
            to={`?${filtersToParams(option, { ...filters, page: 1 }).toString()}`}
            aria-current={option === view ? "page" : undefined}
            className={cn(buttonClassName({ variant: option === view ? "default" : "outline", size: "sm" }))}
          >
            {option === "list" ? "List" : "Board"}
          </Link>
        ))}
      </nav>

      <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={searchId}>Search</Label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <Input
              id={searchId}
              type="search"
              className="pl-9"
              placeholder="Name or email"
              maxLength={applicationPipelineLimits.searchMax}
              autoComplete="off"
              spellCheck={false}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
        {view === "list" ? (
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            value={filters.status}
            options={labelledOptions(applicationStatuses, applicationStatusLabels)}
            onChange={(status) => setFilters({ ...filters, status, page: 1 })}
          />
        ) : null}
        <FilterSelect
          label="Filter by cohort"
          allLabel="All cohorts"
          value={filters.batch}
          options={cohortOptions}
          onChange={(batch) => setFilters({ ...filters, batch, page: 1 })}
        />
        <FilterSelect
          label="Filter by experience"
          allLabel="All levels"
          value={filters.experience}
          options={labelledOptions(experienceLevels, experienceLevelLabels)}
          onChange={(experience) => setFilters({ ...filters, experience, page: 1 })}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${searchId}-from`}>Applied from</Label>
          <Input
            id={`${searchId}-from`}
            type="date"
            value={filters.from}
            onChange={(event) => setFilters({ ...filters, from: event.target.value, page: 1 })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${searchId}-to`}>Applied to</Label>
          <Input
            id={`${searchId}-to`}
            type="date"
            value={filters.to}
            onChange={(event) => setFilters({ ...filters, to: event.target.value, page: 1 })}
          />
        </div>
      </search>

      {view === "list" ? (
        <>
          {selected.size > 0 ? (
            <div className="flex flex-wrap items-center gap-3 rounded-md border border-indigo-200 bg-indigo-50 px-4 py-2">
              <p className="text-sm font-medium text-slate-900">{selected.size} selected</p>
              <Button type="button" size="sm" onClick={() => setBulkOpen(true)}>
                Change status...
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
                Clear selection
              </Button>
            </div>
          ) : null}
          <AdminListState
            query={list}
            noun={["application", "applications"]}
            loadFailed={applicationPipelineMessages.loadFailed}
            empty={{
              filtered: isFiltered(filters),
              filteredMessage: applicationPipelineMessages.noneMatch,
              noneMessage: applicationPipelineMessages.noneYet,
              clearLabel: "Clear search and filters",
              onClear: () => {
                setText("");
                setFilters(emptyFilters);
              },
            }}
            paging={{
              label: "Pages of applications",
              page: filters.page,
              onPage: (page) => setFilters({ ...filters, page }),
            }}
          >
            {(result) => (
              <ApplicationsTable
                items={result.items}
                selected={new Map([...selected].map(([id, row]) => [id, row.version]))}
                onToggle={toggle}
                onToggleAll={toggleAll}
              />
            )}
          </AdminListState>
        </>
      ) : (
        <AdminQueryGate
          query={board}
          loadingLabel="Loading the board..."
          loadFailed={applicationPipelineMessages.loadFailed}
        >
          {(data) => (
            <ApplicationsBoard
              board={data}
              onMove={(item, status) => setMoving({ item, status })}
              listHref={(status) => `?${filtersToParams("list", { ...filters, status, page: 1 }).toString()}`}
            />
          )}
        </AdminQueryGate>
      )}

      {bulkOpen ? (
        <BulkStatusDialog
          items={[...selected].map(([id, row]) => ({ id, ...row }))}
          onDone={(result) => {
            setSelected(new Map());
            toast({
              title: applicationPipelineMessages.statusChanged,
              description: `${result.changed} of ${result.results.length} changed.`,
            });
            void refresh();
          }}
          onClose={() => setBulkOpen(false)}
        />
      ) : null}
      {moving ? (
        <StatusChangeDialog
          application={moving.item}
          initialStatus={moving.status}
          onDone={(updated) => {
            setMoving(null);
            toast({
              title: applicationPipelineMessages.statusChanged,
              description: `${updated.fullName} is now ${applicationStatusLabels[updated.status].toLowerCase()}.`,
            });
            void refresh();
          }}
          onClose={() => setMoving(null)}
        />
      ) : null}
      {templatesOpen ? <TemplatesDialog onClose={() => setTemplatesOpen(false)} /> : null}
    </div>
  );
}
