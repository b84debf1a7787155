import { useEffect, useRef } from "react";

/**
 * While `active`, closing or reloading the tab asks first (the browser words the question itself). A
 * function is asked at the moment the tab closes, for state kept in refs (a save still on its way).
 */
export function useLeaveWarning(active: boolean | (() => boolean)): void {
  const check = useRef(active);
  check.current = active;
  const listening = active !== false;
  useEffect(() => {
    if (!listening) return;
    const warn = (event: BeforeUnloadEvent) => {
      const now = check.current;
      if (!(typeof now === "function" ? now() : now)) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [listening]);
}
