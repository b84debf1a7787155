import { useEffect } from "react";
import { countdownText, joinClassText as t } from "#contracts/join-class-text.ts";
import type { StudentSession } from "#contracts/live-classes.ts";
import { joinWindow } from "#contracts/live-classes-text.ts";
import { useNow } from "./use-now.ts";

/** Half a minute: the countdown shows whole minutes, so a finer tick would change nothing a person sees. */
const countdownTickMs = 30_000;

/**
 * "Starts in 2 h 14 min", then "Live now · ends in 40 min": the next class's countdown. It alone re-renders
 * as time passes; its line has a fixed height and tabular digits, so nothing around it moves.
 */
export function Countdown({
  session,
  serverNow,
  onEnded,
}: {
  session: Pick<StudentSession, "startsAt" | "durationMinutes">;
  serverNow: number;
  /** Once the class is over (the page then reads its lists again: the class moves to the past ones). */
  onEnded: () => void;
}) {
  const start = Date.parse(session.startsAt);
  const { closesAt } = joinWindow(session);
  const now = useNow({ serverNow, everyMs: countdownTickMs, wakeAt: [start, closesAt] });
  const ended = now >= closesAt;
  useEffect(() => {
    if (ended) onEnded();
  }, [ended, onEnded]);
  const text =
    now < start
      ? t.startsIn(countdownText(start - now))
      : ended
        ? t.ended
        : t.inProgress(countdownText(closesAt - now));
  return (
    <p className="flex h-7 items-center text-sm font-semibold text-indigo-800 tabular-nums">
      <span className="truncate">{text}</span>
    </p>
  );
}
