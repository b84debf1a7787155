import type { CourseOutline, OutlineLesson } from "#contracts/learning.ts";
import { isOpen, moduleOpensOn, type Reader } from "./drip.ts";
import type { OutlineRow, ProgressRow } from "./learning-repository.ts";
import { courseProgress } from "./progress-math.ts";

export type OutlineModule = CourseOutline["modules"][number];
export type PlacedLesson = OutlineLesson & { module: { id: string; title: string }; opensOn: string | null };

export type BuiltOutline = {
  modules: OutlineModule[];
  /** Every lesson the reader sees, in teaching order across modules (previous/next walk this). */
  lessons: PlacedLesson[];
  progress: CourseOutline["progress"];
  resumeLessonId: string | null;
  started: boolean;
};

/** The course as one reader sees it today: what is open, what they completed, where to resume. */
export function buildOutline(
  rows: readonly OutlineRow[],
  progressRows: readonly ProgressRow[],
  reader: Reader,
  today: string,
): BuiltOutline {
  const completed = new Set(progressRows.filter((row) => row.completed).map((row) => row.lessonId));
  const modules: OutlineModule[] = [];
  const lessons: PlacedLesson[] = [];
  for (const row of rows) {
    let module = modules.at(-1);
    if (!module || module.id !== row.moduleId) {
      const opensOn = moduleOpensOn(reader, row.opensAfterDays);
      const locked = !isOpen(opensOn, today);
      module = {
        id: row.moduleId,
        title: row.moduleTitle,
        summary: row.moduleSummary,
        opensOn: locked ? opensOn : null,
        locked,
        lessons: [],
      };
      modules.push(module);
    }
    if (row.lessonId === null) continue;
    const lesson: OutlineLesson = {
      id: row.lessonId,
      title: row.lessonTitle ?? "",
      kind: row.kind ?? "article",
      minutes: row.minutes ?? 0,
      required: row.required ?? true,
      draft: row.draft ?? false,
      completed: completed.has(row.lessonId),
      locked: module.locked,
    };
    module.lessons.push(lesson);
    lessons.push({ ...lesson, module: { id: module.id, title: module.title }, opensOn: module.opensOn });
  }

  const counted = lessons.filter((lesson) => lesson.required && !lesson.draft);
  const progress = courseProgress(counted.filter((lesson) => lesson.completed).length, counted.length);
  const visible = new Set(lessons.filter((lesson) => !lesson.locked).map((lesson) => lesson.id));
  const lastViewed = progressRows
    .filter((row) => row.lastViewedAt !== null && visible.has(row.lessonId))
    .sort((a, b) => b.lastViewedAt!.getTime() - a.lastViewedAt!.getTime())[0];
  const firstOpen = lessons.find((lesson) => !lesson.locked);
  return {
    modules,
    lessons,
    progress,
    resumeLessonId: lastViewed?.lessonId ?? firstOpen?.id ?? null,
    started: lastViewed !== undefined,
  };
}
