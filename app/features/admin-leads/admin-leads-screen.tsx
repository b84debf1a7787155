import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { InboxIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { leadsApi } from "#contracts/api/leads.ts";
import {
  leadKindLabels,
  leadKinds,
  leadStatuses,
  leadStatusLabels,
  leadsMessages,
} from "#contracts/leads.ts";
import { LeadDetailPanel } from "./lead-detail.tsx";
import {
  type AdminLeadsFilters,
  adminLeadsQuery,
  adminLeadsQueryKey,
  filtersToParams,
  readFilters,
  readSelectedLead,
} from "./leads-filters.ts";
import { LeadsTable } from "./leads-table.tsx";

/** /dashboard/admin/leads: one inbox of chats, callbacks and contact requests. */
export function AdminLeadsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const selected = readSelectedLead(searchParams);

  const navigate = (next: AdminLeadsFilters, lead: string | null, replace: boolean) => {
    setSearchParams(filtersToParams(next, lead), { replace, preventScrollReset: true });
  };
  // Filtering replaces the history entry; paging and opening a lead add one, so Back walks them back.
  const setFilters = (next: AdminLeadsFilters) => navigate(next, selected, next.page === filters.page);

  const list = useQuery({
    queryKey: [...adminLeadsQueryKey, filters],
    queryFn: ({ signal }) => apiRequest(leadsApi.leads, { query: adminLeadsQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });

  const filtered = filters.kind !== "" || filters.status !== "";

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex items-center gap-3">
        <InboxIcon aria-hidden="true" className="size-6 text-indigo-700" />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Leads</h1>
      </div>

      <search className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <FilterSelect
          label="Filter by source"
          allLabel="All sources"
          value={filters.kind}
          options={labelledOptions(leadKinds, leadKindLabels)}
          onChange={(kind) => setFilters({ ...filters, kind, page: 1 })}
        />
        <FilterSelect
          label="Filter by status"
          allLabel="All statuses"
          value={filters.status}
          options={labelledOptions(leadStatuses, leadStatusLabels)}
          onChange={(status) => setFilters({ ...filters, status, page: 1 })}
        />
      </search>

      <div
        className={selected ? "grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" : "grid"}
      >
        <AdminListState
          query={list}
          noun={["lead", "leads"]}
          loadFailed={leadsMessages.loadFailed}
          empty={{
            filtered,
            filteredMessage: leadsMessages.noLeads,
            noneMessage: "No leads yet.",
            clearLabel: "Clear filters",
            onClear: () => setFilters({ kind: "", status: "", page: 1 }),
          }}
          alignStart
          paging={{
            label: "Pages of leads",
            page: filters.page,
            onPage: (page) => setFilters({ ...filters, page }),
          }}
        >
          {(result) => (
            <LeadsTable
              leads={result.items}
              selectedId={selected}
              onOpen={(lead) => navigate(filters, lead.id, false)}
            />
          )}
        </AdminListState>
        {selected ? (
          <LeadDetailPanel key={selected} id={selected} onClose={() => navigate(filters, null, false)} />
        ) : null}
      </div>
    </div>
  );
}
