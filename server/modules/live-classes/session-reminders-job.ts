import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { startPeriodicJob } from "#server/lib/periodic-job.ts";
import type { ReminderRunResult } from "./send-session-reminders.ts";

/** How often each instance looks for due reminders: the 1-hour mail leaves at most this late. */
export const sessionRemindersIntervalMs = 60_000;

/**
 * Runs `sendDue` every `intervalMs` on this instance (server/main.ts starts it, and stops it before the app
 * closes); returns the stop function. Passes of other instances are made harmless by the claim in the database.
 */
export function startSessionRemindersJob(
  deps: {
    background: BackgroundTasks;
    sendDue: () => Promise<ReminderRunResult>;
    log?: (event: string, details: Record<string, unknown>) => void;
  },
  intervalMs = sessionRemindersIntervalMs,
): () => void {
  return startPeriodicJob(
    deps.background,
    "live-classes.session-reminders",
    async () => {
      const result = await deps.sendDue();
      if (result.reminders > 0) deps.log?.("live_classes.reminders_sent", { ...result });
    },
    intervalMs,
  );
}

/** What server/main.ts starts and tests run on demand (decorated on the app as `liveClassReminders`). */
export type SessionRemindersJob = {
  /** One pass now: claims and queues every reminder due, then delivers. */
  sendDue: () => Promise<ReminderRunResult>;
  /** Starts the timer on this instance; returns the stop function. */
  start: (intervalMs?: number) => () => void;
};

export function createSessionRemindersJob(deps: {
  background: BackgroundTasks;
  sendDue: () => Promise<ReminderRunResult>;
  log?: (event: string, details: Record<string, unknown>) => void;
}): SessionRemindersJob {
  return {
    sendDue: deps.sendDue,
    start: (intervalMs = sessionRemindersIntervalMs) => startSessionRemindersJob(deps, intervalMs),
  };
}
