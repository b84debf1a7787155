import type {
  quizAnswersBodySchema,
  quizAnswersSavedSchema,
  quizAttemptViewSchema,
  quizEditorBodySchema,
  quizEditorSchema,
  quizOverviewSchema,
} from "#contracts/quiz-attempts.ts";
import { endpoint, type In, type Out } from "./endpoint.ts";

const lesson = "/api/learning/courses/:courseSlug/lessons/:lessonId/quiz";
const attempt = `${lesson}/attempts/:attemptId`;

export const quizzesApi = {
  /** A quiz lesson's rules and the reader's attempts (students; staff see their own, which they may take to try it). */
  overview: endpoint("GET", lesson).returns<Out<typeof quizOverviewSchema>>(),
  /** Starts an attempt, or answers the one in progress (two tabs never start two). 409 when none is left. */
  start: endpoint("POST", `${lesson}/attempts`).returns<Out<typeof quizAttemptViewSchema>>(),
  attempt: endpoint("GET", attempt).returns<Out<typeof quizAttemptViewSchema>>(),
  /** Autosave: merges the changed answers into the saved ones. 409 once the attempt is closed (its deadline passed). */
  saveAnswers: endpoint("PATCH", `${attempt}/answers`)
    .body<In<typeof quizAnswersBodySchema>>()
    .returns<Out<typeof quizAnswersSavedSchema>>(),
  /**
   * Deprecated: the autosave of pages loaded before saves became PATCH (2026-11-27) PUTs the whole map, which
   * is a valid set of changes and is merged the same way. Remove a release after that.
   */
  saveAnswersPut: endpoint("PUT", `${attempt}/answers`)
    .body<In<typeof quizAnswersBodySchema>>()
    .returns<Out<typeof quizAnswersSavedSchema>>(),
  /** Merges these changes, closes the attempt on the result and answers the review. After the deadline: the saved answers count. */
  submit: endpoint("POST", `${attempt}/submit`)
    .body<In<typeof quizAnswersBodySchema>>()
    .returns<Out<typeof quizAttemptViewSchema>>(),
  /** The course's instructors and admins: the quiz with its keys. */
  editor: endpoint("GET", "/api/instructor/courses/:courseSlug/lessons/:lessonId/quiz").returns<
    Out<typeof quizEditorSchema>
  >(),
  saveEditor: endpoint("PUT", "/api/instructor/courses/:courseSlug/lessons/:lessonId/quiz")
    .body<In<typeof quizEditorBodySchema>>()
    .returns<Out<typeof quizEditorSchema>>(),
};
