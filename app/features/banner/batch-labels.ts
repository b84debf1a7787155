import { batchStartTime } from "./early-bird.ts";

// SPEC.md section 3: type is weekend, fast_track, or anything else (shown as regular).
export function batchTypeLabel(type: string): string {
  switch (type) {
    case "weekend":
      return "Weekend batch";
    case "fast_track":
      return "Fast-track batch";
    default:
      return "Regular batch";
  }
}

// Fixed names instead of Intl: the server's ICU data and the visitor's browser must print the same text,
// or hydration fails.
const monthNames = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** 'YYYY-MM-DD' as "Mon D, YYYY" (en-US, UTC); text that is not a date is shown as given. */
export function formatBatchDate(startDate: string): string {
  const time = batchStartTime(startDate);
  if (Number.isNaN(time)) return startDate;
  const date = new Date(time);
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function seatsLeftLabel(seats: number): string {
  if (seats <= 0) return "Sold out";
  return seats === 1 ? "1 seat left" : `${seats} seats left`;
}
