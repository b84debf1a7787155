import { ArrowRightIcon, ChevronLeftIcon, InfoIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { useLinkDelegation } from "#app/lib/use-link-delegation.ts";
import type { CourseOutline } from "#contracts/learning.ts";
import { formatCalendarDate, lessonPlayerPath, learningText as t } from "#contracts/learning-text.ts";
import { portals } from "#contracts/portals.ts";
import { CourseAnnouncements } from "./course-announcements.tsx";
import { CourseProgressSummary } from "./course-progress-summary.tsx";
import { useCourseOutline } from "./learning-queries.ts";
import { LessonKindIcon, lessonKindLabel, lessonMinutes } from "./lesson-kind.tsx";
import { LessonStatusIcon } from "./lesson-status.tsx";

/** /dashboard/student/courses/:courseSlug: the course's modules and lessons, progress and where to resume. */
export function CourseOutlinePage({ courseSlug }: { courseSlug: string }) {
  const { user } = useAuth();
  const outline = useCourseOutline(user, courseSlug);
  return (
    <QueryState query={outline} loading="Loading the course..." failed={t.loadFailed}>
      {(data) => <Outline outline={data} />}
    </QueryState>
  );
}

function Outline({ outline }: { outline: CourseOutline }) {
  const staff = outline.viewer === "staff";
  const onLessonClick = useLinkDelegation();
  const lessonCount = outline.modules.reduce((sum, module) => sum + module.lessons.length, 0);
  return (
    <article>
      <Link
        to={`${portals.student.path}/courses`}
        className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
      >
        <ChevronLeftIcon aria-hidden="true" className="size-4" />
        My courses
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{outline.course.title}</h1>
      <div className="mt-4 flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <CourseProgressSummary title={outline.course.title} progress={outline.progress} staff={staff} />
        {outline.resumeLessonId ? (
          <Link
            to={lessonPlayerPath(outline.course.slug, outline.resumeLessonId)}
            className={buttonClassName({ size: "lg", className: "shrink-0" })}
          >
            {outline.started ? t.resume : t.start}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      {staff ? (
        <p className="mt-4 flex gap-2 rounded-lg border border-indigo-100 bg-indigo-50 p-3 text-sm text-slate-800">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
          {t.staffView}
        </p>
      ) : null}
      <CourseAnnouncements courseSlug={outline.course.slug} />

      <h2 className="mt-8 text-lg font-semibold text-slate-900">{t.outlineHeading}</h2>
      {lessonCount === 0 ? (
        <EmptyState className="mt-4" title={t.noLessons} />
      ) : (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks are its lesson links' (Enter on a link is one), handled once for all.
        <ol className="mt-4 space-y-4" onClick={onLessonClick}>
          {outline.modules.map((module, index) => (
            <li key={module.id} className="rounded-lg border border-slate-200 bg-white shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-100 p-4">
                <div className="min-w-0">
                  <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{`Module ${index + 1}`}</p>
                  <h3 className="font-semibold text-slate-900">{module.title}</h3>
                  {module.summary ? <p className="mt-1 text-sm text-slate-700">{module.summary}</p> : null}
                </div>
                {module.opensOn ? (
                  <span className="rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
                    {t.opensOn(formatCalendarDate(module.opensOn))}
                  </span>
                ) : null}
              </div>
              {module.lessons.length === 0 ? (
                <p className="p-4 text-sm text-slate-600">No lessons in this module yet.</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {module.lessons.map((lesson) => (
                    <li key={lesson.id} className="flex items-center gap-3 px-4 py-3">
                      <LessonStatusIcon lesson={lesson} />
                      <LessonKindIcon kind={lesson.kind} className="size-4 shrink-0 text-slate-500" />
                      <div className="min-w-0 flex-1">
                        {lesson.locked ? (
                          <span className="text-slate-600">{lesson.title}</span>
                        ) : (
                          <a
                            href={lessonPlayerPath(outline.course.slug, lesson.id)}
                            className="font-medium text-slate-900 underline-offset-4 hover:text-indigo-700 hover:underline"
                          >
                            {lesson.title}
                          </a>
                        )}
                        <p className="text-xs text-slate-600">
                          {lessonKindLabel(lesson.kind)} · {lessonMinutes(lesson.minutes)}
                          {lesson.required ? "" : ` · ${t.optional}`}
                          {lesson.draft ? ` · ${t.draft}` : ""}
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
