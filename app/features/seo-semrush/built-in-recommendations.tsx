import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { AuditFindingsTable } from "#app/features/seo-audit/audit-findings-table.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { seoAuditApi } from "#contracts/api/seo-audit.ts";
import { auditFindingsPageSizeDefault, auditMessages } from "#contracts/seo-audit.ts";

/**
 * The built-in recommendations: every finding of the last content audit, most impact first (the page's views
 * x the severity), each with the link that fixes it. Useful with no outside account at all.
 */
export function BuiltInRecommendations() {
  const [page, setPage] = useState(1);
  const findings = useQuery({
    queryKey: ["seo-audit", "findings", "recommendations", page],
    queryFn: ({ signal }) =>
      apiRequest(seoAuditApi.findings, { query: { page, pageSize: auditFindingsPageSizeDefault }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="built-in-recommendations" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="built-in-recommendations" className="text-lg font-semibold text-slate-900">
          Recommendations from the content audit
        </h2>
        <p className="text-sm text-slate-700">
          What to fix first: the problems of the most visited pages lead. Each one opens the field or page
          that fixes it.{" "}
          <Link
            to="/dashboard/digital-marketer/content-audit"
            className="font-medium text-indigo-700 underline-offset-4 hover:underline"
          >
            Run a new audit
          </Link>{" "}
          after changes.
        </p>
      </div>
      <AdminListState
        query={findings}
        noun={["recommendation", "recommendations"]}
        loadFailed={auditMessages.loadFailed}
        empty={{
          filtered: false,
          filteredMessage: "",
          noneMessage: `${auditMessages.neverRun} Run one on the Content Audit page.`,
          clearLabel: "",
          onClear: () => {},
        }}
        paging={{ label: "Pages of recommendations", page, onPage: setPage }}
      >
        {(result) => <AuditFindingsTable findings={result.items} />}
      </AdminListState>
    </section>
  );
}
