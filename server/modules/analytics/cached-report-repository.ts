import { createLruCache } from "#server/lib/lru-cache.ts";
import { createTtlCache } from "#server/lib/ttl-cache.ts";
import type { ReportRepository } from "./report-repository.ts";

/** How long an instance trusts its last-rolled day: a stale one only makes the report read more raw rows. */
const lastRolledTtlMs = 60_000;
const rangesKept = 64;

/**
 * The report's reads of rolled-up days, kept (decision 0059): sums of days up to the last rolled one never change
 * (a roll-up only adds later days, raw views are never rewritten), so they are kept per range for as long as the
 * last rolled day stays. Today's live sums and the goals are read on every request.
 */
export function cachedReportRepository(repository: ReportRepository): {
  repository: ReportRepository;
  /** After a roll-up on this instance; other instances see it within a minute. */
  rolled: () => void;
} {
  const lastRolled = createTtlCache(() => repository.lastRolledDay(), lastRolledTtlMs);
  const kept = createLruCache<Promise<unknown>>(rangesKept);
  function keep<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = kept.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const value = load();
    kept.set(key, value);
    value.catch(() => kept.delete(key));
    return value;
  }
  return {
    repository: {
      ...repository,
      lastRolledDay: () => lastRolled.get(),
      rolledDays: (from, to) => keep(`days\n${from}\n${to}`, () => repository.rolledDays(from, to)),
      rolledTotals: (from, to) => keep(`totals\n${from}\n${to}`, () => repository.rolledTotals(from, to)),
    },
    rolled: () => lastRolled.invalidate(),
  };
}
