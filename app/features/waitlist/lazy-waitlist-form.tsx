import { BellRing } from "lucide-react";
import { lazy, memo, Suspense, useState } from "react";
import { buttonClassName } from "#app/components/ui/button.tsx";

// Only full batches offer the waitlist, so its form (the form kit and its hook) is not part of the course
// page's first load (the public pages sit at the 120 KB budget). The server renders it completely; the
// browser keeps that HTML until the chunk is in.
const WaitlistFormModule = lazy(() =>
  import("./waitlist-form.tsx").then((module) => ({ default: module.WaitlistForm })),
);

// Props that never change (a string and a state setter) behind memo: a dehydrated boundary that gets new
// props before its chunk is in is thrown away and rendered anew, and what was typed in it with it.
const WaitlistFormBoundary = memo(function WaitlistFormBoundary(props: {
  batchId: string;
  onJoined: (message: string) => void;
}) {
  return (
    <Suspense
      fallback={<p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">Loading the form...</p>}
    >
      <WaitlistFormModule batchId={props.batchId} onJoined={props.onJoined} />
    </Suspense>
  );
});

// The answer takes focus: the form that had it is gone.
const focusOnMount = (node: HTMLElement | null) => node?.focus();

/**
 * "Join the waitlist" for a full batch (decision 0045). The disclosure is a native <details>, not a button
 * with React state: a button inside the lazy boundary does nothing until its chunk is in, and a click there
 * was lost (CI caught it). <details> opens before hydration, before the chunk and without scripts; the form
 * inside keeps what was typed early (decision 0021). Once joined, the answer replaces the disclosure.
 */
export function LazyWaitlistForm(props: { batchId: string; label: string }) {
  const [joined, setJoined] = useState<string | null>(null);
  if (joined !== null) {
    return (
      <p
        role="status"
        tabIndex={-1}
        ref={focusOnMount}
        className="mt-4 flex gap-2 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 focus:outline-none"
      >
        <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        {joined}
      </p>
    );
  }
  return (
    <details className="group mt-4">
      <summary
        className={buttonClassName({
          variant: "outline",
          className: "w-full cursor-pointer list-none group-open:mb-3 [&::-webkit-details-marker]:hidden",
        })}
      >
        <span className="group-open:hidden">
          Join the waitlist<span className="sr-only"> for the {props.label}</span>
        </span>
        <span className="hidden group-open:inline">Hide the waitlist form</span>
      </summary>
      <WaitlistFormBoundary batchId={props.batchId} onJoined={setJoined} />
    </details>
  );
}
