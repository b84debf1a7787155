import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { seoAuditApi } from "#contracts/api/seo-audit.ts";
import { type AuditOverview, auditCountsText, auditMessages } from "#contracts/seo-audit.ts";
import { auditOverviewKey } from "./audit-filters.ts";
import { AuditScoreHistory } from "./audit-score-history.tsx";

const dateTimeFormat = new Intl.DateTimeFormat("en", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

function scoreTone(score: number): { className: string; words: string } {
  if (score >= 90) return { className: "text-emerald-800", words: "Good" };
  if (score >= 70) return { className: "text-amber-800", words: "Needs work" };
  return { className: "text-rose-800", words: "Poor" };
}

/** The run in progress (a progress bar) or the button that starts one, and the last finished run's score. */
export function AuditRunPanel({ overview }: { overview: AuditOverview }) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => apiRequest(seoAuditApi.start, {}),
    onMutate: () => setRefusal(null),
    onSuccess: (run) =>
      queryClient.setQueryData<AuditOverview>(auditOverviewKey, { ...overview, current: run }),
    onError: (error) => setRefusal(error.message || auditMessages.startFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditOverviewKey }),
  });
  const { current, lastDone } = overview;
  const running = current?.status === "running";
  const tone = lastDone?.score == null ? null : scoreTone(lastDone.score);

  return (
    <section
      aria-labelledby="audit-run"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="audit-run" className="sr-only">
        Audit run
      </h2>
      <div className="flex flex-wrap items-start justify-between gap-6">
        {lastDone && tone ? (
          <div className="grid gap-1">
            <p className="text-sm font-medium text-slate-700">Site score</p>
            <p className="flex items-baseline gap-2">
              <span className={`text-4xl font-bold tabular-nums ${tone.className}`}>{lastDone.score}</span>
              <span className="text-slate-600">/100</span>
              <span className={`text-sm font-medium ${tone.className}`}>{tone.words}</span>
            </p>
            <p className="text-sm text-slate-700">
              {auditCountsText(lastDone)} on {lastDone.pagesTotal}{" "}
              {lastDone.pagesTotal === 1 ? "page" : "pages"}
            </p>
            <p className="text-xs text-slate-600">
              Last run{" "}
              <time dateTime={lastDone.finishedAt ?? lastDone.startedAt}>
                {dateTimeFormat.format(new Date(lastDone.finishedAt ?? lastDone.startedAt))} UTC
              </time>{" "}
              by {lastDone.startedBy}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-700">{auditMessages.neverRun}</p>
        )}
        <AuditScoreHistory history={overview.history} />
        <Button onClick={() => start.mutate()} disabled={running || start.isPending}>
          {running || start.isPending ? "Auditing…" : "Run audit"}
        </Button>
      </div>
      {running && current ? (
        <div className="grid gap-1.5">
          <progress
            className="h-2 w-full accent-indigo-600"
            max={Math.max(1, current.pagesTotal)}
            value={current.pagesDone}
            aria-label={`Page ${current.pagesDone} of ${current.pagesTotal || "…"}`}
          />
          <p role="status" className="text-sm text-slate-700">
            Auditing page {current.pagesDone} of {current.pagesTotal || "…"}. You can leave this page: the
            audit goes on.
          </p>
        </div>
      ) : null}
      {current?.status === "failed" ? (
        <p role="alert" className="rounded-md border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900">
          {current.failure ?? auditMessages.startFailed}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {refusal}
        </p>
      ) : null}
    </section>
  );
}
