import type { Space } from "#contracts/community.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import {
  batchSpace,
  courseSpace,
  generalSpace,
  type Member,
  memberOf,
  moderates,
  type SpaceRef,
} from "./space-access.ts";

/**
 * The spaces a user may read (decision 0047): the general space, then each course's space followed by its
 * batches' spaces. Admins see every course and batch; an instructor the courses they teach and all their
 * batches; a student the courses and batches of their holding enrollments.
 */
export async function listSpaces(deps: Pick<CommunityDeps, "spaces">, user: CommunityUser): Promise<Space[]> {
  const { refs, member } = await readableSpaces(deps, user);
  const stats = await deps.spaces.stats(refs.map((ref) => ref.storedKey));
  return refs.map((ref) => toSpace(ref, moderates(member, ref), stats.get(ref.storedKey)));
}

/** The spaces a user may read, in the portal's order, and what decided it. */
export async function readableSpaces(
  deps: Pick<CommunityDeps, "spaces">,
  user: CommunityUser,
): Promise<{ refs: SpaceRef[]; member: Member }> {
  const member = await memberOf(deps, user);
  const [courses, batches] = await Promise.all([
    deps.spaces.courses(member.admin ? "all" : [...new Set([...member.taught, ...member.enrolledCourses])]),
    deps.spaces.batches(
      member.admin ? "all" : { courseIds: member.taught, batchIds: member.enrolledBatches },
    ),
  ]);
  const refs: SpaceRef[] = [generalSpace];
  for (const course of courses) {
    refs.push(courseSpace(course));
    for (const batch of batches) if (batch.courseId === course.id) refs.push(batchSpace(batch));
  }
  // A batch space whose course space is not listed (it always is; kept so no readable space goes missing).
  const listed = new Set(courses.map((course) => course.id));
  for (const batch of batches) if (!listed.has(batch.courseId)) refs.push(batchSpace(batch));
  return { refs, member };
}

export function toSpace(
  ref: SpaceRef,
  moderator: boolean,
  stats: { threadCount: number; lastActivityAt: Date | null } | undefined,
): Space {
  return {
    key: ref.key,
    kind: ref.kind,
    title: ref.title,
    courseSlug: ref.courseSlug,
    threadCount: stats?.threadCount ?? 0,
    lastActivityAt: stats?.lastActivityAt?.toISOString() ?? null,
    moderator,
  };
}
