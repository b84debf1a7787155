import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarRangeIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import type {
  AdminBatch,
  AdminBatchesPage,
  BatchCreateInput,
  BatchUpdateInput,
} from "#contracts/admin-batches.ts";
import {
  adminBatchesMessages,
  type BatchStatus,
  batchListStatuses,
  batchStatusLabels,
  batchTypeLabels,
  batchWhen,
  batchWhenLabels,
} from "#contracts/admin-batches-text.ts";
import { adminBatchesApi } from "#contracts/api/admin-batches.ts";
import { batchTypes } from "#contracts/batches-text.ts";
import { BatchFormDialog } from "./batch-form-dialog.tsx";
import {
  adminBatchesQueryKey,
  type BatchesFilters,
  batchesQuery,
  filtersToParams,
  readFilters,
} from "./batches-filters.ts";
import { BatchesTable } from "./batches-table.tsx";
import { StatusDialog } from "./status-dialog.tsx";
import { WaitlistDialog } from "./waitlist-dialog.tsx";

type Open =
  | { kind: "create" }
  | { kind: "edit"; batch: AdminBatch }
  | { kind: "status"; batch: AdminBatch }
  | { kind: "waitlist"; batch: AdminBatch }
  | null;

const noOptions: Pick<AdminBatchesPage, "courses" | "instructors"> = { courses: [], instructors: [] };

/** /dashboard/admin/bootcamp-batches (and /admin/batches): every course's batches, their seats and waitlists. */
export function BatchesScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);

  const setFilters = (next: BatchesFilters) =>
    setSearchParams(filtersToParams(next), { replace: next.page === filters.page, preventScrollReset: true });

  const list = useQuery({
    queryKey: [...adminBatchesQueryKey, filters],
    queryFn: ({ signal }) => apiRequest(adminBatchesApi.batches, { query: batchesQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
  const options = list.data ?? noOptions;

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminBatchesQueryKey });

  const save = async (batch: AdminBatch | null, body: unknown) => {
    const saved = batch
      ? await apiRequest(adminBatchesApi.updateBatch, {
          params: { id: batch.id },
          body: body as BatchUpdateInput,
        })
      : await apiRequest(adminBatchesApi.createBatch, { body: body as BatchCreateInput });
    setOpen(null);
    toast({
      title: batch ? adminBatchesMessages.saved : adminBatchesMessages.created,
      description: `${saved.course.title}, starting ${saved.startDate}.`,
    });
    await refresh();
    return saved;
  };

  const status = useMutation({
    mutationFn: ({ batch, to }: { batch: AdminBatch; to: BatchStatus }) =>
      apiRequest(adminBatchesApi.updateBatch, {
        params: { id: batch.id },
        body: { status: to, version: batch.version },
      }),
    onSuccess: async (saved) => {
      setOpen(null);
      toast({
        title: adminBatchesMessages.saved,
        description: `Now ${batchStatusLabels[saved.status].toLowerCase()}.`,
      });
      await refresh();
    },
  });

  const filtered =
    filters.course !== "" || filters.status !== "" || filters.type !== "" || filters.when !== "";

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <CalendarRangeIcon aria-hidden="true" className="size-6 text-indigo-700" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Batches</h1>
        </div>
        <Button onClick={() => setOpen({ kind: "create" })} disabled={options.courses.length === 0}>
          <PlusIcon aria-hidden="true" />
          New batch
        </Button>
      </div>
      <p className="max-w-3xl text-sm text-slate-700">
        Seats held are live 30-minute checkouts and 24-hour waitlist offers; seats can never go below what is
        sold plus held. Open batches show in the site's banner and on their course page at once.
      </p>

      <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          label="Course"
          allLabel="All courses"
          value={filters.course}
          options={options.courses.map((course) => ({ value: course.slug, label: course.title }))}
          onChange={(course) => setFilters({ ...filters, course, page: 1 })}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={labelledOptions(batchListStatuses, batchStatusLabels)}
          onChange={(value) => setFilters({ ...filters, status: value, page: 1 })}
        />
        <FilterSelect
          label="Type"
          allLabel="All types"
          value={filters.type}
          options={labelledOptions(batchTypes, batchTypeLabels)}
          onChange={(type) => setFilters({ ...filters, type, page: 1 })}
        />
        <FilterSelect
          label="Starts"
          allLabel="Any time"
          value={filters.when}
          options={labelledOptions(batchWhen, batchWhenLabels)}
          onChange={(when) => setFilters({ ...filters, when, page: 1 })}
        />
      </search>

      <AdminListState
        query={list}
        noun={["batch", "batches"]}
        loadFailed={adminBatchesMessages.loadFailed}
        empty={{
          filtered,
          filteredMessage: adminBatchesMessages.noBatches,
          noneMessage: "No batches yet. Create the first one.",
          clearLabel: "Clear filters",
          onClear: () => setFilters({ course: "", status: "", type: "", when: "", page: 1 }),
        }}
        paging={{
          label: "Pages of batches",
          page: filters.page,
          onPage: (page) => setFilters({ ...filters, page }),
        }}
      >
        {(data) => (
          <BatchesTable
            batches={data.items}
            onEdit={(batch) => setOpen({ kind: "edit", batch })}
            onStatus={(batch) => {
              status.reset();
              setOpen({ kind: "status", batch });
            }}
            onWaitlist={(batch) => setOpen({ kind: "waitlist", batch })}
          />
        )}
      </AdminListState>

      {open?.kind === "create" || open?.kind === "edit" ? (
        <BatchFormDialog
          key={open.kind === "edit" ? open.batch.id : "new"}
          batch={open.kind === "edit" ? open.batch : null}
          options={options}
          onSave={(body) => save(open.kind === "edit" ? open.batch : null, body)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === "status" ? (
        <StatusDialog
          batch={open.batch}
          pending={status.isPending}
          error={status.error ? status.error.message : null}
          onConfirm={(to) => status.mutate({ batch: open.batch, to })}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === "waitlist" ? <WaitlistDialog batch={open.batch} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
