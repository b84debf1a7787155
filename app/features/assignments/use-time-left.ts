import { useEffect, useState } from "react";

const minuteMs = 60_000;

/**
 * Milliseconds until `dueAt` by the server's clock (its time when the view was read, carried forward by the
 * device's clock since then: a device set hours wrong still counts right), refreshed on each whole minute
 * and when the tab comes back to the front. null without a due moment; 0 once it has passed.
 */
export function useTimeLeft(dueAt: string | null, serverNow: string, receivedAt: number): number | null {
  const skew = Date.parse(serverNow) - receivedAt;
  const due = dueAt === null ? null : Date.parse(dueAt);
  const left = () => (due === null ? null : Math.max(0, due - (Date.now() + skew)));
  const [remaining, setRemaining] = useState(left);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only the values listed.
  useEffect(() => {
    if (due === null) {
      setRemaining(null);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const now = left() ?? 0;
      setRemaining(now);
      if (now > 0) timer = setTimeout(tick, now % minuteMs || minuteMs);
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") tick();
    };
    tick();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [due, skew]);

  return remaining;
}
