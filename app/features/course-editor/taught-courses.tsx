import { ClipboardCheckIcon, EyeIcon, PencilIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import type { TaughtCourse } from "#contracts/course-editor.ts";
import { editorText } from "#contracts/course-editor-text.ts";
import { coursePlayerPath, formatCalendarDate } from "#contracts/learning-text.ts";
import { editorCoursePath, gradingPath, rosterPath } from "./editor-paths.ts";
import { useTaughtCourses } from "./editor-queries.ts";

const batchTypes: Record<string, string> = {
  weekend: "Weekend",
  fast_track: "Fast track",
  regular: "Regular",
};

/** /dashboard/instructor/courses: the courses this instructor teaches (every course for an admin). */
export function TaughtCourses() {
  const { user } = useAuth();
  const courses = useTaughtCourses(user);
  return (
    <section aria-labelledby="taught-heading">
      <h1 id="taught-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {editorText.heading}
      </h1>
      <QueryState
        query={courses}
        loading="Loading your courses..."
        failed="Your courses could not be loaded."
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              className="mt-6"
              titleAs="h2"
              title={editorText.noCourses}
              description={editorText.noCoursesBody}
            />
          ) : (
            <ul className="mt-6 grid gap-4">
              {list.map((course) => (
                <CourseCard key={course.slug} course={course} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

function CourseCard({ course }: { course: TaughtCourse }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">{course.title}</h2>
          <p className="mt-1 text-sm text-slate-700">
            {`${course.moduleCount} modules · ${course.publishedLessons} published lessons`}
            {course.draftLessons > 0 ? ` · ${course.draftLessons} drafts` : ""}
            {course.published ? "" : " · hidden from the catalog"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={editorCoursePath(course.slug)} className={buttonClassName({ size: "sm" })}>
            <PencilIcon aria-hidden="true" />
            Edit content<span className="sr-only">{` of ${course.title}`}</span>
          </Link>
          <Link
            to={coursePlayerPath(course.slug)}
            className={buttonClassName({ size: "sm", variant: "outline" })}
          >
            <EyeIcon aria-hidden="true" />
            View as a student<span className="sr-only">{`: ${course.title}`}</span>
          </Link>
          <Link to={gradingPath(course.slug)} className={buttonClassName({ size: "sm", variant: "outline" })}>
            <ClipboardCheckIcon aria-hidden="true" />
            Grading<span className="sr-only">{` for ${course.title}`}</span>
          </Link>
        </div>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">Students</dt>
          <dd className="text-xl font-semibold text-slate-900">{course.enrolled}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Average progress</dt>
          <dd className="text-xl font-semibold text-slate-900">
            {course.averageProgress === null ? "No students yet" : `${course.averageProgress}%`}
          </dd>
          {course.averageProgress === null ? null : (
            <ProgressBar
              value={course.averageProgress}
              label={`${course.title} average progress`}
              className="mt-1 max-w-xs"
            />
          )}
        </div>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">Batches</h3>
      {course.batches.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No batches scheduled.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-100">
          {course.batches.map((batch) => (
            <li
              key={batch.id}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <span className="text-slate-800">
                {`${batchTypes[batch.type] ?? batch.type} · starts ${formatCalendarDate(batch.startDate)} · ${batch.schedule}`}
              </span>
              <Link
                to={rosterPath(course.slug, batch.id)}
                className="inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-4 hover:underline"
              >
                <UsersIcon aria-hidden="true" className="size-4" />
                {`${batch.enrolled} ${batch.enrolled === 1 ? "student" : "students"}`}
                <span className="sr-only">{`: roster of the batch starting ${formatCalendarDate(batch.startDate)}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
