import type { AssignmentLatePolicy } from "#contracts/assignment-text.ts";
import type { DeadlineItem } from "#contracts/deadlines.ts";
import { schoolTimeZone } from "#contracts/learning-text.ts";
import { calendarDateIn, type ZoneClock, zoneClock } from "#server/lib/time-zone.ts";
import { assignmentDueAt } from "#server/modules/assessments/assignment-due-at.ts";
import type { PacedCourse } from "./course-deadlines.ts";

// Assignments in "Due this week" (issue 16): each published required assignment with a due date in a paced course,
// due `dueDays` after the learner's batch started at `dueTime` on the batch's clock, until it is handed in.
// One whose due time passed stays listed as past due while late work is accepted; a closed one drops off
// (there is nothing left to do), and the Assessments page says it was missed.

/** One published assignment with a due date, and whether this learner has handed it in. */
export type AssignmentDeadlineRow = {
  courseId: string;
  moduleId: string;
  moduleTitle: string;
  lessonId: string;
  title: string;
  dueDays: number;
  dueTime: string;
  latePolicy: AssignmentLatePolicy;
  submitted: boolean;
};

export function assignmentDeadlines(
  courses: PacedCourse[],
  rows: AssignmentDeadlineRow[],
  /** Batch id -> its schedule's zone (absent: the school's). */
  zones: ReadonlyMap<string, string>,
  now: Date,
): DeadlineItem[] {
  const clocks = new Map<string, ZoneClock>();
  const clockOf = (zone: string) => {
    let clock = clocks.get(zone);
    if (!clock) {
      clock = zoneClock(zone);
      clocks.set(zone, clock);
    }
    return clock;
  };
  const items: DeadlineItem[] = [];
  for (const course of courses) {
    const clock = clockOf(zones.get(course.batchId) ?? schoolTimeZone);
    for (const row of rows) {
      if (row.courseId !== course.courseId || row.submitted) continue;
      const dueAt = assignmentDueAt(row, { startDate: course.batchStart, clock });
      if (!dueAt) continue;
      const overdue = dueAt.getTime() < now.getTime();
      if (overdue && row.latePolicy === "closed") continue;
      items.push({
        kind: "assignment_due",
        course: { slug: course.slug, title: course.title },
        module: { id: row.moduleId, title: row.moduleTitle },
        date: calendarDateIn(schoolTimeZone, dueAt),
        lessonsLeft: 0,
        lessonId: row.lessonId,
        overdue,
        assignment: { title: row.title, dueAt: dueAt.toISOString() },
      });
    }
  }
  return items;
}
