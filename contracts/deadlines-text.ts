// Strings of "Due this week" on the student's overview, zod-free so the page loads no schema to print them.

import { dateFormat, shortCalendarDay } from "./date-format.ts";
import { schoolTimeZone } from "./learning-text.ts";

/** The longest list the overview shows; the rest is counted ("and 2 more"). */
export const dueThisWeekLimit = 6;

export const deadlinesText = {
  heading: "Due this week",
  nothingDue: "Nothing is due this week.",
  selfPacedOnly: "Your courses are self-paced: there are no deadlines. Learn at your own pace.",
  noCourses: "Enroll in a course and its deadlines will appear here.",
  loadFailed: "Your deadlines could not be loaded.",
  dueOn: (date: string) => `Due ${date}`,
  overdueSince: (date: string) => `Past due since ${date}`,
  opensOn: (date: string) => `Opens ${date}`,
  dueAtTime: (date: string, time: string) => `Due ${date}, ${time}`,
  assignment: "Assignment",
  lessonsLeft: (count: number) => (count === 1 ? "1 lesson left" : `${count} lessons left`),
  nextUp: "Next up",
  more: (count: number) => `and ${count} more`,
} as const;

/** "Wed, Dec 2" for a YYYY-MM-DD calendar date (a date, not an instant: no time zone shift). */
export function formatDueDay(isoDate: string): string {
  return shortCalendarDay(isoDate);
}

/** "11:59 PM ET": an assignment's due time on the school's clock, the same on the server and in every browser. */
const dueTime = dateFormat({ timeStyle: "short", timeZone: schoolTimeZone });
export function formatDueTime(iso: string): string {
  return `${dueTime.format(new Date(iso))} ET`;
}
