import { addDays } from "#contracts/seo-analytics.ts";
import type { ReportRepository } from "./report-repository.ts";

/** A day is closed this long after its UTC midnight: a view recorded in its last moment has landed by then. */
const graceMs = 5 * 60_000;
/** At most this many days a pass (the first pass on a site with years of views catches up over a few passes). */
const maxDaysPerPass = 400;

/**
 * Rolls every closed day after the last one rolled up into analytics_daily (decision 0059), in order, so the
 * rolled days are always one unbroken run and the report reads raw views only after it. Days without a view are
 * rolled up too (as zeros). Several instances may run it at once: each day is claimed. Answers the days it rolled.
 */
export async function rollUpClosedDays(deps: {
  repository: Pick<ReportRepository, "lastRolledDay" | "firstViewDay" | "rollUp">;
  now: () => Date;
}): Promise<number> {
  const closedBefore = new Date(deps.now().getTime() - graceMs).toISOString().slice(0, 10);
  const last = await deps.repository.lastRolledDay();
  const start = last ? addDays(last, 1) : await deps.repository.firstViewDay();
  if (!start) return 0;
  let rolled = 0;
  for (let day = start, passes = 0; day < closedBefore && passes < maxDaysPerPass; passes++) {
    if ((await deps.repository.rollUp(day)) !== null) rolled++;
    day = addDays(day, 1);
  }
  return rolled;
}
