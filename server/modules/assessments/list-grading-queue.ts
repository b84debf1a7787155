import type { GradingQuery, GradingQueue } from "#contracts/grading.ts";
import { gradingPageSize } from "#contracts/grading-text.ts";
import { chooseBatch, gradingCourse } from "./grading-access.ts";
import type { Grader, GradingDeps } from "./grading-deps.ts";

/** One batch's submissions for the course's graders: waiting ones oldest first, or the graded ones. */
export async function listGradingQueue(
  deps: Pick<GradingDeps, "repository">,
  user: Grader,
  slug: string,
  query: GradingQuery,
): Promise<GradingQueue> {
  const course = await gradingCourse(deps, user, slug);
  const [batches, selfPacedCount] = await Promise.all([
    deps.repository.batchesOf(course.id),
    deps.repository.selfPacedCount(course.id),
  ]);
  const batch = chooseBatch(batches, query.batch);
  const { rows, total, pendingCount } = await deps.repository.queue(
    course.id,
    batch?.id ?? null,
    query.status,
    {
      offset: (query.page - 1) * gradingPageSize,
      limit: gradingPageSize,
    },
  );
  return {
    course: { slug: course.slug, title: course.title },
    batches,
    selfPacedCount,
    batch,
    status: query.status,
    pendingCount,
    items: rows.map((row) => ({
      ...row,
      submittedAt: row.submittedAt.toISOString(),
      gradedAt: row.gradedAt?.toISOString() ?? null,
    })),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / gradingPageSize)),
    total,
  };
}
