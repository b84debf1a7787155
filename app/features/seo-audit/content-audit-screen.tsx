import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileSearchIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { ListSearch } from "#app/components/ui/list-search.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useListSearchText } from "#app/lib/use-list-search-text.ts";
import { seoAuditApi } from "#contracts/api/seo-audit.ts";
import {
  type AuditOverview,
  auditMessages,
  auditRuleLabels,
  auditRules,
  auditSeverities,
  auditSeverityLabels,
} from "#contracts/seo-audit.ts";
import {
  type AuditFilters,
  auditFiltersToParams,
  auditFindingsKey,
  auditFindingsQuery,
  auditOverviewKey,
  auditSearchMax,
  readAuditFilters,
} from "./audit-filters.ts";
import { AuditFindingsTable } from "./audit-findings-table.tsx";
import { AuditRuleCounts } from "./audit-rule-counts.tsx";
import { AuditRunPanel } from "./audit-run-panel.tsx";

const noFilters: AuditFilters = { q: "", rule: "", severity: "", page: 1 };
// While a run is in progress the overview (its progress) is read every second; otherwise once.
const progressEveryMs = 1000;

/** /dashboard/digital-marketer/content-audit: run the audit, see the site score, fix each finding. */
export function ContentAuditScreen() {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readAuditFilters(searchParams);
  const setFilters = (next: AuditFilters) =>
    // Typing and filtering replace the history entry; paging adds one, so Back returns to the last page.
    setSearchParams(auditFiltersToParams(next), {
      replace: next.page === filters.page,
      preventScrollReset: true,
    });
  const [text, setText] = useListSearchText(filters.q, (q) => setFilters({ ...filters, q, page: 1 }));

  const overview = useQuery({
    queryKey: auditOverviewKey,
    queryFn: ({ signal }) => apiRequest(seoAuditApi.overview, { signal }),
    refetchInterval: (query) => (query.state.data?.current?.status === "running" ? progressEveryMs : false),
  });
  const running = overview.data?.current?.status === "running";
  const wasRunning = useRef(running);
  // A run that just finished has new findings: the list reads them again.
  useEffect(() => {
    if (wasRunning.current && !running) void queryClient.invalidateQueries({ queryKey: auditFindingsKey });
    wasRunning.current = running;
  }, [running, queryClient]);

  const findings = useQuery({
    queryKey: [...auditFindingsKey, filters],
    queryFn: ({ signal }) => apiRequest(seoAuditApi.findings, { query: auditFindingsQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
  const filtered = filters.q !== "" || filters.rule !== "" || filters.severity !== "";

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-1">
        <div className="flex items-center gap-3">
          <FileSearchIcon aria-hidden="true" className="size-6 text-indigo-700" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Content Audit</h1>
        </div>
        <p className="text-sm text-slate-700">
          Every public page checked as search engines see it: titles, descriptions, headings, images, links,
          structured data and weight. The findings that matter most (most visited pages, worst problems) come
          first.
        </p>
      </div>

      <AdminQueryGate
        query={overview}
        loadingLabel="Loading the audit..."
        loadFailed={auditMessages.loadFailed}
      >
        {(data: AuditOverview) => (
          <>
            <AuditRunPanel overview={data} />
            <AuditRuleCounts
              counts={data.ruleCounts}
              selected={filters.rule}
              onSelect={(rule) => setFilters({ ...filters, rule, page: 1 })}
            />
          </>
        )}
      </AdminQueryGate>

      <section aria-labelledby="audit-findings" className="grid gap-4">
        <h2 id="audit-findings" className="text-lg font-semibold text-slate-900">
          Findings
        </h2>
        <search className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_12rem]">
          <ListSearch
            placeholder="Page title or path"
            maxLength={auditSearchMax}
            value={text}
            onChange={setText}
          />
          <FilterSelect
            label="Filter by check"
            allLabel="All checks"
            value={filters.rule}
            options={labelledOptions(auditRules, auditRuleLabels)}
            onChange={(rule) => setFilters({ ...filters, rule, page: 1 })}
          />
          <FilterSelect
            label="Filter by severity"
            allLabel="All severities"
            value={filters.severity}
            options={labelledOptions(auditSeverities, auditSeverityLabels)}
            onChange={(severity) => setFilters({ ...filters, severity, page: 1 })}
          />
        </search>
        <AdminListState
          query={findings}
          noun={["finding", "findings"]}
          loadFailed={auditMessages.loadFailed}
          empty={{
            filtered,
            filteredMessage: auditMessages.noFindings,
            noneMessage: overview.data?.lastDone
              ? "The last audit found nothing to fix."
              : auditMessages.neverRun,
            clearLabel: "Clear search and filters",
            onClear: () => {
              setText("");
              setFilters(noFilters);
            },
          }}
          paging={{
            label: "Pages of findings",
            page: filters.page,
            onPage: (page) => setFilters({ ...filters, page }),
          }}
        >
          {(result) => <AuditFindingsTable findings={result.items} />}
        </AdminListState>
      </section>
    </div>
  );
}
