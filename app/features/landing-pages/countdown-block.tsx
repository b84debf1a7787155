import { CalendarDays } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatBatchDate } from "#app/features/banner/batch-labels.ts";
import { BlockSection } from "./block-section.tsx";
import { primaryButtonClass } from "./block-styles.ts";
import type { BlockComponentProps } from "./block-types.ts";
import { countdownText } from "./countdown-text.ts";

const minuteMs = 60_000;

/**
 * The time left until `startDate`: the server's text as rendered, then the browser's own, every minute.
 * The first render on each side counts from a clock read once (the server's, then the browser's while it
 * hydrates); the two texts may differ (another minute, or a page served from a cache), which is why the
 * element takes the server's text as it is (suppressHydrationWarning) and is drawn afresh (another key)
 * once hydrated, with the browser's time.
 */
function useCountdown(startDate: string | null): { text: string; live: boolean } {
  const [renderedAt] = useState(() => Date.now());
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!startDate) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      clearTimeout(timer);
      // At the clock's next whole minute, when the minutes left change (the start is a UTC midnight).
      timer = setTimeout(tick, minuteMs - (time % minuteMs));
    };
    // A sleeping computer delays timers: read the time again when the tab is shown.
    const onVisible = () => {
      if (document.visibilityState === "visible") tick();
    };
    document.addEventListener("visibilitychange", onVisible);
    tick();
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [startDate]);
  return { text: countdownText(startDate, now ?? renderedAt), live: now !== null };
}

/** A countdown to a course's next batch, its date and the way to the course. */
export function CountdownBlock({ props }: BlockComponentProps<"Countdown">) {
  const { text, live } = useCountdown(props.startDate);
  return (
    <BlockSection heading={props.heading}>
      <div className="flex flex-col gap-6 rounded-2xl border border-indigo-100 bg-indigo-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <p
            key={live ? "live" : "rendered"}
            role="timer"
            suppressHydrationWarning
            className="text-3xl font-bold tracking-tight text-indigo-900 sm:text-4xl"
          >
            {text}
          </p>
          <p className="mt-3 text-slate-700">
            <CalendarDays aria-hidden="true" className="mr-1 inline size-4 align-[-3px] text-indigo-700" />
            {props.startDate ? (
              <>
                The next {props.courseTitle} batch starts on{" "}
                <time dateTime={props.startDate} className="font-medium text-slate-900">
                  {formatBatchDate(props.startDate)}
                </time>
                .
              </>
            ) : (
              <>New {props.courseTitle} dates are announced soon.</>
            )}
          </p>
        </div>
        <Link
          to={props.coursePath}
          aria-label={`View course: ${props.courseTitle}`}
          className={`${primaryButtonClass} shrink-0`}
        >
          View course
        </Link>
      </div>
    </BlockSection>
  );
}
