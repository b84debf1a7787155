import type { CurrentUser } from "#contracts/auth.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import type { AnnouncementsRepository } from "./announcements-repository.ts";
import type { CourseRef, LearningRepository } from "./learning-repository.ts";

export type AnnouncementStaffDeps = {
  courses: Pick<LearningRepository, "courseBySlug" | "teaches">;
  announcements: Pick<AnnouncementsRepository, "batchOf">;
};

/**
 * Who writes to a batch and reads what was written: the course's instructors and admins. An unknown course
 * is 404, anyone else 403, and a batch of another course 404 (its id says nothing here), as on the roster.
 */
export async function staffBatch(
  deps: AnnouncementStaffDeps,
  user: Pick<CurrentUser, "id" | "role">,
  slug: string,
  batchId: string,
): Promise<{ course: CourseRef; batchId: string }> {
  const course = await deps.courses.courseBySlug(slug);
  if (!course) throw new HttpError(404, apiMessages.notFound);
  const staff =
    user.role === "admin" || (user.role === "instructor" && (await deps.courses.teaches(user.id, course.id)));
  if (!staff) throw new HttpError(403, apiMessages.forbidden);
  const batch = await deps.announcements.batchOf(course.id, batchId);
  if (!batch) throw new HttpError(404, apiMessages.notFound);
  return { course, batchId: batch.id };
}
