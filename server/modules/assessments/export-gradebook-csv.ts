import type { GradebookQuery } from "#contracts/grading.ts";
import { gradebookCells, gradebookFixedHeader, gradebookSummaryHeader } from "#contracts/grading-text.ts";
import { selfPacedBatch } from "#contracts/roster-text.ts";
import { type CsvCell, toCsv } from "#server/lib/csv.ts";
import { chooseBatch, gradingCourse } from "./grading-access.ts";
import type { Grader, GradingDeps } from "./grading-deps.ts";
import type { GradebookMarks } from "./grading-repository.ts";

/** "machine-learning-2026-03-02-gradebook.csv": only safe characters pass. */
function gradebookFileName(slug: string, startDate: string | null): string {
  return `${slug}-${startDate ?? selfPacedBatch}-gradebook.csv`.replace(/[^A-Za-z0-9._-]/g, "");
}

/**
 * One student's cell for one assessment: a quiz's best percent over closed attempts; an assignment's grade
 * in percent, or whether it waits for grading. Empty: nothing handed in yet.
 */
function cellFor(
  marks: GradebookMarks,
  assessment: GradebookMarks["assessments"][number],
  userId: string,
): CsvCell {
  const key = `${assessment.id}:${userId}`;
  if (assessment.kind === "quiz") return marks.quizBest.get(key)?.percent ?? null;
  const submission = marks.submissions.get(key);
  if (!submission) return null;
  if (submission.status === "graded") return submission.percent;
  return submission.late ? gradebookCells.submittedLate : gradebookCells.submitted;
}

function passed(
  marks: GradebookMarks,
  assessment: GradebookMarks["assessments"][number],
  userId: string,
): boolean {
  const key = `${assessment.id}:${userId}`;
  return assessment.kind === "quiz"
    ? (marks.quizBest.get(key)?.passed ?? false)
    : (marks.submissions.get(key)?.passed ?? false);
}

/** One batch's gradebook (issue 16): a row per student by name, a column per quiz and assignment in course order. */
export async function exportGradebookCsv(
  deps: Pick<GradingDeps, "repository">,
  user: Grader,
  slug: string,
  query: GradebookQuery,
): Promise<{ fileName: string; csv: string }> {
  const course = await gradingCourse(deps, user, slug);
  const batch = chooseBatch(await deps.repository.batchesOf(course.id), query.batch);
  const marks = await deps.repository.gradebook(course.id, batch?.id ?? null);
  const header = [
    ...gradebookFixedHeader,
    ...marks.assessments.map((a) => `${a.title} (${a.kind === "quiz" ? "quiz best %" : "assignment %"})`),
    gradebookSummaryHeader,
  ];
  const rows = marks.students.map((student) => {
    const passedCount = marks.assessments.filter((a) => passed(marks, a, student.id)).length;
    return [
      student.name,
      student.email,
      ...marks.assessments.map((a) => cellFor(marks, a, student.id)),
      `${passedCount} of ${marks.assessments.length}`,
    ];
  });
  return { fileName: gradebookFileName(course.slug, batch?.startDate ?? null), csv: toCsv(header, rows) };
}
