import type { AssignmentSettings } from "#contracts/assignment.ts";
import { assignmentSubmissionMessages } from "#contracts/assignment-submission-text.ts";
import { assignmentMessages } from "#contracts/assignment-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AssignmentDeps, AssignmentReader } from "./assignment-deps.ts";
import type { SubmissionRow } from "./assignments-repository.ts";
import { defaultAssignmentSettings } from "./default-assignment-settings.ts";
import { type LearnerDue, learnerDue } from "./learner-due.ts";
import { openAssignmentLesson } from "./open-assignment-lesson.ts";
import type { OpenedLesson } from "./quiz-deps.ts";

export type SubmissionContext = Pick<OpenedLesson, "course" | "lesson"> & {
  settings: AssignmentSettings;
  due: LearnerDue;
  existing: SubmissionRow | undefined;
  /** Arrived after the due moment. */
  late: boolean;
};

/**
 * Whether the reader may (re)submit now, and on what footing: an enrolled student with the lesson open,
 * whose submission is not graded, before the due moment unless late work is accepted. `at` is when the
 * request arrived: a large upload that takes a minute is judged by when it was sent, not when it landed.
 */
export async function submissionContext(
  deps: AssignmentDeps,
  user: AssignmentReader,
  slug: string,
  lessonId: string,
  at: Date,
): Promise<SubmissionContext> {
  const { course, reader, lesson } = await openAssignmentLesson(deps, user, slug, lessonId);
  if (reader.kind !== "learner") throw new HttpError(403, assignmentSubmissionMessages.staffCannotSubmit);
  const settings = (await deps.repository.assignment(lesson.id))?.settings ?? defaultAssignmentSettings;
  const [due, existing] = await Promise.all([
    learnerDue(deps, user.id, course.id, settings),
    deps.repository.submissionOf(lesson.id, user.id),
  ]);
  if (existing?.status === "graded") throw new HttpError(409, assignmentMessages.alreadyGraded);
  const late = due.dueAt !== null && at.getTime() > due.dueAt.getTime();
  if (late && settings.latePolicy === "closed") throw new HttpError(409, assignmentMessages.closedLate);
  return { course, lesson, settings, due, existing, late };
}
