import { lazy, Suspense } from "react";

// Only full batches offer the waitlist, so its form (the form kit and its hook) is not part of the course
// page's first load (the public pages sit at the 120 KB budget). The server renders it completely; the
// browser keeps that HTML until the chunk is in.
const WaitlistFormModule = lazy(() =>
  import("./waitlist-form.tsx").then((module) => ({ default: module.WaitlistForm })),
);

export function LazyWaitlistForm(props: { batchId: string; label: string }) {
  return (
    <Suspense fallback={null}>
      <WaitlistFormModule {...props} />
    </Suspense>
  );
}
