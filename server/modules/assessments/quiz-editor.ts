import { apiMessages } from "#contracts/messages.ts";
import type { QuizEditor, QuizEditorBody } from "#contracts/quiz-attempts.ts";
import { quizAttemptMessages } from "#contracts/quiz-attempts-text.ts";
import { HttpError } from "#server/http-error.ts";
import { defaultQuizSettings } from "./default-quiz-settings.ts";
import { openQuizForEditing } from "./open-quiz-lesson.ts";
import type { QuizDeps, QuizReader } from "./quiz-deps.ts";

type EditorDeps = Pick<QuizDeps, "openLesson" | "repository" | "now">;

async function editorOf(deps: EditorDeps, lessonId: string): Promise<QuizEditor> {
  const [quiz, attemptCount] = await Promise.all([
    deps.repository.quiz(lessonId),
    deps.repository.attemptCount(lessonId),
  ]);
  return {
    definition: quiz?.definition ?? null,
    settings: quiz?.settings ?? defaultQuizSettings,
    updatedAt: quiz?.updatedAt.toISOString() ?? null,
    attemptCount,
  };
}

/** The quiz with its keys, for the course's instructors and admins. */
export async function getQuizEditor(deps: EditorDeps, user: QuizReader, slug: string, lessonId: string) {
  const { lesson } = await openQuizForEditing(deps, user, slug, lessonId);
  return editorOf(deps, lesson.id);
}

/**
 * Saves the questions and rules together (validated by the route's schema). Attempts already started keep
 * the questions they drew and their pass mark; new attempts use these.
 */
export async function saveQuizEditor(
  deps: EditorDeps,
  user: QuizReader,
  slug: string,
  lessonId: string,
  body: QuizEditorBody,
): Promise<QuizEditor> {
  const { course, lesson } = await openQuizForEditing(deps, user, slug, lessonId);
  const expected = body.expectedUpdatedAt;
  const expectedUpdatedAt = expected === undefined || expected === null ? expected : new Date(expected);
  if (expectedUpdatedAt && Number.isNaN(expectedUpdatedAt.getTime()))
    throw new HttpError(400, apiMessages.badRequest, "expectedUpdatedAt");
  const saved = await deps.repository.saveQuiz({
    lessonId: lesson.id,
    courseId: course.id,
    definition: body.definition,
    settings: body.settings,
    userId: user.id,
    now: deps.now(),
    expectedUpdatedAt,
  });
  if (!saved) throw new HttpError(409, quizAttemptMessages.editedElsewhere);
  return editorOf(deps, lesson.id);
}
