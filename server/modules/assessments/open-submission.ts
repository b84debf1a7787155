import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import type { AssignmentDeps, AssignmentReader } from "./assignment-deps.ts";
import type { SubmissionRow } from "./assignments-repository.ts";
import { openAssignmentLesson } from "./open-assignment-lesson.ts";
import type { OpenedLesson } from "./quiz-deps.ts";

/**
 * A submission its reader may see: their own, or any of the course's for its instructors and admins
 * (learning's rules decide who is staff). Someone else's answers 404, as an unknown one does, so a student
 * learns nothing of other students' submissions.
 */
export async function openSubmission(
  deps: Pick<AssignmentDeps, "openLesson" | "repository">,
  user: AssignmentReader,
  params: { courseSlug: string; lessonId: string; submissionId: string },
): Promise<{ opened: OpenedLesson; submission: SubmissionRow }> {
  const opened = await openAssignmentLesson(deps, user, params.courseSlug, params.lessonId);
  const submission = await deps.repository.submission(opened.lesson.id, params.submissionId);
  if (!submission || (opened.reader.kind !== "staff" && submission.userId !== user.id))
    throw new HttpError(404, apiMessages.notFound);
  return { opened, submission };
}
