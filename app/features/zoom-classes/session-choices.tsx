import type { ComponentProps } from "react";
import { Select } from "#app/components/ui/select.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { sessionFormText as t } from "#contracts/zoom-classes-text.ts";
import { useCourseInstructors, useCourseLessons } from "./live-session-queries.ts";

type SelectProps = Omit<ComponentProps<"select">, "children">;

/** The lessons of the session's course, grouped by module, after "No lesson". */
export function LessonSelect({
  courseSlug,
  currentTitle,
  ...props
}: SelectProps & { courseSlug: string | null; currentTitle?: string | null }) {
  const { user } = useAuth();
  const lessons = useCourseLessons(user, courseSlug);
  const modules = new Map<string, { id: string; title: string }[]>();
  for (const lesson of lessons.data ?? []) {
    modules.set(lesson.module, [...(modules.get(lesson.module) ?? []), lesson]);
  }
  const value = typeof props.value === "string" ? props.value : "";
  // The session's lesson stays choosable while the list loads (or if it failed), so nothing is dropped.
  const known = value === "" || (lessons.data ?? []).some((lesson) => lesson.id === value);
  return (
    <Select {...props} disabled={props.disabled || courseSlug === null}>
      <option value="">{lessons.isFetching && !lessons.data ? t.lessonsLoading : t.noLesson}</option>
      {known ? null : <option value={value}>{currentTitle ?? value}</option>}
      {[...modules].map(([module, list]) => (
        <optgroup key={module} label={module}>
          {list.map((lesson) => (
            <option key={lesson.id} value={lesson.id}>
              {lesson.title}
            </option>
          ))}
        </optgroup>
      ))}
    </Select>
  );
}

/** The instructors who teach the session's course, after "No instructor". */
export function InstructorSelect({
  courseSlug,
  currentName,
  ...props
}: SelectProps & { courseSlug: string | null; currentName?: string | null }) {
  const { user } = useAuth();
  const instructors = useCourseInstructors(user, courseSlug);
  const value = typeof props.value === "string" ? props.value : "";
  const known = value === "" || (instructors.data ?? []).some((instructor) => instructor.id === value);
  return (
    <Select {...props} disabled={props.disabled || courseSlug === null}>
      <option value="">
        {instructors.isFetching && !instructors.data ? t.instructorsLoading : t.noInstructorOption}
      </option>
      {known ? null : <option value={value}>{currentName ?? value}</option>}
      {(instructors.data ?? []).map((instructor) => (
        <option key={instructor.id} value={instructor.id}>
          {instructor.name}
        </option>
      ))}
    </Select>
  );
}
