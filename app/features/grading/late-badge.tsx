import { ClockAlertIcon } from "lucide-react";
import { gradingText as t } from "#contracts/grading-text.ts";

/** Marks work handed in after its due moment (the assignment accepted it, marked). */
export function LateBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      <ClockAlertIcon aria-hidden="true" className="size-3" />
      {t.late}
    </span>
  );
}
