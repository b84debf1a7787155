import { useEffect, useRef, useState } from "react";

type Options = {
  /** When the server closes the attempt; null: no time limit. */
  deadlineAt: string | null;
  /** The server's clock when the attempt was read, and the device's when the answer arrived. */
  serverNow: string;
  receivedAt: number;
  /** Called once, when the time left reaches zero. */
  onExpire: () => void;
};

/**
 * Milliseconds left before the deadline, by the server's clock: the device's clock plus the offset between
 * the two measured when the attempt was read, so a phone set ten minutes wrong still counts down right.
 * Ticks on each whole second left; null without a deadline.
 */
export function useCountdown({ deadlineAt, serverNow, receivedAt, onExpire }: Options): number | null {
  const deadline = deadlineAt === null ? null : Date.parse(deadlineAt);
  const offset = Date.parse(serverNow) - receivedAt;
  const left = () => (deadline === null ? null : Math.max(0, deadline - (Date.now() + offset)));
  const [remaining, setRemaining] = useState(left);
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const expired = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only the deadline and offset listed.
  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
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
    tick();
    return () => clearTimeout(timer);
  }, [deadline, offset]);

  return remaining;
}
