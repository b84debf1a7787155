import { quizLimits } from "./quiz-text.ts";

// The instructor's quiz editor (issue 16): its headings, labels and confirmations, zod-free. The messages
// of what is wrong with a quiz are the schema's (quiz-text.ts), so the editor and the API say the same.

const l = quizLimits;

export const quizEditorText = {
  heading: "Quiz questions",
  intro:
    "Questions sit in pools. Each attempt takes every question of a pool, or a random draw of them. Questions and explanations are Markdown; options are plain text.",
  loading: "Loading the quiz...",
  loadFailed: "The quiz could not be loaded.",
  settingsHeading: "Rules",
  timeLimit: "Time limit (minutes)",
  noTimeLimit: "No time limit",
  maxAttempts: "Attempts allowed",
  unlimitedAttempts: "Unlimited",
  passPercent: "Pass mark (%)",
  showAnswers: "Right answers",
  shuffleQuestions: "Shuffle the order of the questions",
  shuffleOptions: "Shuffle the options of choice questions",
  pool: (n: number) => `Pool ${n}`,
  poolTitle: "Pool title",
  poolTitleHint: "Only for you: students do not see pools.",
  drawAll: "Every attempt gets all questions of this pool",
  draw: "Questions drawn each attempt",
  drawOf: (size: number) => `at random, of ${size} question${size === 1 ? "" : "s"} in this pool`,
  addPool: "Add pool",
  removePool: (n: number) => `Remove pool ${n}`,
  confirmRemovePool: (n: number, questions: number) =>
    `Remove pool ${n} and its ${questions} question${questions === 1 ? "" : "s"}?`,
  noQuestions: "No questions in this pool yet.",
  questionKind: "Type of the new question",
  addQuestion: "Add question",
  question: (n: number) => `Question ${n}`,
  moveUp: (what: string) => `Move ${what} up`,
  moveDown: (what: string) => `Move ${what} down`,
  remove: (what: string) => `Remove ${what}`,
  confirmRemoveQuestion: (n: number) => `Remove question ${n}?`,
  prompt: "Question (Markdown)",
  points: "Points",
  explanation: "Explanation (Markdown)",
  explanationHint: "Shown with the right answer after submission, when the rules allow.",
  options: "Options",
  optionsHint: (multiple: boolean) =>
    multiple
      ? `Tick every right option. ${l.optionsMin} to ${l.optionsMax} options.`
      : `Choose the one right option. ${l.optionsMin} to ${l.optionsMax} options.`,
  option: (n: number) => `option ${n}`,
  optionText: (n: number) => `Option ${n}`,
  rightOption: (n: number) => `Option ${n} is right`,
  addOption: "Add option",
  rightAnswer: "Right answer",
  acceptedAnswers: "Accepted answers",
  acceptedAnswersHint: "A response matches ignoring case and spaces.",
  acceptedAnswer: (n: number) => `Accepted answer ${n}`,
  acceptedAnswerName: (n: number) => `accepted answer ${n}`,
  addAcceptedAnswer: "Add accepted answer",
  numericAnswer: "Right answer",
  tolerance: "Tolerance (±)",
  toleranceHint: "A response within the answer plus or minus this counts as right.",
  save: "Save quiz",
  saving: "Saving...",
  saved: "Quiz saved",
  savedBody: "Changes apply to attempts started from now on.",
  unsaved: "Unsaved changes",
  allSaved: "All changes saved",
  neverSaved: "This quiz has not been saved yet.",
  leaveUnsaved: "The quiz has unsaved changes.",
  confirmLeave: "The quiz has unsaved changes. Leave this page and lose them?",
  saveFailed: "The quiz could not be saved. Please try again.",
  summary: (count: number) =>
    count === 1 ? "The quiz has 1 problem to fix" : `The quiz has ${count} problems to fix`,
  summaryMore: (count: number) => `and ${count} more`,
  settingsPlace: "Rules",
  moved: (what: string, position: number) => `${what} moved to position ${position}.`,
  removed: (what: string) => `${what} removed.`,
} as const;
