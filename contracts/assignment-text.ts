// Assignments (issue 16): kinds, limits, words and labels, zod-free so a page that only prints an assignment
// or its grade loads no schema. The assignment editor and the API validate with contracts/assignment.ts.

export const assignmentLatePolicies = ["accept_marked", "closed"] as const;
export type AssignmentLatePolicy = (typeof assignmentLatePolicies)[number];

/** `submitted` may be replaced by a resubmission; `graded` is final (the grade was returned). */
export const assignmentSubmissionStatuses = ["submitted", "graded"] as const;
export type AssignmentSubmissionStatus = (typeof assignmentSubmissionStatuses)[number];

/** What a submission file may be: decided by its content, never by its name or the browser's type. */
export const assignmentFileKinds = ["pdf", "zip", "ipynb"] as const;
export type AssignmentFileKind = (typeof assignmentFileKinds)[number];

export const assignmentLimits = {
  instructionsMax: 20_000,
  /** Days after the batch's first day; the due moment is `dueTime` on that day in the batch's zone. */
  dueDaysMax: 730,
  /** 25 MB a file (issue 16). */
  fileBytesMax: 25 * 1024 * 1024,
  filesMax: 5,
  fileNameMax: 200,
  repoUrlMax: 500,
  pointsMax: 1_000,
  rubricCriteriaMax: 20,
  rubricLevelsMin: 1,
  rubricLevelsMax: 8,
  rubricTitleMax: 120,
  rubricDescriptionMax: 1_000,
  commentsMax: 10_000,
  idMax: 32,
} as const;

export const assignmentLatePolicyLabels: Record<AssignmentLatePolicy, string> = {
  accept_marked: "Accept late work and mark it late",
  closed: "Close submissions at the due time",
};

export const assignmentFileKindLabels: Record<AssignmentFileKind, string> = {
  pdf: "PDF",
  zip: "ZIP archive",
  ipynb: "Jupyter notebook (.ipynb)",
};

const l = assignmentLimits;

/** Validation messages shared by the editor, the submission form, the grading form and the API. */
export const assignmentMessages = {
  instructionsTooLong: `Instructions can be at most ${l.instructionsMax.toLocaleString("en-US")} characters.`,
  dueDaysInvalid: `Enter a whole number of days from 0 to ${l.dueDaysMax}.`,
  dueTimeInvalid: "Enter the due time as HH:MM, 24-hour.",
  latePolicyInvalid: "Choose what happens to late work.",
  submissionKindRequired: "Accept files, a repository link, or both.",
  pointsInvalid: `Enter whole points from 1 to ${l.pointsMax}.`,
  passPercentInvalid: "Enter a pass mark from 0 to 100 percent.",
  rubricTitleRequired: "Give every criterion and level a title.",
  rubricTitleTooLong: `Titles can be at most ${l.rubricTitleMax} characters.`,
  rubricDescriptionTooLong: `Descriptions can be at most ${l.rubricDescriptionMax.toLocaleString("en-US")} characters.`,
  rubricTooManyCriteria: `A rubric can have at most ${l.rubricCriteriaMax} criteria.`,
  rubricLevelsInvalid: `Each criterion needs from ${l.rubricLevelsMin} to ${l.rubricLevelsMax} levels.`,
  rubricLevelPointsInvalid: `Level points are whole numbers from 0 to ${l.pointsMax}.`,
  rubricDuplicateId: "Two criteria or levels share an id.",
  repoUrlInvalid: "Enter the repository's https:// address.",
  repoUrlTooLong: `The repository link can be at most ${l.repoUrlMax} characters.`,
  submissionEmpty: "Attach a file or enter a repository link.",
  filesNotAccepted: "This assignment does not take files.",
  repoUrlNotAccepted: "This assignment does not take a repository link.",
  tooManyFiles: `Attach at most ${l.filesMax} files.`,
  fileTooLarge: "Each file can be at most 25 MB.",
  fileKindNotAllowed: "Attach a PDF, a ZIP archive or a Jupyter notebook (.ipynb).",
  fileNameInvalid: "The file needs a name.",
  closedLate: "The due time has passed, and this assignment does not accept late work.",
  alreadyGraded: "This submission has been graded, so it can no longer be replaced.",
  notAssignment: "This lesson is not an assignment.",
  commentsTooLong: `Comments can be at most ${l.commentsMax.toLocaleString("en-US")} characters.`,
  scoreInvalid: "Enter a score from 0 to the assignment's points.",
  rubricChoiceMissing: "Choose a level for every criterion.",
  rubricChoiceUnknown: "That level is not in this assignment's rubric.",
  gradedElsewhere: "Someone else graded this submission while you were working. Reload to see their grade.",
  resubmittedMeanwhile:
    "The student resubmitted while you were grading. Reload to see the new work; your choices stay.",
  rubricChanged:
    "The assignment's rubric or points changed while you were grading. Reload to grade against them.",
  scoreStep: "Enter the score in whole or half points.",
} as const;
