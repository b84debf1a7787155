import type { QuizShowAnswers } from "./quiz-text.ts";

// The words of the student's quiz panel in the lesson player (issue 16), zod-free like the other *-text
// files. The statuses, results and API messages it shows come from quiz-attempts-text.ts and quiz-text.ts;
// what is here is said only by the panel. quiz-text.ts's showAnswers labels speak to the instructor ("once
// the student passed"), so the panel has its own sentences for the student.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Scores with at most two decimals, no trailing zeros: 7.5, 66.67, 100. */
export function quizNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export const quizPanelText = {
  heading: "Quiz",
  loading: "Loading the quiz...",
  loadFailed: "The quiz could not be loaded. Please try again.",
  retryLoad: "Try again",

  rulesHeading: "How this quiz works",
  questionsPerAttempt: (count: number) => `${plural(count, "question", "questions")} per attempt`,
  timeLimit: (minutes: number) =>
    `Time limit: ${plural(minutes, "minute", "minutes")}, counted from the start of each attempt. When time is up, the answers saved so far are submitted.`,
  noTimeLimit: "No time limit",
  attemptsLimited: (used: number, allowed: number) => `Attempts: ${used} of ${allowed} used`,
  attemptsUnlimited: (used: number) => `Attempts: unlimited (${used} used)`,
  passMark: (percent: number) => `Pass mark: ${percent}%`,
  /** The rule, in the overview. */
  showAnswersRule: {
    never: "The right answers are not shown after an attempt.",
    after_submission: "The right answers are shown after each attempt you submit.",
    after_last_attempt: "The right answers are shown once you pass or have used every attempt.",
  } satisfies Record<QuizShowAnswers, string>,
  /** In a review whose answers are hidden: when they will be shown. */
  answersHiddenUntil: {
    never: "This quiz does not show the right answers.",
    after_submission: "The right answers are not available for this attempt.",
    after_last_attempt: "The right answers will be shown here once you pass or have used every attempt.",
  } satisfies Record<QuizShowAnswers, string>,

  attemptsHeading: "Your attempts",
  noAttempts: "You have not taken this quiz yet.",
  attempt: (number: number) => `Attempt ${number}`,
  passed: "Passed",
  notPassed: "Not passed",
  noScore: "No score yet",
  bestScore: (percent: string) => `Best score: ${percent}%`,
  passedQuiz: "You passed this quiz.",
  review: "Review",
  reviewAttempt: (number: number) => `Review attempt ${number}`,

  start: "Start quiz",
  resume: "Resume attempt",
  tryAgain: "Try again",
  starting: "Starting...",
  opening: "Opening...",
  startFailed: "The quiz could not be started. Please try again.",
  openFailed: "This attempt could not be opened. Please try again.",

  attemptHeading: (number: number) => `Attempt ${number}`,
  question: (number: number, total: number) => `Question ${number} of ${total}`,
  points: (points: number) => plural(points, "point", "points"),
  chooseAll: "Choose all that apply.",
  yourAnswer: "Your answer",
  numericHint: "A number, for example 42, -3 or 2.5.",

  saving: "Saving...",
  savedAt: (time: string) => `Saved at ${time}`,
  savesAsYouGo: "Your answers are saved as you go.",
  saveFailed: "Your answers could not be saved. They are still here.",
  retrySave: "Save again",

  timeLeft: "Time left",
  fiveMinutesLeft: "5 minutes left.",
  oneMinuteLeft: "1 minute left.",
  timeUpSubmitting: "Time is up. Submitting your answers...",

  submit: "Submit answers",
  submitting: "Submitting...",
  submitFailed: "Your answers could not be submitted. They are still here; please try again.",
  confirmTitle: "Submit your answers?",
  confirmAllAnswered: "You have answered every question.",
  confirmUnanswered: (unanswered: number, total: number) =>
    `${plural(unanswered, "question", "questions")} of ${total} ${unanswered === 1 ? "is" : "are"} not answered yet.`,
  confirmFinal: "Once submitted, this attempt is scored and its answers can no longer be changed.",
  confirmSubmit: "Submit",
  keepAnswering: "Keep answering",

  reviewHeading: (number: number) => `Result of attempt ${number}`,
  reviewLoading: "Loading your result...",
  reviewFailed: "Your result could not be loaded. Please try again.",
  score: (earned: number, possible: number, percent: number) =>
    `${quizNumber(earned)} of ${possible} points (${quizNumber(percent)}%)`,
  passedAgainst: (passPercent: number) => `Passed. The pass mark is ${passPercent}%.`,
  notPassedAgainst: (passPercent: number) => `Not passed. The pass mark is ${passPercent}%.`,
  questionScore: (earned: number, possible: number) =>
    `${quizNumber(earned)} of ${plural(possible, "point", "points")}`,
  noAnswer: "No answer",
  rightAnswer: "Right answer",
  acceptedAnswers: "Accepted answers",
  explanation: "Explanation",
  numericSolution: (answer: number, tolerance: number) =>
    tolerance > 0 ? `${answer} (give or take ${tolerance})` : String(answer),
  backToOverview: "Back to the quiz",
} as const;
