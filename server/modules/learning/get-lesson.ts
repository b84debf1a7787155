import type { CurrentUser } from "#contracts/auth.ts";
import type { LessonView } from "#contracts/learning.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import { buildOutline } from "./build-outline.ts";
import type { LearningDeps } from "./learning-deps.ts";
import { lessonFileDto } from "./lesson-file-dto.ts";
import { readCourse } from "./read-course.ts";

/**
 * One lesson for its reader. A lesson that is not in this course, or a draft a learner may not see, is
 * 404; a locked one answers its title and opening date without its content. Opening a lesson remembers it
 * as the learner's place in the course.
 */
export async function getLesson(
  deps: LearningDeps,
  user: Pick<CurrentUser, "id" | "role">,
  slug: string,
  lessonId: string,
): Promise<LessonView> {
  const { course, reader } = await readCourse(deps.repository, user, slug);
  const [rows, progressRows] = await Promise.all([
    deps.repository.outline(course.id, reader.kind === "staff"),
    reader.kind === "learner" ? deps.repository.progressOf(user.id, course.id) : Promise.resolve([]),
  ]);
  const built = buildOutline(rows, progressRows, reader, deps.today());
  const index = built.lessons.findIndex((lesson) => lesson.id === lessonId);
  const placed = built.lessons[index];
  if (!placed) throw new HttpError(404, apiMessages.notFound);

  const [content, { note, videoPositionSeconds }, files, liveSessions] = await Promise.all([
    placed.locked ? Promise.resolve(undefined) : deps.repository.lessonContent(lessonId),
    deps.repository.placeIn(user.id, lessonId),
    placed.locked ? Promise.resolve([]) : deps.lessonFiles.ofLesson(lessonId),
    placed.locked
      ? Promise.resolve([])
      : deps.repository.liveSessionsOf(lessonId, reader.kind === "learner" ? user.id : null),
    reader.kind === "learner" && !placed.locked
      ? deps.repository.markViewed(user.id, lessonId, course.id)
      : Promise.resolve(),
  ]);
  const video = files.find((file) => file.role === "video");
  const captions = files.find((file) => file.role === "captions");
  // A transcript that cannot be read leaves the lesson readable without it.
  const transcript = captions ? await deps.transcriptOf(captions).catch(() => null) : null;
  const { module, opensOn, ...lesson } = placed;
  return {
    course: { slug: course.slug, title: course.title },
    viewer: reader.kind,
    module,
    lesson: { ...lesson, opensOn, html: content?.body ? deps.renderLesson(content) : "" },
    note,
    files: files.map((file) => lessonFileDto(course.slug, file)),
    // The uploaded video wins over a link (the editor says so).
    videoEmbedUrl: video ? null : (content?.videoEmbedUrl ?? null),
    transcript,
    videoPositionSeconds,
    liveSessions,
    progress: built.progress,
    previousLessonId: built.lessons[index - 1]?.id ?? null,
    nextLessonId: built.lessons[index + 1]?.id ?? null,
  };
}
