import type { CurrentUser } from "#contracts/auth.ts";
import type { PageReads } from "#server/lib/page-reads.ts";
import { getCourseOutline } from "./get-course-outline.ts";
import { getDueThisWeek } from "./get-due-this-week.ts";
import { getLesson } from "./get-lesson.ts";
import { getLessonPreview } from "./get-lesson-preview.ts";
import type { LearningDeps } from "./learning-deps.ts";
import { openLesson } from "./open-lesson.ts";
import { saveLessonNote } from "./save-lesson-note.ts";
import { saveVideoPosition } from "./save-video-position.ts";
import { serveLessonFile } from "./serve-lesson-file.ts";
import { setLessonCompletion } from "./set-lesson-completion.ts";
import { sharedLearningReads } from "./shared-learning-reads.ts";

type Reader = Pick<CurrentUser, "id" | "role">;

/** The course player's use cases (one file each), bound to their dependencies. */
export function createLearningService(deps: LearningDeps) {
  // The lesson page reads its outline and its lesson at once, and both resolve the course, the reader and
  // their progress: one render asks the database once (decision 0072).
  const forPage = (reads: PageReads | null | undefined): LearningDeps =>
    reads ? { ...deps, repository: sharedLearningReads(deps.repository, reads) } : deps;
  return {
    /** The signed-in user's own courses: the id comes from the session, never from the request. */
    myCourses: (user: Reader) => deps.repository.myCourses(user.id),
    dueThisWeek: (user: Reader) => getDueThisWeek(deps, user.id),
    preview: (slug: string, lessonId: string) => getLessonPreview(deps, slug, lessonId),
    outline: (user: Reader, slug: string, reads?: PageReads | null) =>
      getCourseOutline(forPage(reads), user, slug),
    lesson: (user: Reader, slug: string, lessonId: string, reads?: PageReads | null) =>
      getLesson(forPage(reads), user, slug, lessonId),
    /** A released lesson the user may read (else 404 or 403): other modules' lesson work starts here. */
    openLesson: (user: Reader, slug: string, lessonId: string) => openLesson(deps, user, slug, lessonId),
    setCompletion: (user: Reader, slug: string, lessonId: string, completed: boolean) =>
      setLessonCompletion(deps, user, slug, lessonId, completed),
    /** A passed quiz completes its lesson (the assessments module); students cannot tick a quiz by hand. */
    completeQuizLesson: (user: Reader, slug: string, lessonId: string) =>
      setLessonCompletion(deps, user, slug, lessonId, true, { byAssessment: true }),
    /** A passing grade completes an assignment lesson (the assessments module's grading); never by hand. */
    completeAssignmentLesson: (user: Reader, slug: string, lessonId: string) =>
      setLessonCompletion(deps, user, slug, lessonId, true, { byAssessment: true }),
    file: (
      user: Reader,
      params: { courseSlug: string; lessonId: string; fileId: string },
      headers: { range?: string; ifNoneMatch?: string },
    ) => serveLessonFile(deps, user, params, headers),
    saveVideoPosition: (user: Reader, slug: string, lessonId: string, seconds: number) =>
      saveVideoPosition(deps, user, slug, lessonId, seconds),
    saveNote: (user: Reader, slug: string, lessonId: string, note: string) =>
      saveLessonNote(deps, user, slug, lessonId, note),
  };
}
export type LearningService = ReturnType<typeof createLearningService>;
