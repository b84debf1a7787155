import type { CurrentUser } from "#contracts/auth.ts";
import { apiMessages } from "#contracts/messages.ts";
import type { Roster } from "#contracts/roster.ts";
import { selfPacedBatch } from "#contracts/roster-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { LearningRepository } from "./learning-repository.ts";
import type { RosterRepository } from "./roster-repository.ts";

export type RosterDeps = {
  courses: Pick<LearningRepository, "courseBySlug" | "teaches">;
  roster: RosterRepository;
};

/**
 * Where a roster opens without a batch: the first batch by start date that has students (an empty batch
 * that starts first, a new cohort on sale, is not what an instructor opens the roster for); with none, the
 * self-paced students if there are any, else the first batch (null, the self-paced list, without batches).
 */
export function openingBatch<B extends { enrolled: number }>(batches: B[], selfPacedCount: number): B | null {
  return batches.find((batch) => batch.enrolled > 0) ?? (selfPacedCount > 0 ? null : (batches[0] ?? null));
}

/**
 * A course's roster for its instructors and admins (issue 14): an unknown course is 404, anyone else 403,
 * and a batch of another course 404 (its id says nothing here). Without a batch, `openingBatch`.
 */
export async function getRoster(
  deps: RosterDeps,
  user: Pick<CurrentUser, "id" | "role">,
  slug: string,
  batch: string | undefined,
): Promise<Roster> {
  const course = await deps.courses.courseBySlug(slug);
  if (!course) throw new HttpError(404, apiMessages.notFound);
  const staff =
    user.role === "admin" || (user.role === "instructor" && (await deps.courses.teaches(user.id, course.id)));
  if (!staff) throw new HttpError(403, apiMessages.forbidden);

  const [batches, selfPacedCount] = await Promise.all([
    deps.roster.batchesOf(course.id),
    deps.roster.selfPacedCount(course.id),
  ]);
  const chosen =
    batch === selfPacedBatch
      ? null
      : batch === undefined
        ? openingBatch(batches, selfPacedCount)
        : batches.find((b) => b.id === batch);
  if (chosen === undefined) throw new HttpError(404, apiMessages.notFound);
  return {
    course: { slug: course.slug, title: course.title },
    batches,
    selfPacedCount,
    batch: chosen,
    students: await deps.roster.students(course.id, chosen?.id ?? null),
  };
}
