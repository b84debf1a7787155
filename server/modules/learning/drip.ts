// Drip release (issue 14): a batch opens module N on a calendar date counted from the batch's start. Dates
// are calendar days, never instants plus 24-hour multiples, so a daylight-saving change cannot move an
// opening by an hour or a day; "today" is the date in the school's time zone.

import { addCalendarDays } from "#contracts/calendar-date.ts";

/** The reader's footing in a course: staff see everything, a learner follows their batch (null: self-paced). */
export type Reader =
  | { kind: "staff"; userId: string }
  | { kind: "learner"; userId: string; batchStart: string | null };

/** When a module opens for this reader; null when it has no date for them (open on enrollment, self-paced, staff). */
export function moduleOpensOn(reader: Reader, opensAfterDays: number | null): string | null {
  if (reader.kind === "staff" || reader.batchStart === null || opensAfterDays === null) return null;
  return addCalendarDays(reader.batchStart, opensAfterDays);
}

export function isOpen(opensOn: string | null, today: string): boolean {
  return opensOn === null || today >= opensOn;
}
