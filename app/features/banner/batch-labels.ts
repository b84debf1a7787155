import { mediumCalendarDate } from "#contracts/date-format.ts";
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

/** 'YYYY-MM-DD' as "Mon D, YYYY" (en-US, UTC); text that is not a date is shown as given. */
export function formatBatchDate(startDate: string): string {
  const time = batchStartTime(startDate);
  if (Number.isNaN(time)) return startDate;
  // Fixed names instead of Intl: the server's ICU data and the browser must print the same text.
  return mediumCalendarDate(new Date(time).toISOString());
}

export function seatsLeftLabel(seats: number): string {
  if (seats <= 0) return "Sold out";
  return seats === 1 ? "1 seat left" : `${seats} seats left`;
}
