import type { EditorLesson, LessonDetail } from "#contracts/course-editor.ts";
import { editorText } from "#contracts/course-editor-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import type { LessonKind } from "#server/db/schema/learning.ts";
import { HttpError } from "#server/http-error.ts";
import {
  type CourseEditorRepository,
  type LessonChanges,
  StaleLessonError,
} from "./course-editor-repository.ts";
import { type EditorUser, editableCourse } from "./editor-access.ts";

/** A new lesson, a draft at the end of its module: nobody sees it until it is published. */
export async function createLesson(
  repository: CourseEditorRepository,
  user: EditorUser,
  slug: string,
  moduleId: string,
  values: { title: string; kind: LessonKind; minutes: number },
): Promise<EditorLesson> {
  const course = await editableCourse(repository, user, slug);
  if (!(await repository.moduleOf(course.id, moduleId))) throw new HttpError(404, apiMessages.notFound);
  return repository.createLesson(course.id, moduleId, values);
}

export async function getLessonForEditing(
  repository: CourseEditorRepository,
  user: EditorUser,
  slug: string,
  lessonId: string,
): Promise<LessonDetail> {
  const course = await editableCourse(repository, user, slug);
  const lesson = await repository.lesson(course.id, lessonId);
  if (!lesson) throw new HttpError(404, apiMessages.notFound);
  return { ...lesson, course: { slug: course.slug, title: course.title } };
}

/** Saves a lesson; over a newer save by someone else only when the editor did not say which version it had. */
export async function updateLesson(
  repository: CourseEditorRepository,
  user: EditorUser,
  slug: string,
  lessonId: string,
  body: {
    title?: string;
    kind?: LessonKind;
    minutes?: number;
    body?: string;
    status?: "draft" | "published";
    freePreview?: boolean;
    required?: boolean;
    expectedUpdatedAt?: string;
  },
): Promise<LessonDetail> {
  const course = await editableCourse(repository, user, slug);
  const { expectedUpdatedAt, minutes, ...rest } = body;
  const changes: LessonChanges = { ...rest, ...(minutes === undefined ? {} : { durationMinutes: minutes }) };
  try {
    if (!(await repository.updateLesson(course.id, lessonId, changes, expectedUpdatedAt)))
      throw new HttpError(404, apiMessages.notFound);
  } catch (error) {
    if (error instanceof StaleLessonError) throw new HttpError(409, editorText.staleLesson);
    throw error;
  }
  return getLessonForEditing(repository, user, slug, lessonId);
}

export async function deleteLesson(
  repository: CourseEditorRepository,
  user: EditorUser,
  slug: string,
  lessonId: string,
): Promise<void> {
  const course = await editableCourse(repository, user, slug);
  if (!(await repository.deleteLesson(course.id, lessonId))) throw new HttpError(404, apiMessages.notFound);
}
