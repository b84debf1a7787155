import type { CurrentUser } from "#contracts/auth.ts";
import type { LearningDeps } from "./learning-deps.ts";
import { openLesson } from "./open-lesson.ts";

/** The reader's private note on a released lesson, replaced whole (the player saves as they type). */
export async function saveLessonNote(
  deps: LearningDeps,
  user: Pick<CurrentUser, "id" | "role">,
  slug: string,
  lessonId: string,
  note: string,
): Promise<{ note: string; savedAt: string }> {
  const { course } = await openLesson(deps, user, slug, lessonId);
  const savedAt = await deps.repository.saveNote(user.id, lessonId, course.id, note);
  return { note, savedAt: savedAt.toISOString() };
}
