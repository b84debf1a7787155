import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { apiRequest } from "#app/lib/api-client.ts";
import { seoAuditApi } from "#contracts/api/seo-audit.ts";
import { auditCountsText, auditMessages, auditRuleLabels } from "#contracts/seo-audit.ts";
import { auditFindingsKey, auditOverviewKey } from "./audit-filters.ts";
import { SeverityBadge } from "./audit-findings-table.tsx";
import { AuditFixLink } from "./audit-fix-link.tsx";

const topCount = 5;
const auditPath = "/dashboard/digital-marketer/content-audit";
const linkClass =
  "rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/** The marketer's overview: the site score of the last content audit and its five findings that matter most. */
export function AuditHighlights() {
  const overview = useQuery({
    queryKey: auditOverviewKey,
    queryFn: ({ signal }) => apiRequest(seoAuditApi.overview, { signal }),
  });
  const top = useQuery({
    queryKey: [...auditFindingsKey, "top"],
    queryFn: ({ signal }) => apiRequest(seoAuditApi.findings, { query: { pageSize: topCount }, signal }),
  });
  const lastDone = overview.data?.lastDone;

  return (
    <section aria-labelledby="audit-highlights-heading" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="audit-highlights-heading" className="text-lg font-semibold text-slate-900">
          Site health
        </h2>
        <Link to={auditPath} className={`${linkClass} text-sm`}>
          Open Content Audit
        </Link>
      </div>
      {overview.isPending ? (
        <p className="mt-3 text-sm text-slate-600">Loading the last audit...</p>
      ) : overview.isError ? (
        <p role="alert" className="mt-3 text-sm text-rose-800">
          {auditMessages.loadFailed}
        </p>
      ) : !lastDone ? (
        <p className="mt-3 text-sm text-slate-700">
          {auditMessages.neverRun}{" "}
          <Link to={auditPath} className={linkClass}>
            Run the first one
          </Link>
        </p>
      ) : (
        <div className="mt-3 grid gap-4 rounded-lg border border-slate-200 bg-white p-4">
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-sm font-medium text-slate-700">Site score</span>
            <span className="text-3xl font-bold tabular-nums text-slate-900">{lastDone.score}</span>
            <span className="text-slate-600">/100</span>
            <span className="text-sm text-slate-700">{auditCountsText(lastDone)}</span>
          </p>
          {top.data && top.data.items.length > 0 ? (
            <ol aria-label="Top findings" className="divide-y divide-slate-200">
              {top.data.items.map((finding) => (
                <li
                  key={`${finding.path} ${finding.rule}`}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm"
                >
                  <span className="min-w-0">
                    <span className="font-medium text-slate-900">{auditRuleLabels[finding.rule]}</span>{" "}
                    <SeverityBadge severity={finding.severity} />
                    <span className="block truncate font-mono text-xs text-slate-600">{finding.path}</span>
                  </span>
                  <AuditFixLink fix={finding.fix} path={finding.path} />
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      )}
    </section>
  );
}
