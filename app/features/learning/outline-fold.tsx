import { ChevronDownIcon, ListIcon } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import type { CourseOutline } from "#contracts/learning.ts";
import { learningText as t } from "#contracts/learning-text.ts";
import { OutlineSidebar } from "./outline-sidebar.tsx";

/**
 * The outline beside a lesson from lg, folded away above it on a phone. One outline in the page, not a
 * copy per layout: a 30-lesson outline is a fifth of the page's HTML and of what hydration walks.
 */
export function OutlineFold({
  outline,
  currentLessonId,
}: {
  outline: CourseOutline;
  currentLessonId: string;
}) {
  // Open for one lesson only: picking another on a phone folds the outline again, so the lesson shows.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = openFor === currentLessonId;
  const id = useId();
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-white lg:mt-6 lg:rounded-none lg:border-0 lg:bg-transparent">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenFor(open ? null : currentLessonId)}
        className="flex w-full cursor-pointer items-center gap-2 px-3 py-2 text-left text-sm font-medium text-slate-800 lg:hidden"
      >
        <ListIcon aria-hidden="true" className="size-4" />
        {t.outlineHeading}
        <ChevronDownIcon
          aria-hidden="true"
          className={cn("ml-auto size-4 transition-transform", open && "rotate-180")}
        />
      </button>
      <div
        id={id}
        className={cn("border-t border-slate-100 p-3 lg:block lg:border-0 lg:p-0", !open && "hidden")}
      >
        <OutlineSidebar outline={outline} currentLessonId={currentLessonId} />
      </div>
    </div>
  );
}
