import type { CurrentUser } from "#contracts/auth.ts";
import { communityText } from "#contracts/community-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import { batchLabel } from "#server/modules/live-classes/session-dto.ts";
import {
  batchSpaceKey,
  courseSpaceKey,
  generalSpaceKey,
  parseSpaceKey,
  storedBatchKey,
  storedCourseKey,
} from "./space-key.ts";
import type { BatchRow, CourseRow, Membership, SpacesRepository } from "./spaces-repository.ts";

// Who may read, post in and moderate a space (decision 0047): the one rule every community call asks.
//
// - general: every signed-in person reads and posts; admins moderate.
// - course:<slug>: people with a holding (not cancelled) enrollment in the course, in any batch or
//   self-paced; the course's instructors; admins. Instructors and admins moderate.
// - batch:<id>: people with a holding enrollment in that batch; the course's instructors; admins.
//   Instructors and admins moderate.
//
// Reading and posting go together: whoever reads a space may write in it. A space someone may not read
// answers 404, the same as one that does not exist, so a URL tells nobody which cohorts exist.

export type SpaceRef = {
  kind: "general" | "course" | "batch";
  /** The API's key (course slug). */
  key: string;
  /** The key thread rows hold (course id). */
  storedKey: string;
  courseId: string | null;
  batchId: string | null;
  courseSlug: string | null;
  title: string;
};

export type SpaceAccessDeps = { spaces: SpacesRepository };
type User = Pick<CurrentUser, "id" | "role">;

/** What decides a user's access; admins need no lookup. */
export type Member = { admin: boolean } & Membership;

export const generalSpace: SpaceRef = {
  kind: "general",
  key: generalSpaceKey,
  storedKey: generalSpaceKey,
  courseId: null,
  batchId: null,
  courseSlug: null,
  title: communityText.generalSpace,
};

export function courseSpace(course: CourseRow): SpaceRef {
  return {
    kind: "course",
    key: courseSpaceKey(course.slug),
    storedKey: storedCourseKey(course.id),
    courseId: course.id,
    batchId: null,
    courseSlug: course.slug,
    title: course.title,
  };
}

export function batchSpace(batch: BatchRow): SpaceRef {
  return {
    kind: "batch",
    key: batchSpaceKey(batch.id),
    storedKey: storedBatchKey(batch.id),
    courseId: batch.courseId,
    batchId: batch.id,
    courseSlug: batch.courseSlug,
    title: `${batch.courseTitle}: ${batchLabel({ batchType: batch.type, batchStart: batch.startDate })}`,
  };
}

export async function memberOf(deps: SpaceAccessDeps, user: User): Promise<Member> {
  if (user.role === "admin") return { admin: true, taught: [], enrolledCourses: [], enrolledBatches: [] };
  return { admin: false, ...(await deps.spaces.membership(user.id)) };
}

/** Pins, locks, deletes anyone's post, accepts answers: admins anywhere, a course's instructors in its spaces. */
export function moderates(member: Member, space: SpaceRef): boolean {
  if (member.admin) return true;
  return space.courseId !== null && member.taught.includes(space.courseId);
}

/** Reads the space, and so posts, replies and votes in it. */
export function mayRead(member: Member, space: SpaceRef): boolean {
  if (space.kind === "general" || moderates(member, space)) return true;
  if (space.kind === "course") return member.enrolledCourses.includes(space.courseId!);
  return member.enrolledBatches.includes(space.batchId!);
}

/** The space an API key names, when it exists; undefined otherwise. */
async function spaceByKey(deps: SpaceAccessDeps, key: string): Promise<SpaceRef | undefined> {
  const parsed = parseSpaceKey(key);
  if (!parsed) return undefined;
  if (parsed.kind === "general") return generalSpace;
  if (parsed.kind === "course") {
    const course = await deps.spaces.courseBySlug(parsed.slug);
    return course && courseSpace(course);
  }
  const batch = await deps.spaces.batchById(parsed.batchId);
  return batch && batchSpace(batch);
}

/** The space a thread row names. */
export async function spaceOfThread(
  deps: SpaceAccessDeps,
  thread: { courseId: string | null; batchId: string | null },
): Promise<SpaceRef | undefined> {
  if (thread.batchId) {
    const batch = await deps.spaces.batchById(thread.batchId);
    return batch && batchSpace(batch);
  }
  if (thread.courseId) {
    const course = await deps.spaces.courseById(thread.courseId);
    return course && courseSpace(course);
  }
  return generalSpace;
}

export type OpenSpace = { space: SpaceRef; member: Member; moderator: boolean };

/** A space the user may read, or 404 (unknown and unreadable alike). */
export async function openSpace(deps: SpaceAccessDeps, user: User, key: string): Promise<OpenSpace> {
  const space = await spaceByKey(deps, key);
  if (!space) throw new HttpError(404, apiMessages.notFound);
  return admit(deps, user, space);
}

/** The same rule for a space already found (a thread's): 404 unless the user may read it. */
export async function admit(deps: SpaceAccessDeps, user: User, space: SpaceRef): Promise<OpenSpace> {
  const member = await memberOf(deps, user);
  if (!mayRead(member, space)) throw new HttpError(404, apiMessages.notFound);
  return { space, member, moderator: moderates(member, space) };
}
