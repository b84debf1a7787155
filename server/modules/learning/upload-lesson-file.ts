import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { editorLimits, fileText } from "#contracts/course-editor-text.ts";
import type { LessonFile } from "#contracts/learning.ts";
import { apiMessages } from "#contracts/messages.ts";
import type { LessonFileRole } from "#server/db/schema/learning.ts";
import { HttpError } from "#server/http-error.ts";
import { peekStream } from "#server/lib/peek-stream.ts";
import { FileSizeMismatchError, type FileStorage } from "#server/providers/storage/file-storage.ts";
import type { CourseEditorRepository } from "./course-editor-repository.ts";
import { type EditorUser, editableCourse } from "./editor-access.ts";
import { lessonFileDto } from "./lesson-file-dto.ts";
import type { LessonFilesRepository } from "./lesson-files-repository.ts";
import { sniffBytes, sniffLessonFile } from "./sniff-lesson-file.ts";

export type FileDeps = { editor: CourseEditorRepository; files: LessonFilesRepository; storage: FileStorage };

/** The course and lesson an editor may attach files to: 404 for an unknown lesson, 403 for a non-editor. */
export async function editableLesson(
  deps: Pick<FileDeps, "editor">,
  user: EditorUser,
  slug: string,
  lessonId: string,
) {
  const course = await editableCourse(deps.editor, user, slug);
  if (!(await deps.editor.lesson(course.id, lessonId))) throw new HttpError(404, apiMessages.notFound);
  return course;
}

/**
 * Stores a file an editor uploads to a lesson in one request (the body is the file). The size is checked
 * against the role's limit before a byte is read (Content-Length); the rest is the shared tail below.
 */
export async function uploadLessonFile(
  deps: FileDeps,
  user: EditorUser,
  slug: string,
  lessonId: string,
  upload: { role: LessonFileRole; filename: string; contentLength: number | undefined; body: Readable },
): Promise<LessonFile> {
  const course = await editableLesson(deps, user, slug, lessonId);
  if (upload.contentLength === undefined) throw new HttpError(411, fileText.noLength);
  return storeLessonFile(deps, { course, user, lessonId }, { ...upload, size: upload.contentLength });
}

/** The role's size rule, checked when an upload is announced (its length) and again when it is stored. */
export function checkLessonFileSize(role: LessonFileRole, size: number): void {
  const max = role === "video" ? editorLimits.videoMaxBytes : editorLimits.fileMaxBytes;
  if (size > max) throw new HttpError(413, fileText.tooLarge(role), "file");
  if (size === 0) throw new HttpError(400, fileText.empty, "file");
}

/**
 * The tail every upload shares, a one-request upload and a resumable one once complete
 * (resumable-uploads.ts): the size against the role's limit, the type from the file's first bytes, then the
 * body streams into the storage, which keeps nothing of a body that does not arrive whole (or is not `size`
 * bytes long), and the file is recorded. A new video or captions file replaces the old one. The caller has
 * checked who may edit the lesson, and closes the body when it is a file of its own.
 */
export async function storeLessonFile(
  deps: FileDeps,
  target: { course: { id: string; slug: string }; user: EditorUser; lessonId: string },
  upload: { role: LessonFileRole; filename: string; size: number; body: Readable },
): Promise<LessonFile> {
  const { course, user, lessonId } = target;
  checkLessonFileSize(upload.role, upload.size);
  const { head, stream } = await peekStream(upload.body, sniffBytes);
  const sniffed = await sniffLessonFile(upload.role, head, upload.filename);
  if ("error" in sniffed) {
    stream.destroy();
    throw new HttpError(415, sniffed.error, "file");
  }
  const id = randomUUID();
  const storageKey = `lessons/${lessonId}/${id}`;
  try {
    await deps.storage.put(storageKey, stream, { contentType: sniffed.contentType, size: upload.size });
  } catch (error) {
    if (error instanceof FileSizeMismatchError) throw new HttpError(400, fileText.interrupted, "file");
    throw error;
  }
  const { file, replacedKeys } = await deps.files.add({
    id,
    lessonId,
    courseId: course.id,
    role: upload.role,
    filename: upload.filename,
    contentType: sniffed.contentType,
    sizeBytes: upload.size,
    storageKey,
    uploadedBy: user.id,
  });
  // The replaced bytes go after the row that pointed at them: a failure here leaves an orphan, never a hole.
  await Promise.all(replacedKeys.map((key) => deps.storage.delete(key).catch(() => undefined)));
  return lessonFileDto(course.slug, file);
}

export async function deleteLessonFile(
  deps: FileDeps,
  user: EditorUser,
  slug: string,
  lessonId: string,
  fileId: string,
): Promise<void> {
  await editableLesson(deps, user, slug, lessonId);
  const key = await deps.files.remove(lessonId, fileId);
  if (!key) throw new HttpError(404, apiMessages.notFound);
  await deps.storage.delete(key).catch(() => undefined);
}
