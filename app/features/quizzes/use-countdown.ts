import { useEffect, useRef, useState } from "react";

type Options = {
  /** When the server closes the attempt; null: no time limit. */
  deadlineAt: string | null;
  /** The server's clock when the attempt was read, and `performance.now()` when the answer arrived. */
  serverNow: string;
  receivedAt: number;
  /** Called once, when the time left reaches zero. */
  onExpire: () => void;
};

/**
 * Milliseconds left before the deadline, by the server's clock: its time when the attempt was read plus
 * the time since, measured with `performance.now()`. The device's wall clock plays no part, so a phone set
 * ten minutes wrong, or one whose clock is changed mid-attempt, still counts down right. Ticks on each
 * whole second left, and again when the tab comes back to the front (background tabs slow their timers),
 * so a deadline passed meanwhile submits at once. null without a deadline.
 */
export function useCountdown({ deadlineAt, serverNow, receivedAt, onExpire }: Options): number | null {
  const deadline = deadlineAt === null ? null : Date.parse(deadlineAt);
  const serverAt = Date.parse(serverNow);
  const left = () =>
    deadline === null ? null : Math.max(0, deadline - (serverAt + (performance.now() - receivedAt)));
  const [remaining, setRemaining] = useState(left);
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const expired = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only the values listed.
  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const now = left() ?? 0;
      setRemaining(now);
      if (now <= 0) {
        if (!expired.current) {
          expired.current = true;
          expire.current();
        }
        return;
      }
      // Wake on the next whole second left, so the display never skips or repeats one.
      timer = setTimeout(tick, now % 1000 || 1000);
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
  }, [deadline, serverAt, receivedAt]);

  return remaining;
}
