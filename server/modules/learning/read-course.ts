import type { CurrentUser } from "#contracts/auth.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import type { Reader } from "./drip.ts";
import type { CourseRef, LearningRepository } from "./learning-repository.ts";

/**
 * Who may open a course's lessons (issue 14): its enrolled students (an enrollment that was not
 * cancelled), its instructors and admins. An unknown course is 404 and anyone else 403, for pages, API and
 * files alike. A student with several enrollments in one course follows the widest: self-paced (everything
 * open) before the batch that started first.
 */
export async function readCourse(
  repository: LearningRepository,
  user: Pick<CurrentUser, "id" | "role">,
  slug: string,
): Promise<{ course: CourseRef; reader: Reader }> {
  const course = await repository.courseBySlug(slug);
  if (!course) throw new HttpError(404, apiMessages.notFound);
  if (user.role === "admin") return { course, reader: { kind: "staff", userId: user.id } };
  if (user.role === "instructor" && (await repository.teaches(user.id, course.id)))
    return { course, reader: { kind: "staff", userId: user.id } };
  const held = await repository.enrollmentsIn(user.id, course.id);
  if (held.length === 0) throw new HttpError(403, apiMessages.forbidden);
  const starts = held.map((enrollment) => enrollment.batchStart);
  const batchStart = starts.includes(null) ? null : (starts as string[]).sort()[0]!;
  return { course, reader: { kind: "learner", userId: user.id, batchStart } };
}
