import { addCalendarDays } from "#contracts/calendar-date.ts";
import type { DueThisWeek } from "#contracts/deadlines.ts";
import { dueThisWeekLimit } from "#contracts/deadlines-text.ts";
import { assignmentDeadlines } from "./assignment-deadlines.ts";
import { byDeadline, courseDeadlines, dueThisWeek, type PacedCourse } from "./course-deadlines.ts";
import type { DeadlinesRepository, EnrolledCourse } from "./deadlines-repository.ts";

/**
 * A course a batch paces for this learner. Like the player (read-course.ts), several enrollments in one
 * course follow the widest: a self-paced one means no deadlines, else the batch that started first.
 */
function pacedCourses(enrolled: EnrolledCourse[]): PacedCourse[] {
  const byCourse = new Map<string, EnrolledCourse[]>();
  for (const row of enrolled) byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row]);
  const paced: PacedCourse[] = [];
  for (const rows of byCourse.values()) {
    if (rows.some((row) => row.batchStart === null || row.batchId === null)) continue;
    const first = rows.reduce((a, b) => (b.batchStart! < a.batchStart! ? b : a));
    paced.push({
      courseId: first.courseId,
      batchId: first.batchId!,
      slug: first.slug,
      title: first.title,
      batchStart: first.batchStart!,
      endsOn: addCalendarDays(first.batchStart!, first.durationWeeks * 7),
    });
  }
  return paced;
}

/** The learner's week: what falls due or opens in their paced courses, past-due work first. */
export async function getDueThisWeek(
  deps: { deadlines: DeadlinesRepository; today: () => string; now: () => Date },
  userId: string,
): Promise<DueThisWeek> {
  const today = deps.today();
  const enrolled = await deps.deadlines.enrolledCourses(userId);
  const paced = pacedCourses(enrolled);
  const courseIds = paced.map((course) => course.courseId);
  const [rows, assignments, zones] = await Promise.all([
    deps.deadlines.schedule(userId, courseIds),
    deps.deadlines.assignments(userId, courseIds),
    deps.deadlines.batchZones(paced.map((course) => course.batchId)),
  ]);
  const items = [
    ...courseDeadlines(paced, rows, today),
    ...assignmentDeadlines(paced, assignments, zones, deps.now()),
  ].sort(byDeadline);
  const week = dueThisWeek(items, today, dueThisWeekLimit);
  const pacing = paced.length > 0 ? "batch" : enrolled.length > 0 ? "self_paced" : "none";
  return { pacing, today, ...week };
}
