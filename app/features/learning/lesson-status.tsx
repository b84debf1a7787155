import { CheckCircle2Icon, CircleIcon, LockIcon } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import type { OutlineLesson } from "#contracts/learning.ts";
import { learningText as t } from "#contracts/learning-text.ts";

/** A lesson's state as an icon with its name for screen readers: completed, locked or still to do. */
export function LessonStatusIcon({ lesson, className }: { lesson: OutlineLesson; className?: string }) {
  if (lesson.locked)
    return (
      <span className={cn("inline-flex text-slate-500", className)}>
        <LockIcon aria-hidden="true" className="size-4" />
        <span className="sr-only">{t.locked}</span>
      </span>
    );
  if (lesson.completed)
    return (
      <span className={cn("inline-flex text-emerald-700", className)}>
        <CheckCircle2Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{t.completed}</span>
      </span>
    );
  return (
    <span className={cn("inline-flex text-slate-400", className)}>
      <CircleIcon aria-hidden="true" className="size-4" />
      <span className="sr-only">Not completed</span>
    </span>
  );
}
