import { type AuditRun, auditMessages } from "#contracts/seo-audit.ts";
import { HttpError } from "#server/http-error.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { AuditRepository } from "./audit-repository.ts";
import { auditRunDto } from "./audit-run-dto.ts";

/** A running run whose heartbeat is older than this died with its instance (progress moves every 0.5 s). */
export const auditLeaseSeconds = 60;

const failedMessage = "The audit stopped on an error; the server log has the details. Run it again.";

/**
 * Starts a content audit in the background on this instance and answers the new run at once; 409 while one
 * is running on any instance. A run left by an instance that died is marked failed first, so it never blocks.
 */
export async function startAudit(
  deps: {
    repository: AuditRepository;
    background: BackgroundTasks;
    audit: AuditTrail;
    run: (runId: string) => Promise<void>;
  },
  by: AuditActor,
): Promise<AuditRun> {
  await deps.repository.failStale(auditLeaseSeconds, auditMessages.interrupted);
  const row = await deps.repository.start(by.name);
  if (!row) throw new HttpError(409, auditMessages.alreadyRunning);
  await deps.audit.record(by, {
    action: "seo.audit.start",
    entityType: "seo_audit_run",
    entityId: row.id,
    summary: "Content audit started",
    before: null,
    after: { status: row.status },
  });
  deps.background.run("seo-audit", async () => {
    try {
      await deps.run(row.id);
    } catch (error) {
      await deps.repository.fail(row.id, failedMessage);
      throw error;
    }
  });
  return auditRunDto(row);
}
