import { useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * While `active`, a move to another page inside the app (a link, back) asks first, with the browser's
 * confirm as the editor's removals do; the tab closing is the leave warning's (app/lib/use-leave-warning.ts).
 * A change of only the query or hash stays on the page and is let through.
 */
export function useLeaveConfirm(active: boolean, question: string): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
}
