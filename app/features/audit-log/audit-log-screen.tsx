import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { HistoryIcon } from "lucide-react";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { ListSearch } from "#app/components/ui/list-search.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useListSearchText } from "#app/lib/use-list-search-text.ts";
import { roleLabels } from "#contracts/admin-users.ts";
import { auditLogApi } from "#contracts/api/audit-log.ts";
import { auditLogMessages } from "#contracts/audit-log.ts";
import { roles } from "#contracts/auth.ts";
import {
  type AuditLogFilters,
  auditLogQuery,
  auditLogQueryKey,
  filtersToParams,
  noFilters,
  readFilters,
} from "./audit-log-filters.ts";
import { AuditLogTable } from "./audit-log-table.tsx";

/** /dashboard/admin/audit-log: every admin and instructor write, newest first (decision 0042). */
export function AuditLogScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const fromId = useId();
  const toId = useId();

  const setFilters = (next: AuditLogFilters) => {
    // Filtering replaces the history entry; paging adds one, so Back returns to the last page.
    setSearchParams(filtersToParams(next), { replace: next.page === filters.page, preventScrollReset: true });
  };

  // The box holds what is typed; the URL (and so the query) follows once typing pauses.
  const [text, setText] = useListSearchText(filters.q, (q) => setFilters({ ...filters, q, page: 1 }));

  const list = useQuery({
    queryKey: [...auditLogQueryKey, filters],
    queryFn: ({ signal }) => apiRequest(auditLogApi.entries, { query: auditLogQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });

  const entityTypes = list.data?.entityTypes ?? (filters.entityType ? [filters.entityType] : []);
  const filtered = Object.entries(filters).some(([name, value]) => name !== "page" && value !== "");

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex items-center gap-3">
        <HistoryIcon aria-hidden="true" className="size-6 text-indigo-700" />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Audit Log</h1>
      </div>
      <p className="max-w-3xl text-sm text-slate-700">
        Every change an admin, instructor or marketer makes, with who made it and when. Open an entry's
        details to see the values before and after; choose a record to see its whole history.
      </p>

      <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_minmax(0,2fr)]">
        <ListSearch
          placeholder="Who, what or a record's id"
          maxLength={200}
          value={text}
          onChange={(next) => setText(next)}
        />
        <FilterSelect
          label="Record type"
          allLabel="All records"
          value={filters.entityType}
          options={entityTypes.map((type) => ({ value: type, label: type }))}
          onChange={(entityType) => setFilters({ ...filters, entityType, entityId: "", page: 1 })}
        />
        <FilterSelect
          label="Role"
          allLabel="All roles"
          value={filters.actorRole}
          options={labelledOptions(roles, roleLabels)}
          onChange={(actorRole) => setFilters({ ...filters, actorRole, page: 1 })}
        />
        {/* The two days side by side even on a phone: they read as one range. */}
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={fromId}>From</Label>
            <Input
              id={fromId}
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => setFilters({ ...filters, from: event.target.value, page: 1 })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={toId}>To</Label>
            <Input
              id={toId}
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => setFilters({ ...filters, to: event.target.value, page: 1 })}
            />
          </div>
        </div>
      </search>

      {filters.entityId ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-indigo-200 bg-indigo-50 px-4 py-2 text-sm text-indigo-900">
          <span className="wrap-anywhere">
            History of {filters.entityType || "record"} <span className="font-mono">{filters.entityId}</span>
          </span>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setFilters({ ...filters, entityId: "", page: 1 })}
          >
            Show every record
          </Button>
        </div>
      ) : null}

      <AdminListState
        query={list}
        noun={["entry", "entries"]}
        loadFailed={auditLogMessages.loadFailed}
        empty={{
          filtered,
          filteredMessage: auditLogMessages.empty,
          noneMessage: "No changes recorded yet.",
          clearLabel: "Clear search and filters",
          onClear: () => {
            setText("");
            setFilters(noFilters);
          },
        }}
        paging={{
          label: "Pages of the audit log",
          page: filters.page,
          onPage: (page) => setFilters({ ...filters, page }),
        }}
      >
        {(result) => (
          <AuditLogTable
            entries={result.items}
            onRecord={(entityType, entityId) => setFilters({ ...filters, entityType, entityId, page: 1 })}
          />
        )}
      </AdminListState>
    </div>
  );
}
