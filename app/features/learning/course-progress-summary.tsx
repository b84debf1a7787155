import { ProgressBar } from "#app/components/ui/progress-bar.tsx";
import type { CourseProgress } from "#contracts/learning.ts";
import { learningText as t } from "#contracts/learning-text.ts";

/** The course's progress bar with its figures in words; staff see the course's size instead. */
export function CourseProgressSummary({
  title,
  progress,
  staff,
}: {
  title: string;
  progress: CourseProgress;
  staff: boolean;
}) {
  if (staff)
    return (
      <p className="text-sm text-slate-700">{`${progress.totalRequired} required lessons in this course`}</p>
    );
  return (
    <div>
      <div className="flex items-center gap-3">
        <ProgressBar value={progress.percent} label={`${title} progress`} className="max-w-xs" />
        <span className="text-sm font-semibold tabular-nums text-slate-900">{progress.percent}%</span>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t.lessonsDone(progress.completedRequired, progress.totalRequired)}
      </p>
    </div>
  );
}
