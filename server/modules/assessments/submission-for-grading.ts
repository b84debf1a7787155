import { assignmentsApi } from "#contracts/api/assignments.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { SubmissionForGrading } from "#contracts/grading.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import { gradesCourse } from "./grading-access.ts";
import type { Grader, GradingDeps } from "./grading-deps.ts";
import type { SubmissionRow } from "./grading-repository.ts";

/**
 * A submission as its graders see it. Unknown ids and submissions of courses the user does not grade are
 * the same 404, so an id says nothing to anyone outside the course.
 */
export async function gradableSubmission(
  deps: Pick<GradingDeps, "repository">,
  user: Grader,
  submissionId: string,
): Promise<SubmissionRow> {
  const row = await deps.repository.submission(submissionId);
  if (!row || !(await gradesCourse(deps, user, row.course.id)))
    throw new HttpError(404, apiMessages.notFound);
  return row;
}

export function toSubmissionForGrading(
  deps: Pick<GradingDeps, "renderMarkdown">,
  row: SubmissionRow,
): SubmissionForGrading {
  // An assignment never saved in the editor grades as the defaults would: out of 100, pass at 60, no rubric.
  const settings = row.settings ?? { instructions: "", points: 100, passPercent: 60, rubric: [] };
  const graded =
    row.status === "graded" &&
    row.score !== null &&
    row.possible !== null &&
    row.percent !== null &&
    row.gradedAt
      ? {
          rubric: row.gradedRubric ?? [],
          rubricChoices: row.rubricChoices ?? {},
          comments: row.comments ?? "",
          commentsHtml: deps.renderMarkdown(row.comments ?? ""),
          score: row.score,
          possible: row.possible,
          percent: row.percent,
          passed: row.passed ?? false,
          passPercent: row.gradedPassPercent ?? settings.passPercent,
          gradedAt: row.gradedAt.toISOString(),
          gradedByName: row.graderName,
        }
      : null;
  return {
    id: row.id,
    course: { slug: row.course.slug, title: row.course.title },
    lesson: { id: row.lessonId, title: row.lessonTitle },
    student: row.student,
    status: row.status,
    version: row.version,
    submittedAt: row.submittedAt.toISOString(),
    dueAt: row.dueAt?.toISOString() ?? null,
    late: row.late,
    files: row.files.map((file) => ({
      id: file.id,
      name: file.name,
      kind: file.kind,
      bytes: file.bytes,
      url: endpointUrl(assignmentsApi.file, {
        params: {
          courseSlug: row.course.slug,
          lessonId: row.lessonId,
          submissionId: row.id,
          fileId: file.id,
        },
      }),
    })),
    repoUrl: row.repoUrl,
    assignment: {
      updatedAt: row.settings?.updatedAt.toISOString() ?? null,
      instructionsHtml: deps.renderMarkdown(settings.instructions),
      points: settings.points,
      passPercent: settings.passPercent,
      rubric: settings.rubric,
    },
    grade: graded,
  };
}

/** One submission with its assignment's rubric, for grading. */
export async function getSubmissionForGrading(
  deps: Pick<GradingDeps, "repository" | "renderMarkdown">,
  user: Grader,
  submissionId: string,
): Promise<SubmissionForGrading> {
  return toSubmissionForGrading(deps, await gradableSubmission(deps, user, submissionId));
}
