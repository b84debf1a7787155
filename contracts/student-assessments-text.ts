import { quizNumber } from "./quiz-panel-text.ts";

// The student's Assessments page (issue 16, /dashboard/student/assessments): the quiz statuses it sorts by
// and its words, zod-free so the page loads no schema.

/**
 * Where a student stands with one quiz: `in_progress` an attempt is open; `not_started` no attempt yet;
 * `locked` its module has not opened for their batch yet (drip); `not_passed` closed attempts, none at the
 * pass mark; `passed` one attempt reached it. In the order the page lists them.
 */
export const studentQuizStatuses = ["in_progress", "not_started", "locked", "not_passed", "passed"] as const;
export type StudentQuizStatus = (typeof studentQuizStatuses)[number];

export const studentQuizStatusLabels: Record<StudentQuizStatus, string> = {
  in_progress: "In progress",
  not_started: "Not started",
  locked: "Not open yet",
  not_passed: "Not passed",
  passed: "Passed",
};

/**
 * Where a student stands with one assignment: `overdue` past its due moment, not handed in, late work still
 * accepted; `to_do` not handed in yet; `locked` its module has not opened; `submitted` waiting for a grade;
 * `graded` returned; `missed` past due and closed. In the order the page lists them.
 */
export const studentAssignmentStatuses = [
  "overdue",
  "to_do",
  "locked",
  "submitted",
  "graded",
  "missed",
] as const;
export type StudentAssignmentStatus = (typeof studentAssignmentStatuses)[number];

export const studentAssignmentStatusLabels: Record<StudentAssignmentStatus, string> = {
  overdue: "Past due",
  to_do: "To hand in",
  locked: "Not open yet",
  submitted: "Waiting for a grade",
  graded: "Graded",
  missed: "Missed",
};

export const studentAssessmentsText = {
  heading: "Assessments",
  intro: "The quizzes and assignments of your courses: what is due, what you handed in, and your results.",
  loading: "Loading your assessments...",
  loadFailed: "We couldn't load your assessments. Please try again.",

  emptyTitle: "No assessments yet",
  emptyBody: "When your courses have quizzes or assignments, they appear here with your results.",
  quizzesHeading: "Quizzes",
  assignmentsHeading: "Assignments",
  dueSoonHeading: "To hand in",
  awaitingHeading: "Waiting for a grade",
  gradedHeading: "Graded",
  missedHeading: "Missed",
  dueAt: (when: string) => `Due ${when}`,
  dueIn: (left: string) => `Due in ${left}`,
  noDueDate: "No due date",
  submittedAt: (when: string) => `Submitted ${when}`,
  lateMark: "Late",
  scoreOf: (percent: string, passMark: number) => `${percent}% (pass mark ${passMark}%)`,
  openAssignment: "Open assignment",
  viewGrade: "See grade and feedback",
  viewSubmission: "View submission",
  lateAccepted: "Late work is still accepted, marked late.",
  myCourses: "Go to My Enrolled Courses",

  inProgressHeading: "In progress",
  toTakeHeading: "To take",
  resultsHeading: "Results",

  /** Beside the lesson's title: which course and module it belongs to. */
  courseAndModule: (course: string, module: string) => `${course} · ${module}`,
  timeLeftUntil: (clock: string) => `Time left until ${clock}`,
  noTimeLimit: "No time limit",
  opensOn: (date: string) => `Opens ${date}`,
  passMark: (percent: number) => `Pass mark ${percent}%`,
  bestScore: (percent: number) => `Best score ${quizNumber(percent)}%`,
  attempts: (used: number, allowed: number | null) =>
    allowed === null ? `Attempts: ${used} (no limit)` : `Attempts: ${used} of ${allowed}`,
  attemptsAllowed: (allowed: number | null) =>
    allowed === null ? "Any number of attempts" : allowed === 1 ? "1 attempt" : `${allowed} attempts`,
  continueQuiz: "Continue",
  startQuiz: "Open quiz",
  reviewQuiz: "See results",
  retryQuiz: "Try again",
  /** The row link's accessible name: the action and which quiz. */
  linkName: (action: string, quiz: string) => `${action}: ${quiz}`,
} as const;
