import type { GradebookQuery, GradingQuery, ReturnGradeInput } from "#contracts/grading.ts";
import { exportGradebookCsv } from "./export-gradebook-csv.ts";
import type { Grader, GradingDeps } from "./grading-deps.ts";
import { listGradingQueue } from "./list-grading-queue.ts";
import { returnGrade } from "./return-grade.ts";
import { getSubmissionForGrading } from "./submission-for-grading.ts";

/** Grading's use cases (one file each), bound to their dependencies. */
export function createGradingService(deps: GradingDeps) {
  return {
    queue: (user: Grader, slug: string, query: GradingQuery) => listGradingQueue(deps, user, slug, query),
    gradebookCsv: (user: Grader, slug: string, query: GradebookQuery) =>
      exportGradebookCsv(deps, user, slug, query),
    submission: (user: Grader, submissionId: string) => getSubmissionForGrading(deps, user, submissionId),
    returnGrade: (user: Grader, submissionId: string, body: ReturnGradeInput) =>
      returnGrade(deps, user, submissionId, body),
  };
}
export type GradingService = ReturnType<typeof createGradingService>;
