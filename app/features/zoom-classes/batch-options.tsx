import type { TaughtCourse } from "#contracts/course-editor.ts";
import { mediumCalendarDate } from "#contracts/date-format.ts";
import { batchTypeLabels } from "#contracts/roster-text.ts";
import { sessionFormText } from "#contracts/zoom-classes-text.ts";

// The batches staff pick from (the session form, the schedule editor, the list's filter), from the courses
// they teach (every course for an admin): grouped by course, each named by its type and first day.

export type BatchChoice = { id: string; label: string; courseSlug: string; courseTitle: string };

export function batchLabel(batch: { type: string; startDate: string }): string {
  const type = batchTypeLabels[batch.type as keyof typeof batchTypeLabels] ?? batch.type;
  return sessionFormText.batchOption(mediumCalendarDate(batch.startDate), type);
}

export function batchChoices(courses: readonly TaughtCourse[]): BatchChoice[] {
  return courses.flatMap((course) =>
    course.batches.map((batch) => ({
      id: batch.id,
      label: batchLabel(batch),
      courseSlug: course.slug,
      courseTitle: course.title,
    })),
  );
}

/** Options of a <select>, grouped by course in <optgroup>s (a course without batches is left out). */
export function BatchOptions({ courses }: { courses: readonly TaughtCourse[] }) {
  return courses
    .filter((course) => course.batches.length > 0)
    .map((course) => (
      <optgroup key={course.slug} label={course.title}>
        {course.batches.map((batch) => (
          <option key={batch.id} value={batch.id}>
            {batchLabel(batch)}
          </option>
        ))}
      </optgroup>
    ));
}
