import { assignmentMessages } from "#contracts/assignment-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import type { AssignmentDeps, AssignmentReader } from "./assignment-deps.ts";
import type { OpenedLesson } from "./quiz-deps.ts";

/** An assignment lesson the user may read (learning's rules: 404 unknown or hidden, 403 not theirs or not open yet). */
export async function openAssignmentLesson(
  deps: Pick<AssignmentDeps, "openLesson">,
  user: AssignmentReader,
  slug: string,
  lessonId: string,
): Promise<OpenedLesson> {
  const opened = await deps.openLesson(user, slug, lessonId);
  if (opened.lesson.kind !== "assignment") throw new HttpError(404, assignmentMessages.notAssignment);
  return opened;
}

/** The same for the settings editor: the course's instructors and admins only. */
export async function openAssignmentForEditing(
  deps: Pick<AssignmentDeps, "openLesson">,
  user: AssignmentReader,
  slug: string,
  lessonId: string,
): Promise<OpenedLesson> {
  const opened = await openAssignmentLesson(deps, user, slug, lessonId);
  if (opened.reader.kind !== "staff") throw new HttpError(403, apiMessages.forbidden);
  return opened;
}
