import { type AuditOverview, auditHistoryLength, auditMessages, auditRules } from "#contracts/seo-audit.ts";
import type { AuditRepository } from "./audit-repository.ts";
import { auditRunDto } from "./audit-run-dto.ts";
import { auditLeaseSeconds } from "./start-audit.ts";

/** The Content Audit page's head: the run in progress or the last, the last finished, scores, counts per check. */
export async function auditOverview(deps: { repository: AuditRepository }): Promise<AuditOverview> {
  // A run whose instance died shows as failed rather than stuck at its last progress.
  await deps.repository.failStale(auditLeaseSeconds, auditMessages.interrupted);
  const [current, lastDone, history] = await Promise.all([
    deps.repository.current(),
    deps.repository.lastDone(),
    deps.repository.history(auditHistoryLength),
  ]);
  const counts = lastDone ? await deps.repository.ruleCounts(lastDone.id) : [];
  const order = (rule: string) => auditRules.indexOf(rule as (typeof auditRules)[number]);
  return {
    current: current ? auditRunDto(current) : null,
    lastDone: lastDone ? auditRunDto(lastDone) : null,
    history: history
      .map((run) => ({ id: run.id, finishedAt: run.finishedAt.toISOString(), score: run.score }))
      .reverse(),
    ruleCounts: counts.sort((a, b) => order(a.rule) - order(b.rule)),
  };
}
