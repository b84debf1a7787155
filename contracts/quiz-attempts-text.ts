// Words of a quiz attempt's life (issue 16), shared by the API's errors and the player's quiz panel.

/** in_progress: answering; submitted: the student handed it in; timed_out: the server closed it at its deadline with what was saved. */
export const quizAttemptStatuses = ["in_progress", "submitted", "timed_out"] as const;
export type QuizAttemptStatus = (typeof quizAttemptStatuses)[number];

export const quizAttemptStatusLabels: Record<QuizAttemptStatus, string> = {
  in_progress: "In progress",
  submitted: "Submitted",
  timed_out: "Time ran out",
};

export const quizAttemptMessages = {
  notAQuiz: "This lesson is not a quiz.",
  notSetUp: "This quiz has no questions yet. Your instructor is preparing it.",
  noAttemptsLeft: "You have used every attempt this quiz allows.",
  attemptClosed: "This attempt is closed: it was submitted or its time ran out.",
  timeUp: "Time is up: this attempt was closed with the answers saved before the deadline.",
  startRaced: "Another attempt was starting at the same moment. Try again.",
  answerNotOnPaper: "One of the answers is for a question that is not in this attempt.",
  answerWrongKind: "One of the answers does not fit its question.",
  editedElsewhere:
    "Someone else saved this quiz after you opened it. Your changes are still here: copy what you need, then reload the page to see theirs.",
  quizHasAttempts:
    "Students have already taken this quiz. Changing its questions changes only attempts started from now on.",
} as const;
