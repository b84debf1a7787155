import type { QuizAnswerChanges } from "#contracts/quiz-answers.ts";
import type { QuizEditorBody } from "#contracts/quiz-attempts.ts";
import { getQuizAttempt } from "./get-quiz-attempt.ts";
import { getQuizOverview } from "./get-quiz-overview.ts";
import type { AttemptParams } from "./open-own-attempt.ts";
import type { QuizDeps, QuizReader } from "./quiz-deps.ts";
import { getQuizEditor, saveQuizEditor } from "./quiz-editor.ts";
import { saveQuizAnswers } from "./save-quiz-answers.ts";
import { startQuizAttempt } from "./start-quiz-attempt.ts";
import { submitQuizAttempt } from "./submit-quiz-attempt.ts";

type LessonParams = { courseSlug: string; lessonId: string };

/** The quiz use cases (one file each), bound to their dependencies. */
export function createQuizzesService(deps: QuizDeps) {
  return {
    overview: (user: QuizReader, p: LessonParams) => getQuizOverview(deps, user, p.courseSlug, p.lessonId),
    start: (user: QuizReader, p: LessonParams) => startQuizAttempt(deps, user, p.courseSlug, p.lessonId),
    attempt: (user: QuizReader, p: AttemptParams) => getQuizAttempt(deps, user, p),
    /** `at`: when the request arrived (the deadline judges that, not when its turn came). */
    saveAnswers: (user: QuizReader, p: AttemptParams, changes: QuizAnswerChanges, at?: Date) =>
      saveQuizAnswers(deps, user, p, changes, at),
    submit: (user: QuizReader, p: AttemptParams, changes: QuizAnswerChanges, at?: Date) =>
      submitQuizAttempt(deps, user, p, changes, at),
    editor: (user: QuizReader, p: LessonParams) => getQuizEditor(deps, user, p.courseSlug, p.lessonId),
    saveEditor: (user: QuizReader, p: LessonParams, body: QuizEditorBody) =>
      saveQuizEditor(deps, user, p.courseSlug, p.lessonId, body),
  };
}
export type QuizzesService = ReturnType<typeof createQuizzesService>;
