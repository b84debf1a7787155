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

/**
 * Stores a file an editor uploads to a lesson. The size is checked against the role's limit before a byte is
 * read (Content-Length), the type from the file's first bytes, and the body streams into the storage, which
 * keeps nothing of an upload that does not arrive whole. A new video or captions file replaces the old one.
 */
export async function uploadLessonFile(
  deps: FileDeps,
  user: EditorUser,
  slug: string,
  lessonId: string,
  upload: { role: LessonFileRole; filename: string; contentLength: number | undefined; body: Readable },
): Promise<LessonFile> {
  const course = await editableCourse(deps.editor, user, slug);
  if (!(await deps.editor.lesson(course.id, lessonId))) throw new HttpError(404, apiMessages.notFound);
  const max = upload.role === "video" ? editorLimits.videoMaxBytes : editorLimits.fileMaxBytes;
  if (upload.contentLength === undefined) throw new HttpError(411, fileText.noLength);
  if (upload.contentLength > max) throw new HttpError(413, fileText.tooLarge(upload.role), "file");
  if (upload.contentLength === 0) throw new HttpError(400, fileText.empty, "file");

  const { head, stream } = await peekStream(upload.body, sniffBytes);
  const sniffed = await sniffLessonFile(upload.role, head, upload.filename);
  if ("error" in sniffed) {
    stream.destroy();
    throw new HttpError(415, sniffed.error, "file");
  }
  const id = randomUUID();
  const storageKey = `lessons/${lessonId}/${id}`;
  try {
    await deps.storage.put(storageKey, stream, {
      contentType: sniffed.contentType,
      size: upload.contentLength,
    });
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
    sizeBytes: upload.contentLength,
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
  const course = await editableCourse(deps.editor, user, slug);
  if (!(await deps.editor.lesson(course.id, lessonId))) throw new HttpError(404, apiMessages.notFound);
  const key = await deps.files.remove(lessonId, fileId);
  if (!key) throw new HttpError(404, apiMessages.notFound);
  await deps.storage.delete(key).catch(() => undefined);
}
