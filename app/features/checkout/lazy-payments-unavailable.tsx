import { lazy, Suspense } from "react";

// Shown only where online payment is off (PAYMENTS_PROVIDER=none, decision 0018), so it is not part of
// the first load of the pages that sell (the checkout pages sit at the 120 KB budget). The server renders
// it completely (entry.server waits for every boundary); the browser keeps that HTML until the chunk is in.
const PaymentsUnavailableModule = lazy(() =>
  import("./payments-unavailable.tsx").then((module) => ({ default: module.PaymentsUnavailable })),
);

export function LazyPaymentsUnavailable({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <PaymentsUnavailableModule className={className} />
    </Suspense>
  );
}
