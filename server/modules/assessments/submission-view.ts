import { assignmentsApi } from "#contracts/api/assignments.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { Rubric } from "#contracts/assignment.ts";
import type { AssignmentGradeCriterion, AssignmentSubmissionView } from "#contracts/assignment-views.ts";
import type { SubmissionRow } from "./assignments-repository.ts";

/** Each criterion of the rubric a grade was given against, with the level the grader chose. */
export function gradedCriteria(
  rubric: Rubric | null,
  choices: Record<string, string> | null,
): AssignmentGradeCriterion[] {
  return (rubric ?? []).map((criterion) => {
    const chosen = choices && Object.hasOwn(choices, criterion.id) ? choices[criterion.id] : undefined;
    const level = criterion.levels.find((candidate) => candidate.id === chosen);
    return {
      criterionId: criterion.id,
      title: criterion.title,
      description: criterion.description,
      maxPoints: Math.max(0, ...criterion.levels.map((candidate) => candidate.points)),
      level: level
        ? { id: level.id, title: level.title, description: level.description, points: level.points }
        : null,
    };
  });
}

/**
 * A submission as its student and the course's staff read it: files with their download URLs, and the
 * grade once returned (a graded row without its figures reads as not graded yet, never as a zero).
 */
export function submissionView(
  courseSlug: string,
  row: SubmissionRow,
  renderMarkdown: (markdown: string) => string,
  /** The assignment's pass mark now: stands in for a grade's own where it was never recorded. */
  currentPassPercent: number,
): AssignmentSubmissionView {
  const graded =
    row.status === "graded" &&
    row.score !== null &&
    row.possible !== null &&
    row.percent !== null &&
    row.passed !== null &&
    row.gradedAt !== null;
  return {
    id: row.id,
    lessonId: row.lessonId,
    userId: row.userId,
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
        params: { courseSlug, lessonId: row.lessonId, submissionId: row.id, fileId: file.id },
      }),
    })),
    repoUrl: row.repoUrl,
    grade: graded
      ? {
          score: row.score!,
          possible: row.possible!,
          percent: row.percent!,
          passed: row.passed!,
          passPercent: row.gradedPassPercent ?? currentPassPercent,
          commentsHtml: row.comments?.trim() ? renderMarkdown(row.comments) : "",
          gradedAt: row.gradedAt!.toISOString(),
          rubric: gradedCriteria(row.gradedRubric, row.rubricChoices),
        }
      : null,
  };
}
