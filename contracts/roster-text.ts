import { dateFormat } from "./date-format.ts";
import { schoolTimeZone } from "./learning-text.ts";

// The roster's strings (issue 14), zod-free so the page loads no schema to print them.

/** The `batch` value that picks the enrollments without a batch. */
export const selfPacedBatch = "self-paced";

export const rosterText = {
  heading: (courseTitle: string) => `${courseTitle}: roster`,
  batchLabel: "Batch",
  show: "Show",
  selfPaced: (count: number) => `Self-paced (${count} enrolled)`,
  batchOption: (start: string, type: string, enrolled: number) => `${start} · ${type} (${enrolled} enrolled)`,
  download: "Download CSV",
  tableCaption: "Students in this batch",
  noStudents: "No students in this batch yet",
  noStudentsHint: "Students appear here as soon as they enroll. Cancelled enrollments are left out.",
  never: "Never",
  loadFailed: "The roster could not be loaded. Please try again.",
  progressOf: (name: string) => `${name}'s progress`,
} as const;

export const batchTypeLabels = {
  weekend: "Weekend",
  fast_track: "Fast track",
  regular: "Regular",
} as const;

/** The CSV's columns, in order. */
export const rosterCsvHeader = [
  "Name",
  "Email",
  "Progress (%)",
  "Lessons completed",
  "Last activity",
] as const;

/** "Jan 5, 2026": the day of an instant in the school's zone, the same on the server and in every browser. */
const activityDate = dateFormat({ dateStyle: "medium", timeZone: schoolTimeZone });
export function formatActivityDate(iso: string): string {
  return activityDate.format(new Date(iso));
}
