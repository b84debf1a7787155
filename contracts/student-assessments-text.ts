import { quizNumber } from "./quiz-panel-text.ts";

// The student's Assessments page (issue 16, /dashboard/student/assessments): the quiz statuses it sorts by
// and its words, zod-free so the page loads no schema. Assignments join this list in a later part.

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

export const studentAssessmentsText = {
  heading: "Assessments",
  intro: "The quizzes of your courses: the ones you are taking, the ones to take, and your results.",
  loading: "Loading your quizzes...",
  loadFailed: "We couldn't load your quizzes. Please try again.",

  emptyTitle: "No quizzes yet",
  emptyBody: "No quizzes yet. When your courses have quizzes, they appear here with your results.",
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
