import { lazy, memo, Suspense, useCallback, useEffect, useRef } from "react";
import { Spinner } from "#app/components/ui/spinner.tsx";
import type { CurrentUser } from "#contracts/auth.ts";

// The sign-in and registration forms (with their captcha) are only for visitors who are signed out,
// and they would push the checkout pages over the 120 KB first-load budget: they arrive on demand.
const InlineAccountModule = lazy(() =>
  import("./inline-account.tsx").then((module) => ({ default: module.InlineAccount })),
);

type Props = Parameters<typeof InlineAccountModule>[0];

// The server renders the forms; the browser hydrates them once their chunk is there. Should the boundary
// get new props before that (the page re-renders when it hydrates), React throws the server's HTML away
// and renders the forms anew, and what the visitor typed meanwhile with it (decision 0021). So the
// boundary sits behind memo with props that do not change: the callback goes through a ref.
const Boundary = memo(function Boundary(props: Props) {
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
});

export function LazyInlineAccount({ onSignedIn, initialTab }: Props) {
  const latest = useRef(onSignedIn);
  useEffect(() => {
    latest.current = onSignedIn;
  });
  const signedIn = useCallback((user: CurrentUser) => latest.current?.(user), []);
  return <Boundary initialTab={initialTab} onSignedIn={signedIn} />;
}
