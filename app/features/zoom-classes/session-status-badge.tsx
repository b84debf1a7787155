import { cn } from "#app/lib/cn.ts";
import type { LiveSessionStatus } from "#contracts/live-classes.ts";
import { liveSessionStatusLabels } from "#contracts/live-classes-text.ts";

const tone: Record<LiveSessionStatus, string> = {
  scheduled: "bg-indigo-100 text-indigo-900",
  rescheduled: "bg-amber-100 text-amber-900",
  cancelled: "bg-slate-200 text-slate-800",
  held: "bg-emerald-100 text-emerald-900",
};

/** A session's status in words and colour (the words carry it without the colour). */
export function SessionStatusBadge({ status }: { status: LiveSessionStatus }) {
  return (
    <span
      className={cn(
        "inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium",
        tone[status],
      )}
    >
      {liveSessionStatusLabels[status]}
    </span>
  );
}
