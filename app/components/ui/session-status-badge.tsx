import { cn } from "#app/lib/cn.ts";
import type { LiveSessionStatus } from "#contracts/live-classes.ts";
import { liveSessionStatusLabels } from "#contracts/live-classes-text.ts";

const tones: Record<LiveSessionStatus, string> = {
  scheduled: "bg-indigo-100 text-indigo-900",
  rescheduled: "bg-amber-100 text-amber-900",
  cancelled: "bg-red-100 text-red-900",
  held: "bg-emerald-100 text-emerald-900",
};

/**
 * A live session's status in words (the colour only repeats them), the same on the staff pages and the
 * student's. `quietWhenScheduled`: the student's cards show none for the usual case, so the badge catches
 * the eye only when something changed.
 */
export function SessionStatusBadge({
  status,
  quietWhenScheduled = false,
}: {
  status: LiveSessionStatus;
  quietWhenScheduled?: boolean;
}) {
  if (quietWhenScheduled && status === "scheduled") return null;
  return (
    <span
      className={cn(
        "inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium",
        tones[status],
      )}
    >
      {liveSessionStatusLabels[status]}
    </span>
  );
}
