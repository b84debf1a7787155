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
