import { liveClassMessages } from "#contracts/live-classes-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { LiveClassesRepository } from "./live-classes-repository.ts";

/** A session's lesson must be one of its course's, and its instructor one who teaches the course. */
export async function checkSessionLinks(
  repository: Pick<LiveClassesRepository, "lessonInCourse" | "teaches">,
  courseId: string,
  links: { lessonId?: string | null | undefined; instructorId?: string | null | undefined },
): Promise<void> {
  if (links.lessonId && !(await repository.lessonInCourse(links.lessonId, courseId)))
    throw new HttpError(400, liveClassMessages.lessonNotInCourse, "lessonId");
  if (links.instructorId && !(await repository.teaches(links.instructorId, courseId)))
    throw new HttpError(400, liveClassMessages.instructorNotInCourse, "instructorId");
}
