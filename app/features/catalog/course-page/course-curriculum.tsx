import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { formatHours } from "#app/features/catalog/course-price.ts";
import type { CurriculumModuleDto } from "#contracts/catalog.ts";
import { lessonPreviewPath } from "#contracts/learning-text.ts";

function moduleMinutes(module: CurriculumModuleDto): number {
  return module.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
}

function lessonCount(count: number): string {
  return count === 1 ? "1 lesson" : `${count} lessons`;
}

/** Curriculum totals, e.g. "8 modules · 29 lessons · 52 hours of live instruction". */
export function curriculumSummary(modules: CurriculumModuleDto[]): string {
  const lessons = modules.reduce((sum, module) => sum + module.lessons.length, 0);
  const minutes = modules.reduce((sum, module) => sum + moduleMinutes(module), 0);
  const moduleText = modules.length === 1 ? "1 module" : `${modules.length} modules`;
  return `${moduleText} · ${lessonCount(lessons)} · ${formatHours(minutes)} of instruction`;
}

/** Modules as native disclosures: keyboard and screen-reader friendly, and open without JavaScript. */
export function CourseCurriculum({
  courseSlug,
  modules,
}: {
  courseSlug: string;
  modules: CurriculumModuleDto[];
}) {
  return (
    <section id="curriculum" aria-labelledby="curriculum-heading" className="scroll-mt-28">
      <h2 id="curriculum-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Curriculum
      </h2>
      {modules.length === 0 ? (
        <p className="mt-3 text-slate-700">The detailed curriculum is being finalised for the next batch.</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{curriculumSummary(modules)}</p>
          <ol className="mt-6 space-y-3">
            {modules.map((module, index) => (
              <li key={module.title}>
                <details
                  open={index === 0}
                  className="group rounded-xl border border-slate-200 bg-white open:shadow-sm"
                >
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-xl p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
                    <span>
                      <span className="block text-xs font-semibold uppercase tracking-wide text-indigo-700">
                        Module {index + 1}
                      </span>
                      <span className="mt-0.5 block font-semibold text-slate-900">{module.title}</span>
                      <span className="mt-0.5 block text-sm text-slate-600">
                        {lessonCount(module.lessons.length)} · {formatHours(moduleMinutes(module))}
                      </span>
                    </span>
                    <ChevronDown
                      aria-hidden="true"
                      className="mt-1 size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <div className="border-t border-slate-100 px-4 pb-4 pt-3">
                    {module.summary ? <p className="text-slate-700">{module.summary}</p> : null}
                    <ol className="mt-3 divide-y divide-slate-100">
                      {module.lessons.map((lesson) => (
                        <li key={lesson.title} className="flex justify-between gap-4 py-2 text-sm">
                          <span className="text-slate-800">
                            {lesson.title}
                            {lesson.previewId ? (
                              <>
                                {" "}
                                <Link
                                  to={lessonPreviewPath(courseSlug, lesson.previewId)}
                                  aria-label={`Free preview of ${lesson.title}`}
                                  className="ml-1 whitespace-nowrap rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-200 hover:bg-emerald-100"
                                >
                                  Free preview
                                </Link>
                              </>
                            ) : null}
                          </span>
                          <span className="shrink-0 text-slate-600">{lesson.minutes} min</span>
                        </li>
                      ))}
                    </ol>
                  </div>
                </details>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
