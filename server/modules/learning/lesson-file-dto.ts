import { endpointUrl } from "#contracts/api/endpoint.ts";
import { learningApi } from "#contracts/api/learning.ts";
import type { LessonFile } from "#contracts/learning.ts";
import type { LessonFileRow } from "./lesson-files-repository.ts";

/** A file as the player and the editor show it, with the session-checked URL readers fetch it from. */
export function lessonFileDto(courseSlug: string, file: LessonFileRow): LessonFile {
  return {
    id: file.id,
    role: file.role,
    filename: file.filename,
    contentType: file.contentType,
    size: file.sizeBytes,
    url: endpointUrl(learningApi.file, { params: { courseSlug, lessonId: file.lessonId, fileId: file.id } }),
  };
}
