import { batchStartTime } from "#app/features/banner/early-bird.ts";

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

function plural(count: number, unit: string): string {
  return count === 1 ? `1 ${unit}` : `${count} ${unit}s`;
}

/** "3 days", "3 days and 2 hours", "1 day, 2 hours and 5 minutes". */
function joined(parts: string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/**
 * What a countdown to a batch says at `now` (epoch ms): the days, hours and minutes until 00:00 UTC of its
 * start date (the same midnight the early-bird rule counts to), "Starts today" on that day, and "Next
 * start to be announced" without a date (or with one that is not a date).
 */
export function countdownText(startDate: string | null, now: number): string {
  const start = startDate ? batchStartTime(startDate) : Number.NaN;
  if (Number.isNaN(start)) return "Next start to be announced";
  const left = start - now;
  if (left <= 0) return left > -dayMs ? "Starts today" : "Started";
  if (left < minuteMs) return "Starts in less than a minute";
  const days = Math.floor(left / dayMs);
  const hours = Math.floor((left % dayMs) / hourMs);
  const minutes = Math.floor((left % hourMs) / minuteMs);
  const parts = [
    days ? plural(days, "day") : "",
    hours ? plural(hours, "hour") : "",
    minutes ? plural(minutes, "minute") : "",
  ].filter(Boolean);
  return `Starts in ${joined(parts)}`;
}
