import type { CurrentUser } from "#contracts/auth.ts";
import type { LearningDeps } from "./learning-deps.ts";
import { openLesson } from "./open-lesson.ts";

/** Where a learner's video stopped, so the player starts there next time; staff positions are not kept. */
export async function saveVideoPosition(
  deps: LearningDeps,
  user: Pick<CurrentUser, "id" | "role">,
  slug: string,
  lessonId: string,
  seconds: number,
): Promise<{ seconds: number }> {
  const { course, reader } = await openLesson(deps, user, slug, lessonId);
  if (reader.kind === "learner")
    await deps.lessonFiles.saveVideoPosition(user.id, lessonId, course.id, seconds);
  return { seconds };
}
