import { cn } from "#app/lib/cn.ts";
import type { OutlineLesson } from "#contracts/learning.ts";
import { learningText as t } from "#contracts/learning-text.ts";

// Drawn here rather than with lucide components: an outline prints one per lesson, and a one-path SVG
// is a third of the markup and no component to hydrate. The shapes are lucide's (ISC licence):
// circle-check, circle and lock, each joined into one path.
const shapes = {
  locked: "M7 11V7a5 5 0 0 1 10 0v4M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z",
  completed: "M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20zM9 12l2 2 4-4",
  open: "M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20z",
};

/** A lesson's state as an icon with its name for screen readers: completed, locked or still to do. */
export function LessonStatusIcon({ lesson, className }: { lesson: OutlineLesson; className?: string }) {
  const [state, color, label] = lesson.locked
    ? (["locked", "text-slate-500", t.locked] as const)
    : lesson.completed
      ? (["completed", "text-emerald-700", t.completed] as const)
      : (["open", "text-slate-400", "Not completed"] as const);
  return (
    <span className={cn("inline-flex", color, className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-4"
      >
        <path d={shapes[state]} />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
