import { addCalendarDays } from "#contracts/calendar-date.ts";
import type { DeadlineItem } from "#contracts/deadlines.ts";

// The pace a batch sets (issue 14, "what is due this week"): module N is due on the day the next module
// opens, the last module on the day the course ends. Pure calendar-date arithmetic, like drip.ts, so a
// daylight-saving change cannot move a deadline.

/** A course a batch paces for this learner: its first batch's start and the day the course ends. */
export type PacedCourse = {
  courseId: string;
  /** The batch that paces it (its zone sets assignments' due times). */
  batchId: string;
  slug: string;
  title: string;
  batchStart: string;
  endsOn: string;
};

/** One published lesson (or none, for an empty module) of a paced course, in teaching order. */
export type ScheduleRow = {
  courseId: string;
  moduleId: string;
  moduleTitle: string;
  opensAfterDays: number | null;
  lessonId: string | null;
  required: boolean | null;
  completed: boolean;
};

type Module = {
  id: string;
  title: string;
  opensOn: string | null;
  firstLessonId: string | null;
  requiredLeft: string[];
};

function modulesOf(course: PacedCourse, rows: ScheduleRow[]): Module[] {
  const modules = new Map<string, Module>();
  for (const row of rows) {
    let module = modules.get(row.moduleId);
    if (!module) {
      module = {
        id: row.moduleId,
        title: row.moduleTitle,
        opensOn: row.opensAfterDays === null ? null : addCalendarDays(course.batchStart, row.opensAfterDays),
        firstLessonId: null,
        requiredLeft: [],
      };
      modules.set(row.moduleId, module);
    }
    if (row.lessonId === null) continue;
    module.firstLessonId ??= row.lessonId;
    if (row.required && !row.completed) module.requiredLeft.push(row.lessonId);
  }
  return [...modules.values()];
}

/** The day module `index` is due: the first later module that opens after it does, else the course's end. */
function dueOn(modules: Module[], index: number, endsOn: string): string {
  const own = modules[index]!.opensOn;
  for (const later of modules.slice(index + 1))
    if (later.opensOn !== null && (own === null || later.opensOn > own)) return later.opensOn;
  return endsOn;
}

/**
 * Every deadline and opening of the learner's paced courses, by date. `rows` are in course, module and
 * lesson order (as the repository reads them).
 */
export function courseDeadlines(courses: PacedCourse[], rows: ScheduleRow[], today: string): DeadlineItem[] {
  const items: DeadlineItem[] = [];
  for (const course of courses) {
    const modules = modulesOf(
      course,
      rows.filter((row) => row.courseId === course.courseId),
    );
    modules.forEach((module, index) => {
      const ref = {
        course: { slug: course.slug, title: course.title },
        module: { id: module.id, title: module.title },
      };
      if (module.requiredLeft.length > 0) {
        const date = dueOn(modules, index, course.endsOn);
        items.push({
          kind: "module_due",
          ...ref,
          date,
          lessonsLeft: module.requiredLeft.length,
          lessonId: module.requiredLeft[0]!,
          overdue: date < today,
          assignment: null,
        });
      }
      if (module.opensOn !== null && module.opensOn > today && module.firstLessonId !== null)
        items.push({
          kind: "module_opens",
          ...ref,
          date: module.opensOn,
          lessonsLeft: 0,
          lessonId: module.firstLessonId,
          overdue: false,
          assignment: null,
        });
    });
  }
  return items.sort(byDeadline);
}

const kindOrder: Record<DeadlineItem["kind"], number> = { assignment_due: 0, module_due: 1, module_opens: 2 };

/**
 * By date; on one day assignments (by their due time) before module deadlines before openings; then by
 * course for a stable order.
 */
export function byDeadline(a: DeadlineItem, b: DeadlineItem): number {
  return (
    a.date.localeCompare(b.date) ||
    kindOrder[a.kind] - kindOrder[b.kind] ||
    (a.assignment && b.assignment ? a.assignment.dueAt.localeCompare(b.assignment.dueAt) : 0) ||
    a.course.title.localeCompare(b.course.title)
  );
}

/** Splits the deadlines into this week's list (past-due first, as they sort by date) and the next one after. */
export function dueThisWeek(
  items: DeadlineItem[],
  today: string,
  limit: number,
): { weekEnds: string; items: DeadlineItem[]; more: number; next: DeadlineItem | null } {
  const weekEnds = addCalendarDays(today, 6);
  const week = items.filter((item) => item.date <= weekEnds);
  const next = week.length === 0 ? (items.find((item) => item.date > weekEnds) ?? null) : null;
  return { weekEnds, items: week.slice(0, limit), more: Math.max(0, week.length - limit), next };
}
