import { apiMessages } from "#contracts/messages.ts";
import type { RosterBatch } from "#contracts/roster.ts";
import { selfPacedBatch } from "#contracts/roster-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { Grader, GradingDeps } from "./grading-deps.ts";

/** Who grades a course: its instructors and every admin. An unknown course is 404, anyone else 403. */
export async function gradingCourse(deps: Pick<GradingDeps, "repository">, user: Grader, slug: string) {
  const course = await deps.repository.courseBySlug(slug);
  if (!course) throw new HttpError(404, apiMessages.notFound);
  const staff =
    user.role === "admin" ||
    (user.role === "instructor" && (await deps.repository.teaches(user.id, course.id)));
  if (!staff) throw new HttpError(403, apiMessages.forbidden);
  return course;
}

/** Whether `user` grades the course `courseId` (no error: a submission of another course reads as unknown). */
export async function gradesCourse(deps: Pick<GradingDeps, "repository">, user: Grader, courseId: string) {
  return (
    user.role === "admin" ||
    (user.role === "instructor" && (await deps.repository.teaches(user.id, courseId)))
  );
}

/**
 * The roster's batch choice: "self-paced" is null, absent is the first batch by start date (or the
 * self-paced students when there is none), and an id of another course's batch is 404.
 */
export function chooseBatch(batches: RosterBatch[], batch: string | undefined): RosterBatch | null {
  if (batch === selfPacedBatch) return null;
  const chosen = batch === undefined ? (batches[0] ?? null) : batches.find((b) => b.id === batch);
  if (chosen === undefined) throw new HttpError(404, apiMessages.notFound);
  return chosen;
}
