import type { LessonPreview } from "#contracts/learning.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import type { LearningDeps } from "./learning-deps.ts";

/** A free preview, for anyone: only a published preview lesson of a published course, else 404. */
export async function getLessonPreview(
  deps: LearningDeps,
  slug: string,
  lessonId: string,
): Promise<LessonPreview> {
  const row = await deps.repository.previewLesson(slug, lessonId);
  if (!row) throw new HttpError(404, apiMessages.notFound);
  return {
    course: { slug: row.courseSlug, title: row.courseTitle },
    module: { title: row.moduleTitle },
    lesson: {
      id: row.id,
      title: row.title,
      kind: row.kind,
      minutes: row.minutes,
      html: row.body ? deps.renderLesson(row) : "",
      // As in the player, an uploaded video wins over the link (and a preview does not serve files).
      videoEmbedUrl: row.hasVideo ? null : row.videoEmbedUrl,
    },
  };
}
