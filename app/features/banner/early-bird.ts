import { limits } from "#contracts/limits.ts";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Start of a batch as epoch ms: its 'YYYY-MM-DD' day at UTC midnight (NaN when unreadable).
 * UTC, not local time, so the server render and the browser agree on every date.
 */
export function batchStartTime(startDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(startDate.trim());
  if (!match) return Number.NaN;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2026-02-31 over into March; a date that does not exist is unreadable instead.
  const check = new Date(time);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return Number.NaN;
  return time;
}

/**
 * SPEC.md section 4: early bird when the batch starts MORE than `earlyBirdDays` days from now.
 * With the start at UTC midnight this is the same as "31 or more calendar days away" at any time of day.
 */
export function isEarlyBird(startDate: string, now: Date): boolean {
  const start = batchStartTime(startDate);
  if (Number.isNaN(start)) return false;
  return start - now.getTime() > limits.earlyBirdDays * dayMs;
}
