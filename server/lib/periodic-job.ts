import type { BackgroundTasks } from "./background-tasks.ts";

/**
 * Runs `run` every `intervalMs` on this instance, once at start too (a restart catches up at once rather
 * than an interval later); returns the stop function (server/main.ts stops jobs before the app closes). A
 * pass still running when the next tick comes is skipped, not doubled; passes of other instances must be
 * made harmless by the job itself (a claim or a conditional update in the database, decision 0030).
 */
export function startPeriodicJob(
  background: BackgroundTasks,
  name: string,
  run: () => Promise<unknown>,
  intervalMs: number,
): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    background.run(name, async () => {
      try {
        await run();
      } finally {
        running = false;
      }
    });
  };
  const timer = setInterval(tick, intervalMs);
  // The timer alone must not keep the process (or a test run) alive.
  timer.unref();
  tick();
  return () => clearInterval(timer);
}

/** A sweep server/main.ts starts (and stops before the app closes), and tests run on demand. */
export type SweepJob = {
  /** One pass now; answers how many things it changed. */
  sweep: () => Promise<number>;
  /** Starts the timer on this instance; returns the stop function. */
  start: (intervalMs?: number) => () => void;
};

/** A sweep job: `sweep` on demand, and every `intervalMs` once started, logging what a pass changed. */
export function sweepJob(
  background: BackgroundTasks,
  name: string,
  sweep: () => Promise<number>,
  defaultIntervalMs: number,
  onChanged?: (count: number) => void,
): SweepJob {
  return {
    sweep,
    start: (intervalMs = defaultIntervalMs) =>
      startPeriodicJob(
        background,
        name,
        async () => {
          const count = await sweep();
          if (count > 0) onChanged?.(count);
        },
        intervalMs,
      ),
  };
}
