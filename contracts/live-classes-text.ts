import { digitGroups } from "./digit-groups.ts";

// Live classes (issue 15): limits, words and the join rule, zod-free so a page that prints a session loads
// no schema. The API and forms validate with contracts/live-classes.ts.

export const liveClassLimits = {
  topicMax: 200,
  notesMax: 5_000,
  urlMax: 2_000,
  /** Minutes. */
  durationMin: 15,
  durationMax: 600,
  /** "Join" opens this long before the start (and stays until the end). */
  joinOpensMinutesBefore: 15,
  /** The admin list's page size. */
  pageSize: 25,
  /** Past sessions the student's page lists (newest first). */
  pastMax: 50,
  /** Reminder mails: this long before the start. */
  reminderLeadsMinutes: { "24h": 24 * 60, "1h": 60 },
} as const;

/** The window in which a student's "Join" works: from 15 minutes before the start to the end. */
export function joinWindow(session: { startsAt: string; durationMinutes: number }): {
  opensAt: number;
  closesAt: number;
} {
  const start = Date.parse(session.startsAt);
  return {
    opensAt: start - liveClassLimits.joinOpensMinutesBefore * 60_000,
    closesAt: start + session.durationMinutes * 60_000,
  };
}

export const liveSessionStatusLabels = {
  scheduled: "Scheduled",
  rescheduled: "Rescheduled",
  cancelled: "Cancelled",
  held: "Held",
} as const;

export const liveClassMessages = {
  topicRequired: "Enter a topic.",
  topicTooLong: `Topics can be at most ${liveClassLimits.topicMax} characters.`,
  topicOneLine: "Keep the topic on one line.",
  notesTooLong: `Notes can be at most ${digitGroups(liveClassLimits.notesMax)} characters.`,
  urlInvalid: "Enter a full link starting with https://.",
  durationInvalid: `Enter a duration from ${liveClassLimits.durationMin} to ${liveClassLimits.durationMax} minutes.`,
  dateInvalid: "Enter a date as YYYY-MM-DD.",
  timeInvalid: "Enter a time as HH:MM (24-hour).",
  sessionNotFound: "This live session does not exist.",
  batchNotFound: "This batch does not exist.",
  lessonNotInCourse: "Pick a lesson of this batch's course.",
  instructorNotInCourse: "Pick an instructor of this batch's course.",
  notYetOpen: `Join opens ${liveClassLimits.joinOpensMinutesBefore} minutes before the class starts.`,
  ended: "This class has ended.",
  cancelled: "This class was cancelled.",
  noMeetingLink:
    "The meeting link is not ready yet. Please try again in a minute or contact your instructor.",
  alreadyCancelled: "This session is already cancelled.",
  startInPast: "Pick a start time in the future.",
  feedNotFound: "This calendar feed link is no longer valid.",
  studentNotInBatch: "This student is not enrolled in the session's batch.",
  providerUnavailable: "Zoom did not answer. Nothing was changed; please try again.",
} as const;
