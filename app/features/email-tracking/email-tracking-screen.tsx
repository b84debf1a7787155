import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { MailIcon, SearchIcon } from "lucide-react";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useListSearchText } from "#app/lib/use-list-search-text.ts";
import { emailTrackingApi } from "#contracts/api/email-tracking.ts";
import {
  emailTrackingMessages,
  mailDisplayStatuses,
  mailDisplayStatusLabels,
} from "#contracts/email-tracking-text.ts";
import {
  type EmailTrackingFilters,
  emailTrackingQuery,
  emailTrackingQueryKey,
  emptyFilters,
  filtersToParams,
  readFilters,
  readSelectedMail,
} from "./email-tracking-filters.ts";
import { kindLabel } from "./mail-badges.tsx";
import { MailDetailDialog } from "./mail-detail-dialog.tsx";
import { MailsTable } from "./mails-table.tsx";

/** /dashboard/admin/email-tracking: every mail the site sent, its delivery, opens and clicks; resend. */
export function EmailTrackingScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const selected = readSelectedMail(searchParams);
  const ids = { search: useId(), from: useId(), to: useId() };

  const navigate = (next: EmailTrackingFilters, mail: string | null, replace: boolean) => {
    setSearchParams(filtersToParams(next, mail), { replace, preventScrollReset: true });
  };
  // Filtering replaces the history entry; paging and opening a mail add one, so Back walks them back.
  const setFilters = (next: EmailTrackingFilters) => navigate(next, selected, next.page === filters.page);

  // The box holds what is typed; the URL (and so the query) follows once typing pauses.
  const [text, setText] = useListSearchText(filters.q, (q) => setFilters({ ...filters, q, page: 1 }));

  const list = useQuery({
    queryKey: [...emailTrackingQueryKey, filters],
    queryFn: ({ signal }) =>
      apiRequest(emailTrackingApi.mails, { query: emailTrackingQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
  const kinds = list.data?.kinds ?? (filters.kind ? [filters.kind] : []);
  const filtered = Object.entries(filters).some(([name, value]) => name !== "page" && value !== "");

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex items-center gap-3">
        <MailIcon aria-hidden="true" className="size-6 text-indigo-700" />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Email Tracking</h1>
      </div>

      <search className="grid grid-cols-2 gap-3 xl:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
        <div className="col-span-2 grid gap-1.5 xl:col-span-1">
          <Label htmlFor={ids.search}>Search</Label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <Input
              id={ids.search}
              type="search"
              className="pl-9"
              placeholder="Recipient or subject"
              maxLength={200}
              autoComplete="off"
              spellCheck={false}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
        <FilterSelect
          label="Kind"
          allLabel="All kinds"
          value={filters.kind}
          options={kinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          onChange={(kind) => setFilters({ ...filters, kind, page: 1 })}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={labelledOptions(mailDisplayStatuses, mailDisplayStatusLabels)}
          onChange={(status) => setFilters({ ...filters, status, page: 1 })}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={ids.from}>From (UTC)</Label>
          <Input
            id={ids.from}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => setFilters({ ...filters, from: event.target.value, page: 1 })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.to}>To (UTC)</Label>
          <Input
            id={ids.to}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => setFilters({ ...filters, to: event.target.value, page: 1 })}
          />
        </div>
      </search>

      <AdminListState
        query={list}
        noun={["mail", "mails"]}
        loadFailed={emailTrackingMessages.loadFailed}
        empty={{
          filtered,
          filteredMessage: emailTrackingMessages.empty,
          noneMessage: emailTrackingMessages.none,
          clearLabel: "Clear search and filters",
          onClear: () => {
            setText("");
            setFilters(emptyFilters);
          },
        }}
        paging={{
          label: "Pages of mails",
          page: filters.page,
          onPage: (page) => setFilters({ ...filters, page }),
        }}
      >
        {(result) => (
          <MailsTable
            mails={result.items}
            selectedId={selected}
            onOpen={(mail) => navigate(filters, mail.id, false)}
          />
        )}
      </AdminListState>

      {selected ? (
        <MailDetailDialog key={selected} id={selected} onClose={() => navigate(filters, null, false)} />
      ) : null}
    </div>
  );
}
