import { cn } from "#app/lib/cn.ts";
import type { LiveSessionStatus } from "#contracts/live-classes.ts";
import { liveSessionStatusLabels } from "#contracts/live-classes-text.ts";

const tones: Record<LiveSessionStatus, string> = {
  scheduled: "bg-slate-100 text-slate-800",
  rescheduled: "bg-amber-100 text-amber-900",
  cancelled: "bg-red-100 text-red-900",
  held: "bg-emerald-100 text-emerald-900",
};

/**
 * A session's status in words (the colour only repeats them). A scheduled session, the usual case, shows
 * none: the badge is there to catch the eye when something changed.
 */
export function SessionStatusBadge({ status }: { status: LiveSessionStatus }) {
  if (status === "scheduled") return null;
  return (
    <span className={cn("inline-flex rounded-full px-2 py-0.5 text-xs font-medium", tones[status])}>
      {liveSessionStatusLabels[status]}
    </span>
  );
}
