import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { apiRequest } from "#app/lib/api-client.ts";
import { catalogApi } from "#contracts/api/catalog.ts";
import { catalogCoursesKey } from "./page-builder-queries.ts";

// The blocks' course fields in Puck's panel, fed by the public catalog (GET /api/courses): checkboxes for a
// list of courses, a select for one. A slug the catalog does not have (a course unpublished since) stays
// visible, marked, so it can be removed; without the catalog the slugs can still be typed.

const legendClass = "mb-2 block text-sm font-medium text-slate-800";
const controlClass =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500";

function useCatalogCourses() {
  return useQuery({
    queryKey: catalogCoursesKey,
    queryFn: ({ signal }) => apiRequest(catalogApi.courses, { query: {}, signal }),
    staleTime: 5 * 60_000,
  });
}

type CourseChoice = { slug: string; title: string; known: boolean };

function choicesOf(
  courses: readonly { slug: string; title: string }[] | undefined,
  chosen: readonly string[],
) {
  const choices: CourseChoice[] = (courses ?? []).map((course) => ({ ...course, known: true }));
  for (const slug of chosen)
    if (slug && !choices.some((choice) => choice.slug === slug))
      choices.push({ slug, title: slug, known: false });
  return choices;
}

type SlugsFieldProps = {
  label: string;
  value: string[] | undefined;
  onChange: (value: string[]) => void;
  readOnly?: boolean;
  max: number;
};

/** Several courses, in the catalog's order, at most `max`. */
export function CourseSlugsField({ label, value = [], onChange, readOnly, max }: SlugsFieldProps) {
  const courses = useCatalogCourses();
  const inputId = useId();
  if (courses.isError)
    return (
      <div>
        <label htmlFor={inputId} className={legendClass}>
          {label} (slugs, separated by commas)
        </label>
        <input
          id={inputId}
          className={controlClass}
          value={value.join(", ")}
          readOnly={readOnly}
          spellCheck={false}
          onChange={(event) =>
            onChange(
              event.target.value
                .split(",")
                .map((slug) => slug.trim())
                .filter(Boolean),
            )
          }
        />
        <p className="mt-1 text-xs text-slate-600">The catalog could not be loaded.</p>
      </div>
    );
  const full = value.length >= max;
  return (
    <fieldset>
      <legend className={legendClass}>
        {label} ({value.length} of at most {max})
      </legend>
      {courses.isPending ? <p className="text-sm text-slate-600">Loading the courses...</p> : null}
      <div className="grid gap-1">
        {choicesOf(courses.data, value).map((course) => {
          const checked = value.includes(course.slug);
          return (
            <label key={course.slug} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-indigo-600"
                checked={checked}
                disabled={readOnly || (!checked && full)}
                onChange={() =>
                  onChange(checked ? value.filter((slug) => slug !== course.slug) : [...value, course.slug])
                }
              />
              <span>
                {course.title}
                {course.known ? null : <span className="text-red-700"> (not in the catalog)</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

type SlugFieldProps = {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  readOnly?: boolean;
  /** The option for "" ("Every course"); without it a course must be chosen. */
  emptyLabel?: string;
};

/** One course, or (with `emptyLabel`) none for every course. */
export function CourseSlugField({ label, value = "", onChange, readOnly, emptyLabel }: SlugFieldProps) {
  const courses = useCatalogCourses();
  const selectId = useId();
  if (courses.isError)
    return (
      <div>
        <label htmlFor={selectId} className={legendClass}>
          {label} (slug{emptyLabel ? "; empty for every course" : ""})
        </label>
        <input
          id={selectId}
          className={controlClass}
          value={value}
          readOnly={readOnly}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value.trim())}
        />
        <p className="mt-1 text-xs text-slate-600">The catalog could not be loaded.</p>
      </div>
    );
  return (
    <div>
      <label htmlFor={selectId} className={legendClass}>
        {label}
      </label>
      <select
        id={selectId}
        className={controlClass}
        value={value}
        disabled={readOnly}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled={!emptyLabel}>
          {emptyLabel ?? (courses.isPending ? "Loading the courses..." : "Choose a course")}
        </option>
        {choicesOf(courses.data, [value]).map((course) => (
          <option key={course.slug} value={course.slug}>
            {course.known ? course.title : `${course.slug} (not in the catalog)`}
          </option>
        ))}
      </select>
    </div>
  );
}
