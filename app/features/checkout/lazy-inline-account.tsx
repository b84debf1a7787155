import { lazy, Suspense } from "react";
import { Spinner } from "../../components/ui/spinner.tsx";

// The sign-in and registration forms (with their captcha) are only for visitors who are signed out,
// and they would push the checkout pages over the 120 KB first-load budget: they arrive on demand.
const InlineAccountModule = lazy(() =>
  import("./inline-account.tsx").then((module) => ({ default: module.InlineAccount })),
);

export function LazyInlineAccount(props: Parameters<typeof InlineAccountModule>[0]) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-40 justify-center py-8">
          <Spinner label="Loading the sign-in form..." />
        </div>
      }
    >
      <InlineAccountModule {...props} />
    </Suspense>
  );
}
