import type { AssignmentSubmissionView } from "#contracts/assignment-views.ts";
import type { AssignmentDeps, AssignmentReader } from "./assignment-deps.ts";
import { defaultAssignmentSettings } from "./default-assignment-settings.ts";
import { openSubmission } from "./open-submission.ts";
import { submissionView } from "./submission-view.ts";

/** One submission by id, for its student and the course's staff (the grading page's read). */
export async function getSubmission(
  deps: AssignmentDeps,
  user: AssignmentReader,
  params: { courseSlug: string; lessonId: string; submissionId: string },
): Promise<AssignmentSubmissionView> {
  const { opened, submission } = await openSubmission(deps, user, params);
  const settings =
    (await deps.repository.assignment(submission.lessonId))?.settings ?? defaultAssignmentSettings;
  return submissionView(opened.course.slug, submission, deps.renderMarkdown, settings.passPercent);
}
