import type { EditorLesson, LessonDetail } from "#contracts/course-editor.ts";
import { editorText } from "#contracts/course-editor-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import type { LessonKind } from "#server/db/schema/learning.ts";
import { HttpError } from "#server/http-error.ts";
import type { FileStorage } from "#server/providers/storage/file-storage.ts";
import {
  type CourseEditorRepository,
  type LessonChanges,
  StaleLessonError,
} from "./course-editor-repository.ts";
import { type EditorUser, editableCourse } from "./editor-access.ts";
import { lessonFileDto } from "./lesson-file-dto.ts";
import type { LessonFilesRepository } from "./lesson-files-repository.ts";

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
  files: LessonFilesRepository,
): Promise<LessonDetail> {
  const course = await editableCourse(repository, user, slug);
  const lesson = await repository.lesson(course.id, lessonId);
  if (!lesson) throw new HttpError(404, apiMessages.notFound);
  const attached = await files.ofLesson(lessonId);
  return {
    ...lesson,
    files: attached.map((file) => lessonFileDto(course.slug, file)),
    course: { slug: course.slug, title: course.title },
  };
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
    /** Already the canonical player URL (the contract's schema made it); null clears it. */
    videoEmbedUrl?: string | null;
    expectedUpdatedAt?: string;
  },
  files: LessonFilesRepository,
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
  return getLessonForEditing(repository, user, slug, lessonId, files);
}

/** Deletes a lesson, its learners' progress in it, and its files' bytes once the rows are gone. */
export async function deleteLesson(
  repository: CourseEditorRepository,
  user: EditorUser,
  slug: string,
  lessonId: string,
  files: LessonFilesRepository,
  storage: FileStorage,
): Promise<void> {
  const course = await editableCourse(repository, user, slug);
  const keys = await files.keysOfLesson(lessonId);
  if (!(await repository.deleteLesson(course.id, lessonId))) throw new HttpError(404, apiMessages.notFound);
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
