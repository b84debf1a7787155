import { XIcon } from "lucide-react";
import { type FocusEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { useSiteSettings, useUpcomingBatches } from "#app/lib/use-site-data.ts";
import { limits } from "#contracts/limits.ts";
import { batchTypeLabel, formatBatchDate, seatsLeftLabel } from "./batch-labels.ts";
import { coursePathForTitle } from "./course-path.ts";
import { isEarlyBird } from "./early-bird.ts";

/**
 * The banner sticks to the top of every page; whatever else sticks to the top (a quiz's countdown) sits
 * under it by this variable, its height while shown (0 when not).
 */
export const bannerHeightVariable = "--promo-banner-height";

/** Publishes the banner's height on the root element while it is mounted, following its changes. */
function publishHeight(element: HTMLElement | null) {
  if (!element) return;
  const root = document.documentElement;
  const set = () => root.style.setProperty(bannerHeightVariable, `${element.offsetHeight}px`);
  // The height changes with the width (the text wraps on a phone). ResizeObserver reports once on observe,
  // after layout, so hydration forces no layout of its own on every page; without it, one measure.
  const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(set);
  if (observer) observer.observe(element);
  else set();
  return () => {
    observer?.disconnect();
    root.style.removeProperty(bannerHeightVariable);
  };
}

const focusRing =
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-indigo-700";

export function PromoBanner() {
  const { data: batches } = useUpcomingBatches();
  // An admin can turn the banner off in Settings: nothing is rendered, so no gap is left either.
  const { promoBanner } = useSiteSettings();
  const [dismissed, setDismissed] = useState(false);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focusedWithin, setFocusedWithin] = useState(false);

  const count = batches?.length ?? 0;
  // Rotation pauses while the visitor points at or works inside the banner (WCAG 2.2.2), so a button
  // never changes under the cursor or the keyboard focus.
  const paused = hovered || focusedWithin;

  useEffect(() => {
    if (dismissed || paused || count < 2) return;
    const timer = setInterval(() => setSelected((i) => (i + 1) % count), limits.bannerRotationMs);
    return () => clearInterval(timer);
  }, [dismissed, paused, count]);

  if (!promoBanner || dismissed || !batches || count === 0) return null;
  // The list can shrink after a refetch; never point past its end.
  const index = selected % count;
  const batch = batches[index]!;
  const earlyBird = isEarlyBird(batch.startDate, new Date());
  const coursePath = coursePathForTitle(batch.course.title);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedWithin(false);
  };

  return (
    // A <section> with a name is a "region" landmark.
    <section
      aria-label="Upcoming batches"
      ref={publishHeight}
      className="sticky top-0 z-50 bg-indigo-700 text-white shadow-sm"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusedWithin(true)}
      onBlur={onBlur}
    >
      <div className="mx-auto flex max-w-7xl items-start gap-2 px-3 py-2 sm:px-4 md:items-center lg:px-6">
        <div className="flex min-w-0 flex-1 flex-col gap-2 md:flex-row md:items-center md:gap-4">
          {/* Every text line is one truncated line, so the banner keeps its height as batches rotate (no layout shift).
              Announce changes only while paused: a live region that speaks every 4 s would drown a screen reader. */}
          <div className="min-w-0 md:flex-1" aria-live={paused ? "polite" : "off"} aria-atomic="true">
            <p className="flex min-w-0 items-center gap-2 text-sm leading-5">
              {earlyBird ? (
                <span className="shrink-0 rounded-sm bg-amber-300 px-1.5 py-0.5 text-[0.6875rem] font-bold leading-none tracking-wide text-amber-950">
                  EARLY BIRD
                </span>
              ) : null}
              <span className="truncate font-semibold">{batch.course.title}</span>
              <span className="shrink-0 rounded-full bg-white/15 px-2 py-0.5 text-xs font-medium leading-4">
                {seatsLeftLabel(batch.seatsAvailable)}
              </span>
            </p>
            <p className="mt-0.5 truncate text-xs leading-5 text-indigo-100 sm:text-sm">
              <span>{batchTypeLabel(batch.type)}</span>
              <span aria-hidden="true"> · </span>
              <span>
                Starts <time dateTime={batch.startDate}>{formatBatchDate(batch.startDate)}</time>
              </span>
              <span aria-hidden="true"> · </span>
              <span>{batch.schedule}</span>
            </p>
          </div>
          <div className="flex min-w-0 items-center gap-2">
            {earlyBird ? (
              <Link
                to={coursePath}
                className={cn(
                  "inline-flex h-8 shrink-0 items-center rounded-md bg-amber-300 px-3 text-xs font-semibold text-amber-950 hover:bg-amber-200",
                  focusRing,
                )}
              >
                Claim early-bird price
              </Link>
            ) : null}
            <Link
              to={coursePath}
              className={cn(
                "inline-flex h-8 shrink-0 items-center rounded-md bg-white px-3 text-xs font-semibold text-indigo-700 hover:bg-indigo-50",
                focusRing,
              )}
            >
              Enroll now
            </Link>
            {count > 1 ? (
              // On a phone a dozen dots would not fit: one button steps through the batches instead.
              <button
                type="button"
                onClick={() => setSelected((index + 1) % count)}
                className={cn(
                  "ml-auto inline-flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-medium tabular-nums text-indigo-100 hover:bg-white/10 sm:hidden",
                  focusRing,
                )}
              >
                <span className="sr-only">Show the next batch, now showing </span>
                {index + 1}/{count}
              </button>
            ) : null}
            {count > 1 ? (
              <div className="ml-auto hidden shrink-0 items-center sm:flex md:ml-1">
                {batches.map((_, i) => (
                  <button
                    // biome-ignore lint/suspicious/noArrayIndexKey: batches carry no id and the dots hold no state.
                    key={i}
                    type="button"
                    aria-label={`Show batch ${i + 1} of ${count}`}
                    aria-current={i === index ? "true" : undefined}
                    onClick={() => setSelected(i)}
                    className={cn(
                      "group inline-flex size-6 items-center justify-center rounded-full",
                      focusRing,
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        "block size-2 rounded-full border border-white",
                        i === index ? "bg-white" : "bg-transparent group-hover:bg-white/50",
                      )}
                    />
                  </button>
                ))}
              </div>
            ) : null}
          </div>
        </div>
        <button
          type="button"
          aria-label="Dismiss banner"
          onClick={() => setDismissed(true)}
          className={cn(
            "inline-flex size-8 shrink-0 items-center justify-center rounded-md text-indigo-100 hover:bg-white/10 hover:text-white",
            focusRing,
          )}
        >
          <XIcon aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
