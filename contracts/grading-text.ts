import { dateFormat } from "./date-format.ts";
import { schoolTimeZone } from "./learning-text.ts";

// Grading assignments (issue 16): the queue, the grading form and the gradebook's words, zod-free so the
// page loads no schema to print them.

export const gradingStatuses = ["pending", "graded"] as const;
export type GradingStatus = (typeof gradingStatuses)[number];

export const gradingPageSize = 25;

export const gradingText = {
  heading: (courseTitle: string) => `${courseTitle}: grading`,
  intro: "Submissions wait here oldest first. Returning a grade emails the student and cannot be undone.",
  statusLabels: { pending: "To grade", graded: "Graded" } satisfies Record<GradingStatus, string>,
  queueCaption: (status: GradingStatus) =>
    status === "pending" ? "Submissions to grade" : "Graded submissions",
  emptyPending: "Nothing to grade in this batch",
  emptyPendingHint: "Submissions appear here, oldest first, as soon as students hand them in.",
  emptyGraded: "No grades returned in this batch yet",
  late: "Late",
  version: (n: number) => (n === 1 ? "First submission" : `Resubmitted (version ${n})`),
  gradebook: "Download gradebook (CSV)",
  open: "Grade",
  view: "View",
  files: "Files",
  noFiles: "No files",
  repository: "Repository",
  instructions: "Instructions",
  rubric: "Rubric",
  criterion: "Criterion",
  levelPoints: (points: number) => `${points} ${points === 1 ? "point" : "points"}`,
  score: (possible: number) => `Score (out of ${possible})`,
  comments: "Comments for the student",
  commentsHint: "Markdown is fine. The student sees this with the grade.",
  total: (score: number, possible: number, percent: number) => `${score} / ${possible} (${percent}%)`,
  passMark: (percent: number) => `Pass mark ${percent}%`,
  passed: "Passed",
  notPassed: "Not passed",
  returnGrade: "Return grade",
  returning: "Returning…",
  confirmReturn: (name: string) =>
    `Return this grade to ${name}? They are emailed at once, and the grade is final.`,
  returned: (name: string) => `Grade returned to ${name}.`,
  gradedBy: (name: string | null, at: string) => (name ? `Graded by ${name} on ${at}` : `Graded on ${at}`),
  submittedOn: (at: string) => `Submitted ${at}`,
  dueOn: (at: string) => `Due ${at}`,
  backToQueue: "Back to the queue",
  loadFailed: "The grading queue could not be loaded. Please try again.",
  submissionLoadFailed: "This submission could not be loaded. Please try again.",
  previous: "Previous",
  next: "Next",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/** The gradebook's fixed columns; one column per assessment follows, then the summary. */
export const gradebookFixedHeader = ["Name", "Email"] as const;
export const gradebookSummaryHeader = "Assessments passed";
export const gradebookCells = {
  submitted: "submitted",
  submittedLate: "submitted (late)",
} as const;

/** "Mar 2, 2026, 10:00 AM ET": an instant in the school's zone, the same on the server and in every browser. */
const gradingTime = dateFormat({ dateStyle: "medium", timeStyle: "short", timeZone: schoolTimeZone });
export function formatGradingTime(iso: string): string {
  return `${gradingTime.format(new Date(iso))} ET`;
}
