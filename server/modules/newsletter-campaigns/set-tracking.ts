import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { TrackingSettingRepository } from "./tracking-setting-repository.ts";

/** Turns per-subscriber tracking on or off for campaigns that start from now on; audited. */
export async function setTracking(
  deps: { tracking: TrackingSettingRepository; audit: AuditTrail; now: () => Date },
  perSubscriber: boolean,
  by: AuditActor,
): Promise<{ perSubscriber: boolean }> {
  const before = await deps.tracking.perSubscriber();
  await deps.tracking.set(perSubscriber, deps.now());
  if (before !== perSubscriber)
    await deps.audit.record(by, {
      action: "newsletter.tracking",
      entityType: "settings",
      entityId: "newsletter_tracking",
      summary: `Newsletter tracking: ${perSubscriber ? "per subscriber" : "aggregate counts only"}`,
      before: { perSubscriber: before },
      after: { perSubscriber },
    });
  return { perSubscriber };
}
