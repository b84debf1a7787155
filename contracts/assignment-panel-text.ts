import type { AssignmentLatePolicy } from "./assignment-text.ts";
import { assignmentLimits } from "./assignment-text.ts";

// The words of the student's assignment panel in the lesson player (issue 16), zod-free like the other
// *-text files. Validation and API messages come from assignment-text.ts and assignment-submission-text.ts;
// the late-policy labels there speak to the instructor, so the panel has its own sentences for students.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Scores with at most two decimals, no trailing zeros: 7.5, 66.67, 100. */
export function assignmentNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export const assignmentPanelText = {
  heading: "Assignment",
  loading: "Loading the assignment...",
  loadFailed: "The assignment could not be loaded. Please try again.",
  retryLoad: "Try again",
  staffView:
    "You see this assignment as its students do. Students submit here; staff submit nothing, and grades are given from the course's grading queue.",

  instructionsHeading: "Instructions",
  rulesHeading: "How this assignment works",
  due: (when: string) => `Due ${when}`,
  dueYourTime: (when: string) => `Your time: ${when}`,
  dueIn: (left: string) => `Due in ${left}`,
  duePassed: "The due time has passed.",
  noDue: "No due date: submit when your work is ready.",
  dueRule: (days: number, time: string) =>
    `Due ${plural(days, "day", "days")} after a batch's first day, at ${time} in the batch's time zone. Students studying at their own pace have no due date.`,
  lateRule: {
    accept_marked: "Late work is accepted, and marked late.",
    closed: "Submissions close at the due time: late work is not accepted.",
  } satisfies Record<AssignmentLatePolicy, string>,
  submitWhat: (files: boolean, repo: boolean) =>
    files && repo
      ? `Hand in files (PDF, ZIP or Jupyter notebook; up to ${assignmentLimits.filesMax}, 25 MB each), a link to your repository, or both.`
      : files
        ? `Hand in files: PDF, ZIP or Jupyter notebook, up to ${assignmentLimits.filesMax} of 25 MB each.`
        : "Hand in a link to your repository.",
  resubmitRule: "You can resubmit until your work is graded; each submission replaces the one before.",
  points: (possible: number, passPercent: number) =>
    `Graded out of ${plural(possible, "point", "points")}; the pass mark is ${passPercent}%.`,
  passingCompletes: "A passing grade completes this lesson.",

  rubricHeading: "Rubric",
  rubricIntro: "Your work is graded on each criterion at one of its levels.",
  upTo: (points: number) => `up to ${plural(points, "point", "points")}`,
  levelPoints: (points: number) => plural(points, "point", "points"),

  submissionHeading: "Your submission",
  notSubmitted: "You have not submitted this assignment yet.",
  statusSubmitted: "Submitted",
  statusGraded: "Graded",
  late: "Late",
  version: (n: number) => `Version ${n}`,
  submittedAt: (when: string) => `Submitted ${when}`,
  awaitingGrade: "Waiting for a grade. You can still replace it with a new submission.",
  files: "Files",
  repository: "Repository",
  download: (name: string) => `Download ${name}`,

  formHeading: "Submit your work",
  resubmitHeading: "Resubmit",
  filesLabel: "Files",
  filesHint: `PDF, ZIP or Jupyter notebook (.ipynb), up to ${assignmentLimits.filesMax} files of 25 MB each. Files are checked by their content.`,
  chosenFiles: "Chosen files",
  removeFile: (name: string) => `Remove ${name}`,
  noFilesChosen: "No files chosen.",
  repoLabel: "Repository link",
  repoHint: "The https:// address of your repository. Make sure your instructors can open it.",
  replaceNote: "A resubmission replaces your previous files and link.",
  submit: "Submit assignment",
  resubmit: "Resubmit",
  uploading: (percent: number | null) => (percent === null ? "Uploading..." : `Uploading... ${percent}%`),
  submitted: "Assignment submitted",
  submittedBody: "Your instructors can see it now.",
  resubmitted: "Assignment resubmitted",
  submitFailed: "Your work could not be submitted. Please try again.",
  confirmTitle: "Replace your submission?",
  confirmBody:
    "Your previous files and repository link will be replaced by what you are sending now. This cannot be undone.",
  confirmReplace: "Replace submission",
  keepPrevious: "Keep the previous one",
  closedNotice: "The due time has passed and this assignment does not accept late work.",

  gradeHeading: "Your grade",
  score: (score: string, possible: number, percent: string) =>
    `${score} of ${plural(possible, "point", "points")} (${percent}%)`,
  passed: "Passed",
  notPassed: "Not passed",
  passMark: (percent: number) => `The pass mark is ${percent}%.`,
  gradedAt: (when: string) => `Graded ${when}`,
  criterion: "Criterion",
  levelChosen: "Level",
  pointsColumn: "Points",
  noLevel: "Not graded",
  commentsHeading: "Comments from your instructor",
} as const;
