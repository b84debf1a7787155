import { TimerIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { quizPanelText as t } from "#contracts/quiz-panel-text.ts";
import { formatCountdown } from "./quiz-format.ts";

const fiveMinutes = 5 * 60_000;
const oneMinute = 60_000;

/** 0: more than five minutes left; 1: five or fewer; 2: one or fewer. */
function stage(remaining: number): 0 | 1 | 2 {
  return remaining <= oneMinute ? 2 : remaining <= fiveMinutes ? 1 : 0;
}

/**
 * The time left, mm:ss. The clock itself is silent to screen readers (a timer read aloud every second is
 * noise); a polite live region speaks twice, when five minutes and when one minute are left.
 */
export function QuizCountdown({ remaining }: { remaining: number }) {
  const current = stage(remaining);
  // The stage the attempt was opened in is not announced: only a stage reached while answering is.
  const [opened] = useState(current);
  const announcement = current > opened ? (current === 2 ? t.oneMinuteLeft : t.fiveMinutesLeft) : "";
  return (
    <div
      className={cn(
        "inline-flex items-center gap-2 rounded-md px-2 py-1 font-medium tabular-nums",
        current === 0 ? "text-slate-800" : "bg-amber-50 text-amber-900",
      )}
    >
      <TimerIcon aria-hidden="true" className="size-4" />
      <span>{t.timeLeft}</span>
      <span role="timer" aria-live="off" className="text-base">
        {formatCountdown(remaining)}
      </span>
      <span aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
