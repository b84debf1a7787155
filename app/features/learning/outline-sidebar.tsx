import { cn } from "#app/lib/cn.ts";
import { useLinkDelegation } from "#app/lib/use-link-delegation.ts";
import type { CourseOutline } from "#contracts/learning.ts";
import { formatCalendarDate, lessonPlayerPath, learningText as t } from "#contracts/learning-text.ts";
import { LessonStatusIcon } from "./lesson-status.tsx";

/** The outline beside a lesson: modules, ticks, locks with their dates, the current lesson marked. */
export function OutlineSidebar({
  outline,
  currentLessonId,
}: {
  outline: CourseOutline;
  currentLessonId: string;
}) {
  const onClick = useLinkDelegation();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks are its links' (Enter on a link is one), handled once for all.
    <nav aria-label={t.outlineHeading} onClick={onClick}>
      <ol className="space-y-4">
        {outline.modules.map((module) => (
          <li key={module.id}>
            <p className="text-sm font-semibold text-slate-900">{module.title}</p>
            {module.opensOn ? (
              <p className="text-xs text-amber-900">{t.opensOn(formatCalendarDate(module.opensOn))}</p>
            ) : null}
            <ul className="mt-1 space-y-0.5">
              {module.lessons.map((lesson) => {
                const current = lesson.id === currentLessonId;
                return (
                  <li key={lesson.id}>
                    <a
                      href={lessonPlayerPath(outline.course.slug, lesson.id)}
                      aria-current={current ? "page" : undefined}
                      className={cn(
                        "flex items-start gap-2 rounded-md px-2 py-1.5 text-sm",
                        current
                          ? "bg-indigo-50 font-medium text-indigo-900"
                          : "text-slate-700 hover:bg-slate-100",
                        lesson.locked && !current && "text-slate-500",
                      )}
                    >
                      <LessonStatusIcon lesson={lesson} className="mt-0.5" />
                      <span className="min-w-0">{lesson.title}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </nav>
  );
}
