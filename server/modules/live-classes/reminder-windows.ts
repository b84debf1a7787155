import { liveClassLimits } from "#contracts/live-classes-text.ts";

// When each reminder of a live session is due (issue 15). A run at `now` sends a kind when the time left
// until the start lies in that kind's window: (after, upTo] minutes.
//
// - "1h": from 60 minutes before the start until the start. Late is still useful ("starts in 20 minutes"),
//   after the start it is not.
// - "24h": from 24 hours before until 12 hours before. Past that the 1-hour reminder is the one that helps,
//   and a "24 hours" mail arriving a few hours before (a session created or moved late, an outage of the
//   job) would only say the same thing twice. So a session created 2 hours before its start gets the
//   1-hour reminder only; one created 20 hours before gets both.
//
// The windows do not overlap, so one run never sends both kinds of the same session.

export type ReminderKind = "24h" | "1h";
export const reminderKinds = ["24h", "1h"] as const satisfies readonly ReminderKind[];

export type ReminderWindow = { afterMinutes: number; upToMinutes: number };

export const reminderWindows: Record<ReminderKind, ReminderWindow> = {
  "24h": { afterMinutes: 12 * 60, upToMinutes: liveClassLimits.reminderLeadsMinutes["24h"] },
  "1h": { afterMinutes: 0, upToMinutes: liveClassLimits.reminderLeadsMinutes["1h"] },
};

/** The reminder due at `now` for a session starting at `startsAt`, or null. */
export function dueReminderKind(startsAt: Date, now: Date): ReminderKind | null {
  const minutesLeft = (startsAt.getTime() - now.getTime()) / 60_000;
  for (const kind of reminderKinds) {
    const window = reminderWindows[kind];
    if (minutesLeft > window.afterMinutes && minutesLeft <= window.upToMinutes) return kind;
  }
  return null;
}
