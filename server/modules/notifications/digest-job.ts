import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { startPeriodicJob } from "#server/lib/periodic-job.ts";
import type { DigestRunResult } from "./send-digests.ts";

/**
 * How often each instance looks for digests due: a person's digest of a UTC day leaves at the first pass
 * of that day that finds something new for them, so within an hour of midnight UTC for most.
 */
export const communityDigestIntervalMs = 60 * 60_000;

/** What server/main.ts starts and tests run on demand (decorated on the app as `communityDigest`). */
export type CommunityDigestJob = {
  /** One pass now: claims and queues every digest due today, then delivers. */
  sendDue: () => Promise<DigestRunResult>;
  /** Starts the timer on this instance; returns the stop function. */
  start: (intervalMs?: number) => () => void;
};

export function createCommunityDigestJob(deps: {
  background: BackgroundTasks;
  sendDue: () => Promise<DigestRunResult>;
  log?: (event: string, details: Record<string, unknown>) => void;
}): CommunityDigestJob {
  return {
    sendDue: deps.sendDue,
    start: (intervalMs = communityDigestIntervalMs) =>
      startPeriodicJob(
        deps.background,
        "notifications.community-digest",
        async () => {
          const result = await deps.sendDue();
          if (result.mails > 0) deps.log?.("notifications.digests_sent", { ...result });
        },
        intervalMs,
      ),
  };
}
