import { cn } from "#app/lib/cn.ts";
import { type CourseStatus, courseStatusLabels } from "#contracts/admin-courses-text.ts";

const tones: Record<CourseStatus, string> = {
  published: "bg-emerald-100 text-emerald-900",
  unpublished: "bg-amber-100 text-amber-900",
  archived: "bg-slate-200 text-slate-800",
};

export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium", tones[status])}>
      {courseStatusLabels[status]}
    </span>
  );
}
